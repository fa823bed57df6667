/** What kind of record an incident is (docs/reference/FORMS-AND-INCIDENTS.md §B5, after Maica). */
export const INCIDENT_TYPES = ['Incident', 'Near miss', 'Hazard'] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

/** Whether the incident is reportable to the NDIS Commission; "Unsure" escalates to key personnel (§B5). */
export const REPORTABILITY = ['Not reportable', 'Reportable', 'Unsure'] as const;
export type Reportability = (typeof REPORTABILITY)[number];

/** The six reportable categories, quoted verbatim from the NDIS Commission (§B2, NDISC CAT). */
export const REPORTABLE_CATEGORIES = [
  { number: 1, short: 'Death', text: 'the death of a person with disability' },
  { number: 2, short: 'Serious injury', text: 'serious injury of a person with disability' },
  { number: 3, short: 'Abuse or neglect', text: 'abuse or neglect of a person with disability' },
  {
    number: 4,
    short: 'Unlawful contact or assault',
    text: 'unlawful sexual or physical contact with, or assault of, a person with disability',
  },
  {
    number: 5,
    short: 'Sexual misconduct',
    text: 'sexual misconduct, committed against, or in the presence of, a person with disability, including grooming of the person with disability for sexual activity',
  },
  {
    number: 6,
    short: 'Unauthorised restrictive practice',
    text: 'use of a restrictive practice in relation to a person with disability where the use is not in accordance with an authorisation (however described) of a state or territory in relation to the person, or if it is used according to that authorisation but not in accordance with a behaviour support plan for the person with disability',
  },
] as const;
export type ReportableCategoryNumber = (typeof REPORTABLE_CATEGORIES)[number]['number'];

/** The category of an unauthorised restrictive practice (§B2 item 6): the one with the 5-day-only rule. */
export const RESTRICTIVE_PRACTICE_CATEGORY = 6;

/** The statuses of an incident, in the order it moves through them (§B6 product rule, without Escalated). */
export const INCIDENT_STATUSES = ['New', 'Under investigation', 'Closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Emergency services that came or were called (§B5, MAICA). */
export const EMERGENCY_SERVICES = ['Police', 'Ambulance', 'Fire', 'Hospital'] as const;
export type EmergencyService = (typeof EMERGENCY_SERVICES)[number];

/** The regulated restrictive practices (§C, PRPS-DEF s4). */
export const RESTRICTIVE_PRACTICE_TYPES = [
  'Seclusion',
  'Chemical restraint',
  'Mechanical restraint',
  'Physical restraint',
  'Environmental restraint',
] as const;
export type RestrictivePracticeType = (typeof RESTRICTIVE_PRACTICE_TYPES)[number];

/** Routine (scheduled in the plan) or PRN (as needed) use (§C, added by the product). */
export const RESTRICTIVE_PRACTICE_USES = ['Routine', 'PRN'] as const;

/** The two Commission forms the product tracks (§B3); a final report only when the Commission asks. */
export const COMMISSION_FORMS = ['immediate', 'fiveDay'] as const;
export type CommissionForm = (typeof COMMISSION_FORMS)[number];

export const COMMISSION_FORM_LABELS: Record<CommissionForm, string> = {
  immediate: 'Immediate Notification',
  fiveDay: '5-Day Form',
};

/** The rule text and source shown beside each clock: the product shows the rule, it does not certify. */
export const COMMISSION_FORM_RULES: Record<CommissionForm, string> = {
  immediate:
    'Within 24 hours of key personnel becoming aware (NDIS (Incident Management and Reportable Incidents) Rules 2018 s20; NDIS Commission, "Notify us about a reportable incident").',
  fiveDay:
    'Within 5 business days of key personnel becoming aware; the only form for an unauthorised restrictive practice that caused no harm (NDIS Commission, "Reportable incidents").',
};
