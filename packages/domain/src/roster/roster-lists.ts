import type { SHIFT_ACTIVITIES } from '../constants.ts';

/** The fixed shift activity options (spec 3 §3) live in constants.ts with the other fixed lists. */
export type ShiftActivity = (typeof SHIFT_ACTIVITIES)[number];

/** Weekdays run Sunday to Saturday (spec 3 §9); the flag names of a shift's repeat days. */
export const WEEKDAY_FLAGS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type WeekdayFlag = (typeof WEEKDAY_FLAGS)[number];
export type WeekdayFlags = Record<WeekdayFlag, boolean>;

/** The weekday names availability rows carry in `days` (StaffAvailability). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** Roster constants (spec 3 §9, docs/workforce.md, docs/reference/NDIS.md). */
export const ROSTER_LIMITS = {
  /** The clock-in window opens this many minutes before the start. */
  clockInOpensMinutes: 10,
  /** The week view shows 7 days and steps 6. */
  weekDays: 7,
  weekStepDays: 6,
  /** A client's cancellation with less notice than this is a short-notice cancellation. */
  shortNoticeDays: 7,
  /** A sleepover crosses midnight and lasts at least this many hours. */
  sleepoverMinHours: 8,
  /** A staff member sees the clients they had a shift with in these many days back, and ahead. */
  supportedDaysBack: 90,
  supportedDaysAhead: 30,
  /** The longest repeat: the stop date at most this many days after the first shift. */
  maxRepeatDays: 366,
  /** The longest single shift, in hours. */
  maxShiftHours: 24,
  /** The staff roster clock refreshes every 30 s. */
  staffClockRefreshMs: 30_000,
} as const;

/** The NDIS cancellation reason codes of a CANC claim (docs/reference/NDIS.md). */
export const CANCELLATION_REASON_CODES = [
  { code: 'NSDH', label: 'No show due to health reasons' },
  { code: 'NSDF', label: 'No show due to family issues' },
  { code: 'NSDT', label: 'No show due to unavailability of transport' },
  { code: 'NSDO', label: 'Other' },
] as const;
export type CancellationReasonCode = (typeof CANCELLATION_REASON_CODES)[number]['code'];
