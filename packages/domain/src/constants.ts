import { WEEK_DAYS } from './days.ts';
/** Fixed lists of the spec (spec 1 §3, spec 2 §9, spec 3 §3); spellings are the spec's. */
export const GENDERS = [
  'Male',
  'Female',
  'Transgender',
  'Non-binary/non-conforming',
  'Prefer not to respond',
] as const;
export const EMPLOYMENT_TYPES = ['Full Time', 'Part Time', 'Causual', 'Contract'] as const;
export const PAY_RATES = ['Annual', 'Monthly', 'Fortnightly', 'Hourly'] as const;
export const STAFF_LEVELS = ['1-1', '1-2', '2-1', '2.1', '6-1'] as const;
export const INDIGENOUS_STATUSES = [
  'Aboriginal',
  'Torres Strait Islander',
  'Both Aboriginal and Torres Strait Islander',
  'Neither Aboriginal nor Torres Strait Islander',
] as const;
export const YES_NO = ['Yes', 'No'] as const;
/** The days of a support schedule's frequency: the week's one list (days.ts). */
export const WEEKDAYS = WEEK_DAYS;
/**
 * The support activities a shift or a client's daily schedule names: one list (issue 40 item 12).
 * The spec's list (spec 2 §9, spec 3 §4) held 'Dog training', 'Install phone' and 'Baby sitting',
 * which are no support a provider delivers; community access, appointment support and respite are.
 */
export const SUPPORT_ACTIVITIES = [
  'Medication Supervision',
  'Medication administering',
  'Personal Support',
  'Domestic Cleaning',
  'Transport',
  'Community Access',
  'Appointment Support',
  'Welfare check',
  'Support Groceries shopping',
  'Pick up',
  'Respite',
  'Taking to solicitors appointment',
  'Meal Preparation',
  'Shopping',
  'Groceries Transport',
  'Domestic Social Support',
] as const;
/** A shift's activities (spec 3 §4): the support activities. */
export const SHIFT_ACTIVITIES = SUPPORT_ACTIVITIES;

/** Limits (spec 1 §9, spec 2 §9). */
export const LIMITS = {
  passwordMin: 6,
  documentNameMin: 2,
  photoMaxBytes: 2 * 1024 * 1024,
  typedSignatureMax: 15,
  accountingAddressMax: 50,
} as const;

/** Loading page timing (spec 1 §9). */
export const LOADING_PAGE = {
  messageEveryMs: 2500,
  progressEveryMs: 200,
  maxIncrementPercent: 15,
  messagesPerPortal: 6,
} as const;

/** Error dialog timing (spec 1 §9). */
export const ERROR_DIALOG = { retryDelayMs: 1000, logOutDelayMs: 800 } as const;
