import { z } from 'zod';
import { optionalText, requiredDate, requiredText } from '../schemas/form-fields.ts';
import {
  COMMISSION_FORMS,
  EMERGENCY_SERVICES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  REPORTABILITY,
  RESTRICTIVE_PRACTICE_CATEGORY,
} from './incident-categories.ts';

/** The messages of the incident forms, shared by the server's replies and the web forms. */
export const INCIDENT_MESSAGES = {
  typeRequired: 'Choose the type: incident, near miss or hazard',
  titleRequired: 'Give the incident a short title',
  dateRequired: 'Enter the date it happened',
  timeRequired: 'Enter the time it happened',
  timeFormat: 'Enter a time as HH:mm',
  locationRequired: 'Say where it happened',
  descriptionRequired: 'Describe what happened',
  immediateActionsRequired: 'Say what was done straight away',
  harmRequired: 'Say whether anyone was harmed',
  harmDetailsRequired: 'Describe the harm or injury',
  reportableRequired: 'Say whether it is reportable to the NDIS Commission',
  categoryRequired: 'Choose the reportable category',
  restrictivePracticeHarmRequired: 'Say whether the restrictive practice caused harm',
  awareTimeWithDate: 'Enter both the date and the time key personnel became aware',
  witnessNameRequired: 'Enter the witness’s name',
  occurredInFuture: 'The incident cannot be in the future',
  awareInFuture: 'Key personnel cannot become aware in the future',
  awareBeforeOccurred: 'Key personnel cannot become aware before the incident happened',
  formRequired: 'Choose the Commission form',
  submittedDateRequired: 'Enter the date it was submitted',
  submittedTimeRequired: 'Enter the time it was submitted',
  referenceRequired: 'Enter the Commission’s reference number',
  submittedInFuture: 'The submission cannot be in the future',
  submittedBeforeAware: 'The submission cannot be before key personnel became aware',
  formNotRequired: 'This incident does not need that form',
  actionRequired: 'Describe the corrective action',
  ownerRequired: 'Name who owns the action',
  dueRequired: 'Enter the due date',
  statusRequired: 'Choose the status',
  keyPersonnelRequired: 'Choose at least one key person',
  keyPersonnelAdmins: 'Key personnel are chosen from the company’s active administrators',
  notKeyPersonnel: 'Only key personnel acknowledge incidents',
  alreadyAcknowledged: 'You have already acknowledged this incident',
  clientRequired: 'Choose the participant',
  shiftNotTheirs: 'This shift is not the participant’s',
} as const;

const M = INCIDENT_MESSAGES;

/** 'HH:mm' local time. */
export const requiredTime = (message: string) =>
  requiredText(message, 8).refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), M.timeFormat);

/** A yes/no sent as a boolean, 'true'/'false' or 'Yes'/'No'; empty is null. */
export const yesNoAnswer = z.preprocess((v) => {
  if (typeof v === 'boolean') {
    return v;
  }
  const text = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return text === 'true' || text === 'yes' ? true : text === 'false' || text === 'no' ? false : null;
}, z.boolean().nullable());

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.uuid('Must be a UUID').optional(),
);

const witnessRow = z.object({
  name: requiredText(M.witnessNameRequired, 120),
  contact: optionalText(120),
  statement: optionalText(2000),
});

/**
 * Raising or editing an incident (docs/reference/FORMS-AND-INCIDENTS.md §B5): what happened, when,
 * where, who was harmed, witnesses, immediate actions, who was told, and the reportability decision.
 * `awareDate`/`awareTime` (the office's: when key personnel became aware) default to the report's time.
 */
export const incidentFormSchema = z
  .object({
    clientId: optionalId,
    staffId: optionalId,
    shiftRosterId: optionalId,
    type: z.enum(INCIDENT_TYPES, { error: M.typeRequired }),
    title: requiredText(M.titleRequired, 120),
    occurredDate: requiredDate(M.dateRequired),
    occurredTime: requiredTime(M.timeRequired),
    location: requiredText(M.locationRequired, 200),
    description: requiredText(M.descriptionRequired, 4000),
    immediateActions: requiredText(M.immediateActionsRequired, 2000),
    personHarmed: yesNoAnswer,
    harmDetails: optionalText(2000),
    othersInvolved: optionalText(1000),
    witnesses: z.array(witnessRow).max(10, 'At most 10 witnesses').default([]),
    firstAid: yesNoAnswer.optional(),
    emergencyServices: z.array(z.enum(EMERGENCY_SERVICES)).max(EMERGENCY_SERVICES.length).default([]),
    policeReference: optionalText(60),
    familyNotified: yesNoAnswer.optional(),
    guardianNotified: yesNoAnswer.optional(),
    reportable: z.enum(REPORTABILITY, { error: M.reportableRequired }),
    categories: z.array(z.coerce.number().int().min(1).max(6)).max(6).default([]),
    restrictivePracticeHarm: yesNoAnswer.optional(),
    awareDate: optionalText(40),
    awareTime: optionalText(8),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.personHarmed === null) {
      issue('personHarmed', M.harmRequired);
    }
    if (v.personHarmed === true && !v.harmDetails) {
      issue('harmDetails', M.harmDetailsRequired);
    }
    if (v.reportable === 'Reportable' && v.categories.length === 0) {
      issue('categories', M.categoryRequired);
    }
    if (
      v.categories.includes(RESTRICTIVE_PRACTICE_CATEGORY) &&
      (v.restrictivePracticeHarm ?? null) === null
    ) {
      issue('restrictivePracticeHarm', M.restrictivePracticeHarmRequired);
    }
    if (Boolean(v.awareDate) !== Boolean(v.awareTime)) {
      issue(v.awareDate ? 'awareTime' : 'awareDate', M.awareTimeWithDate);
    } else if (v.awareDate && v.awareTime) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.awareDate)) {
        issue('awareDate', 'Enter a valid date');
      }
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.awareTime)) {
        issue('awareTime', M.timeFormat);
      }
    }
  })
  .transform((v) => ({
    ...v,
    categories: [...new Set(v.categories)].sort(),
    restrictivePracticeHarm: v.categories.includes(RESTRICTIVE_PRACTICE_CATEGORY)
      ? (v.restrictivePracticeHarm ?? null)
      : null,
    harmDetails: v.personHarmed ? v.harmDetails : null,
  }));
export type IncidentFormInput = z.input<typeof incidentFormSchema>;
export type IncidentForm = z.output<typeof incidentFormSchema>;

/** Recording that the office lodged a Commission form (the product does not lodge it, §B3). */
export const commissionNotificationSchema = z.object({
  form: z.enum(COMMISSION_FORMS, { error: M.formRequired }),
  submittedDate: requiredDate(M.submittedDateRequired),
  submittedTime: requiredTime(M.submittedTimeRequired),
  reference: requiredText(M.referenceRequired, 60),
});
export type CommissionNotificationInput = z.input<typeof commissionNotificationSchema>;

/** A corrective action of an incident (§B5): what, who owns it, by when. */
export const correctiveActionSchema = z.object({
  action: requiredText(M.actionRequired, 500),
  owner: requiredText(M.ownerRequired, 120),
  dueDate: requiredDate(M.dueRequired),
});
export type CorrectiveActionInput = z.input<typeof correctiveActionSchema>;

/** Moving an incident on; closing carries the findings (the reviewer's sign-off is who closes it). */
export const incidentStatusSchema = z.object({
  status: z.enum(INCIDENT_STATUSES, { error: M.statusRequired }),
  findings: optionalText(4000),
});
export type IncidentStatusInput = z.input<typeof incidentStatusSchema>;

/** The company's key personnel: the users told of every incident, who acknowledge it. */
export const keyPersonnelSchema = z.object({
  userIds: z
    .array(z.uuid('Must be a UUID'), { error: M.keyPersonnelRequired })
    .min(1, M.keyPersonnelRequired)
    .max(20),
});
