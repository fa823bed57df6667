import type { ShiftReportView } from '@care/domain';
import type { IncidentFormValues } from '../../shelf/incident-form/incident-form-values.ts';

/** A Yes/No question's answer in the form: '' until answered. */
export type YesNoValue = '' | 'Yes' | 'No';

/** The shift report form's values (text as typed; Yes/No as chosen). */
export interface ShiftReportFormValues {
  shiftRosterId: string;
  urgentMatters: string;
  medicationGiven: string;
  medicationSigned: string;
  medicationAvailable: string;
  medicatioErrors: string;
  isMealManagementPlan: YesNoValue;
  details_IfNotMealMaganementPlan: string;
  isDrinkingProblem: YesNoValue;
  details_IfProblemExist: string;
  isHealthIssues: YesNoValue;
  details_IfHealthIssuesExist: string;
  goal_Progress: string;
  contactFamily: string;
  isIncident: YesNoValue;
  details_IfIsIncident: string;
  /** "Incident? Yes": the incident form's answers, sent with the report (issue 40). */
  incident: IncidentFormValues | null;
  /** Or the shift's incident this report joins: the linked one once saved ('' none). */
  incidentId: string;
  isBehaviourConcerned: YesNoValue;
  details_ifIsBehaviourConcerned: string;
  /** The "I confirm this report is true and complete" tick. */
  isSigned: boolean;
}

/** What add_shiftreport and edit take (spec 3 §3 ShiftReport). */
export interface ShiftReportPayload {
  shiftRosterId: string;
  urgentMatters: string | null;
  medicationGiven: string | null;
  medicationSigned: string | null;
  medicationAvailable: string | null;
  medicatioErrors: string | null;
  isMealManagementPlan: boolean | null;
  details_IfNotMealMaganementPlan: string | null;
  isDrinkingProblem: boolean | null;
  details_IfProblemExist: string | null;
  isHealthIssues: boolean | null;
  details_IfHealthIssuesExist: string | null;
  goal_Progress: string;
  contactFamily: string | null;
  isIncident: boolean | null;
  details_IfIsIncident: string | null;
  /** The incident form's values as typed: the server reads them with the incident form's schema. */
  incident: IncidentFormValues | null;
  incidentId: string | null;
  isBehaviourConcerned: boolean | null;
  details_ifIsBehaviourConcerned: string | null;
  isSigned: boolean;
}

const yesNo = (v: boolean | null): YesNoValue => (v === true ? 'Yes' : v === false ? 'No' : '');
const fromYesNo = (v: YesNoValue): boolean | null => (v === 'Yes' ? true : v === 'No' ? false : null);
const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** The form's first values: the saved report, or an empty form for the shift. */
export function formValuesOf(shiftRosterId: string, report: ShiftReportView | null): ShiftReportFormValues {
  return {
    shiftRosterId,
    urgentMatters: report?.urgentMatters ?? '',
    medicationGiven: report?.medicationGiven ?? '',
    medicationSigned: report?.medicationSigned ?? '',
    medicationAvailable: report?.medicationAvailable ?? '',
    medicatioErrors: report?.medicatioErrors ?? '',
    isMealManagementPlan: yesNo(report?.isMealManagementPlan ?? null),
    details_IfNotMealMaganementPlan: report?.details_IfNotMealMaganementPlan ?? '',
    isDrinkingProblem: yesNo(report?.isDrinkingProblem ?? null),
    details_IfProblemExist: report?.details_IfProblemExist ?? '',
    isHealthIssues: yesNo(report?.isHealthIssues ?? null),
    details_IfHealthIssuesExist: report?.details_IfHealthIssuesExist ?? '',
    goal_Progress: report?.goal_Progress ?? '',
    contactFamily: report?.contactFamily ?? '',
    isIncident: yesNo(report?.isIncident ?? null),
    details_IfIsIncident: report?.details_IfIsIncident ?? '',
    incident: null,
    incidentId: report?.incident?.incidentId ?? '',
    isBehaviourConcerned: yesNo(report?.isBehaviourConcerned ?? null),
    details_ifIsBehaviourConcerned: report?.details_ifIsBehaviourConcerned ?? '',
    isSigned: report?.isSigned ?? false,
  };
}

/** The form as the API takes it; `sign` is whether the worker pressed Save and sign. */
export function payloadOf(v: ShiftReportFormValues, sign: boolean): ShiftReportPayload {
  return {
    shiftRosterId: v.shiftRosterId,
    urgentMatters: text(v.urgentMatters),
    medicationGiven: text(v.medicationGiven),
    medicationSigned: text(v.medicationSigned),
    medicationAvailable: text(v.medicationAvailable),
    medicatioErrors: text(v.medicatioErrors),
    isMealManagementPlan: fromYesNo(v.isMealManagementPlan),
    details_IfNotMealMaganementPlan: text(v.details_IfNotMealMaganementPlan),
    isDrinkingProblem: fromYesNo(v.isDrinkingProblem),
    details_IfProblemExist: text(v.details_IfProblemExist),
    isHealthIssues: fromYesNo(v.isHealthIssues),
    details_IfHealthIssuesExist: text(v.details_IfHealthIssuesExist),
    goal_Progress: v.goal_Progress,
    contactFamily: text(v.contactFamily),
    isIncident: fromYesNo(v.isIncident),
    details_IfIsIncident: text(v.details_IfIsIncident),
    // Only a "Yes" carries its incident; the one linked already is named so the server keeps it.
    incident: v.isIncident === 'Yes' ? v.incident : null,
    incidentId: v.isIncident === 'Yes' && v.incidentId ? v.incidentId : null,
    isBehaviourConcerned: fromYesNo(v.isBehaviourConcerned),
    details_ifIsBehaviourConcerned: text(v.details_ifIsBehaviourConcerned),
    isSigned: sign,
  };
}
