import { SUPPORT_ACTIVITIES } from '../constants.ts';
import { readDayName, readDays, WEEK_DAYS, type WeekDay } from '../days.ts';
/** The 16 daily activities a client's schedule picks from (spec 2 §9): the support activities, the shifts' list. */
export const DAILY_ACTIVITIES = SUPPORT_ACTIVITIES;
export type DailyActivity = (typeof DAILY_ACTIVITIES)[number];

/** The day list of a daily activity (spec 2 §9): the week's one list (days.ts). */
export const SCHEDULE_DAYS = WEEK_DAYS;
export type ScheduleDay = WeekDay;

/** Daily Living support choices (spec 2 §9). */
export const DAILY_LIVING_SUPPORT = [
  'No help required',
  'Aids used',
  'Prompting required',
  'Some support required',
  'Full physical support required',
] as const;

/** Daily Living support level choices (spec 2 §9). */
export const SUPPORT_LEVELS = [
  'None of the time',
  'All the time',
  'Prompting required',
  'During active times',
] as const;

/** The labels of the two Aids check boxes (spec 2 §9). */
export const AIDS_LABELS = {
  equipmentAssistance: 'Equipment Require Assistance',
  requireStaffTraining: 'Equipment Require Staff Training',
} as const;

/** Export file names of this area's tables (spec 2 §9; the spec names none for expenditure and representatives). */
export const CARE_RECORD_EXPORTS = {
  schedule: 'ClientSchedule',
  dailyLiving: 'ClientDailyLiving',
  aids: 'ClientAidAndEquip',
  expenditure: 'ClientExpenditure',
  representatives: 'ClientRepresentative',
} as const;

/** Representatives (and the portal's Assistances) are listed 12 to a page (spec 2 §9, spec 3 §2.7). */
export const REPRESENTATIVES_PAGE_SIZE = 12;

/** The messages of this area's forms (spec 2 §5, §8; spec 3 §5). */
export const CARE_RECORD_MESSAGES = {
  incomplete: 'Incomplete Request',
  selectStaff: 'Select Staff',
  mustBeNumber: 'Must be a number',
  providedRequired: 'Amount Provided By Participant is required',
  returnedRequired: 'Amount Returned To Participant is required',
  spentRequired: 'Amount Spent is required',
  fullNameRequired: 'Full Name is required',
  addressRequired: 'Address is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone Number is required',
  inputEmpty: 'Input Fields cannot be empty',
  activitiesRequired: 'Activities is required',
  detailsRequired: 'Details is required',
  equipmentRequired: 'Equipment Used is required',
  receiptType: 'The receipt must be a .jpg, .jpeg or .png image',
  tooManyDecimals: 'Enter at most 2 decimal places',
  tooLarge: 'Enter an amount under $1,000,000',
  /** Shown instead of the name of a staff member the reader may not see (an auditor: not approved; issue 24). */
  staffWithheld: 'Staff member (not approved for audit)',
} as const;

/**
 * The days of a comma-separated list as the week's list spells them, in week order: 'wednesday'
 * and the old 'Wednessday' both read as 'Wednesday'; unknown names are dropped.
 */
export function normaliseDays(text: string): ScheduleDay[] {
  return readDays(text).days;
}

/** A stored day name as people read it: a row's old 'Wednessday' shown as 'Wednesday'. */
export const dayLabel = (day: string): string => readDayName(day) ?? day;

/** The comma-separated items of a stored list ('a, b' or 'a,b'), trimmed, empties dropped. */
export const splitList = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
