import { reportIncidentDetails, type ShiftReportInput } from '@care/domain';
import { assertGoalProgressLength } from './sanitize-report.ts';
import type { ShiftReportRow, ShiftReportValues } from './shift-reports.repo.ts';

// What a save of a shift report stores: its fields as answered, and the worker's signature state.

/** What a save's `prepare` made of the goal progress: sanitised, its images bounded. */
export interface Prepared {
  goalProgress: string;
}

/** The report's fields as stored (the goal progress sanitised, its images bounded, in `prepare`). */
export function reportFields(body: ShiftReportInput, prepared: Prepared): ShiftReportValues {
  return {
    urgentMatters: body.urgentMatters,
    medicationGiven: body.medicationGiven,
    medicationSigned: body.medicationSigned,
    medicationAvailable: body.medicationAvailable,
    medicatioErrors: body.medicatioErrors,
    isMealManagementPlan: body.isMealManagementPlan ?? null,
    // A detail the answer does not ask for is not kept (a "Yes" to the meal plan needs no details).
    details_IfNotMealMaganementPlan:
      body.isMealManagementPlan === false ? body.details_IfNotMealMaganementPlan : null,
    isDrinkingProblem: body.isDrinkingProblem ?? null,
    details_IfProblemExist: body.isDrinkingProblem === true ? body.details_IfProblemExist : null,
    isHealthIssues: body.isHealthIssues ?? null,
    details_IfHealthIssuesExist: body.isHealthIssues === true ? body.details_IfHealthIssuesExist : null,
    goal_Progress: assertGoalProgressLength(prepared.goalProgress),
    contactFamily: body.contactFamily,
    isIncident: body.isIncident ?? null,
    // The incident's facts are in the register; the report keeps their summary (issue 40).
    details_IfIsIncident:
      body.isIncident === true
        ? (body.details_IfIsIncident ?? (body.incident ? reportIncidentDetails(body.incident) : null))
        : null,
    isBehaviourConcerned: body.isBehaviourConcerned ?? null,
    details_ifIsBehaviourConcerned:
      body.isBehaviourConcerned === true ? body.details_ifIsBehaviourConcerned : null,
  };
}

/**
 * The worker's signature state: a save with isSigned signs (keeping the first signing time when
 * already signed); a save without it leaves the report unsigned, as the signature covers what was signed.
 */
export function workerSignature(
  body: ShiftReportInput,
  existing: ShiftReportRow | undefined,
  staffId: string,
  now: Date,
) {
  if (body.isSigned === true) {
    return {
      isSigned: true,
      signedAt: existing?.isSigned && existing.signedAt ? existing.signedAt : now,
      signedByStaffId: staffId,
    };
  }
  return { isSigned: false, signedAt: null, signedByStaffId: null };
}
