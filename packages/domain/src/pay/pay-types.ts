// The pay engine's contract (docs/pay.md): what the caller passes in and what comes back.
// Settings, rates and holidays are data; no rate lives in code (docs/reference/SCHADS.md §3.1).
import type { PaySwitches } from './pay-switches.ts';

export const PAY_STREAMS = ['SACS_B', 'HOME_CARE_DISABILITY_E', 'HOME_CARE_AGED_F'] as const;
export type PayStream = (typeof PAY_STREAMS)[number];

export const AWARD_EMPLOYMENT_TYPES = ['FT', 'PT', 'CASUAL'] as const;
export type AwardEmploymentType = (typeof AWARD_EMPLOYMENT_TYPES)[number];

/** One effective-dated row of a worker's award settings (SCHADS.md §2.1). Dates are local, both ends included. */
export interface WorkerPaySettings {
  effectiveFrom: string;
  /** null: still in force. */
  effectiveTo: string | null;
  stream: PayStream;
  level: number;
  payPoint: number;
  employmentType: AwardEmploymentType;
  /** Part-time guaranteed hours a week, decimal string ('30', '22.5'); null for FT and casual. */
  ptAgreedWeeklyHours: string | null;
  /** Told in writing they are a shiftworker: afternoon and night loadings instead of the day-worker span. */
  shiftworker: boolean;
  /** Full-time daily overtime after 10 h instead of 8 h (cl 25.1). */
  ftTenHourAgreement: boolean;
  /** Written agreement: a shift joined round a sleepover has overtime after 12 h (each side at most 8 h). */
  sleepoverTwelveHourAgreement: boolean;
  /** Hourly rate above the award (decimal string), before any casual loading; the higher of it and the award applies. */
  aboveAwardHourlyRate: string | null;
}

export const ALLOWANCE_KINDS = ['sleepover', 'broken-shift-1', 'broken-shift-2', 'km'] as const;
export type AllowanceKind = (typeof ALLOWANCE_KINDS)[number];

interface RateRowBase {
  id: string;
  /**
   * The date the row applies from: the first full pay period that starts on or after it (SCHADS.md §3.1).
   * A row with `appliesTo` is a temporary one and applies by the calendar date of the work instead.
   */
  appliesFrom: string;
  appliesTo?: string | null;
  /** Rows not checked against the FWO pay guide ship disabled (SCHADS.md §3.5); a disabled row prices nothing. */
  enabled: boolean;
  /** 'pending': shipped for an admin to confirm or reject; paid at the confirmed row meanwhile, with a warning. */
  status?: 'confirmed' | 'pending';
  source: string;
}

/** A classification's hourly rate (decimal string, R1: weekly ÷ 38 to the cent). */
export interface ClassificationRateRow extends RateRowBase {
  kind: 'classification';
  stream: PayStream;
  level: number;
  payPoint: number;
  /** The weekly rate it comes from, for the record (decimal string); the engine reads only the hourly rate. */
  weeklyRate?: string | null;
  hourlyRate: string;
}

/** An allowance's amount per unit (a night, a broken shift, a km), decimal string. */
export interface AllowanceRateRow extends RateRowBase {
  kind: 'allowance';
  allowance: AllowanceKind;
  amount: string;
}

export type PayRateRow = ClassificationRateRow | AllowanceRateRow;

/** The company's pay calendar: periods of 7 or 14 days counted from an anchor (a first day of a period). */
export interface PayCalendar {
  cycle: 'weekly' | 'fortnightly';
  anchorDate: string;
}

export const ATTENDANCE_PAY_KINDS = ['ordinary', 'active-night', 'sleepover', 'broken-shift-period'] as const;
export type AttendancePayKind = (typeof ATTENDANCE_PAY_KINDS)[number];

/** An unpaid break: its instants, or only its length (then placed in the middle of the attendance). */
export type UnpaidBreak = { start: string; end: string } | { minutes: number };

/** One attendance of the period (SCHADS.md §2.3). Instants are ISO strings with their offset (or Z). */
export interface PayAttendance {
  attendanceId: string;
  shiftRosterId: string | null;
  clockIn: string;
  clockOut: string;
  kind: AttendancePayKind;
  unpaidBreaks?: readonly UnpaidBreak[];
  /** Work recorded inside a sleepover (kind 'sleepover' only). */
  activePeriods?: readonly { start: string; end: string }[];
  /** Kilometres in the worker's own vehicle on work travel during the shift. */
  kilometres?: number | string | null;
}

/** Everything the engine reads for one worker and one pay period. */
export interface PayPeriodInput {
  /** The first day of the pay period (local date); it must be a period start of the calendar. */
  periodStart: string;
  calendar: PayCalendar;
  zone: string;
  /** Local dates (YYYY-MM-DD) of the public holidays observed (NSW by default: nsw-public-holidays.data.ts). */
  publicHolidays: readonly string[];
  settings: readonly WorkerPaySettings[];
  rates: readonly PayRateRow[];
  switches?: Partial<PaySwitches>;
  /** Overrides of a rule's clause text (SCHADS.md §11 #1: clause references are data). */
  clauses?: Partial<Record<string, string>>;
  attendances: readonly PayAttendance[];
}

export const PAY_CATEGORIES = [
  'ordinary',
  'afternoon',
  'night',
  'saturday',
  'sunday',
  'public-holiday',
  'overtime-150',
  'overtime-200',
  'overtime-250',
  'broken-span-200',
  'sleepover-work',
  'minimum-engagement-topup',
  'rest-break-200',
  'broken-shift-allowance-1',
  'broken-shift-allowance-2',
  'sleepover-allowance',
  'km-allowance',
] as const;
export type PayCategory = (typeof PAY_CATEGORIES)[number];

/** One shift's share of a line: the detail a worker reads ("Saturday 8:00–14:00, 6 h at 150% of $36.22 = $325.98"). */
export interface PayLinePiece {
  date: string;
  shiftRosterId: string | null;
  /** Local wall-clock times 'HH:mm' ('24:00' at midnight); null for unit lines. */
  from: string | null;
  to: string | null;
  hours: string | null;
  units: string | null;
  /** This piece alone, rounded half up (information: the line's amount is rounded once over its pieces). */
  amountCents: number;
  explanation: string;
}

/** One pay line (SCHADS.md §5). */
export interface PayLine {
  category: PayCategory;
  /** The first date of the line; `toDate` the last (the same for a line of one day). */
  date: string;
  toDate: string;
  /** null when the line gathers several shifts (or period overtime). */
  shiftRosterId: string | null;
  /** Hours to 2 dp (hour lines) or units (allowances); the other is null. */
  hours: string | null;
  units: string | null;
  /** Of the hourly rate, casual loading included where `casualLoadingIncluded`; null for allowances. */
  multiplier: string | null;
  casualLoadingIncluded: boolean;
  /** The line rate, exact (hourly × multiplier, SCHADS.md §6 R1). */
  rate: string;
  /** Hours (exact clock time) × rate, or units × rate, half up to the cent. */
  amountCents: number;
  /** Ordinary time earnings (super is paid on it, SCHADS.md §7). */
  ote: boolean;
  ruleId: string;
  clause: string;
  rateRowId: string;
  explanation: string;
  warnings: string[];
  pieces: PayLinePiece[];
}

export const PAY_PROBLEM_CODES = [
  'period-start',
  'no-settings',
  'not-priced',
  'no-rate',
  'rate-disabled',
  'no-allowance-rate',
  'no-holidays',
  'bad-attendance',
  'overlap',
  'broken-shift-breaks',
] as const;
export type PayProblemCode = (typeof PAY_PROBLEM_CODES)[number];

/** A reason the period cannot be priced: shown to the office; the period cannot be approved until it is resolved. */
export interface PayProblem {
  code: PayProblemCode;
  message: string;
  attendanceId: string | null;
  date: string | null;
}

export interface PayResult {
  /** 'blocked': there are problems and no lines (nothing is priced on a guess). */
  status: 'priced' | 'blocked';
  periodStart: string;
  periodEnd: string;
  lines: PayLine[];
  totalCents: number;
  problems: PayProblem[];
  /** Warnings about the period as a whole (period overtime readings, sleepovers without work…). */
  warnings: string[];
}
