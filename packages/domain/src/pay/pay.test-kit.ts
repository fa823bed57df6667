// Fixtures of the pay tests: the worked examples' worker (SCHADS.md §8: SACS level 2 pay point 1,
// part-time, a shiftworker in writing, NSW), the shipped rates and holidays, a fortnightly calendar
// with a period starting Mon 29 Jun 2026, and instants written as Sydney wall times.
import { zonedDateAndTime, zonedWallTimeToInstant } from '../dates.ts';
import { computePay } from './compute-pay.ts';
import { NSW_PUBLIC_HOLIDAY_DATES } from './nsw-public-holidays.data.ts';
import type { PaySwitches } from './pay-switches.ts';
import type {
  PayAttendance,
  PayCalendar,
  PayLine,
  PayPeriodInput,
  PayResult,
  WorkerPaySettings,
} from './pay-types.ts';
import { periodStartOf } from './rates-in-force.ts';
import { SCHADS_RATE_ROWS } from './schads-rates.data.ts';

export const ZONE = 'Australia/Sydney';
export const FORTNIGHTLY: PayCalendar = { cycle: 'fortnightly', anchorDate: '2026-06-29' };
export const WEEKLY: PayCalendar = { cycle: 'weekly', anchorDate: '2026-06-29' };

export const PART_TIME: WorkerPaySettings = {
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  stream: 'SACS_B',
  level: 2,
  payPoint: 1,
  employmentType: 'PT',
  ptAgreedWeeklyHours: '30',
  shiftworker: true,
  ftTenHourAgreement: false,
  sleepoverTwelveHourAgreement: false,
  aboveAwardHourlyRate: null,
};
export const CASUAL: WorkerPaySettings = {
  ...PART_TIME,
  employmentType: 'CASUAL',
  ptAgreedWeeklyHours: null,
};
export const FULL_TIME: WorkerPaySettings = { ...PART_TIME, employmentType: 'FT', ptAgreedWeeklyHours: null };

/** A Sydney wall time ('2026-11-24T08:00') as the instant it stands for (the first, when clocks go back). */
export const at = (wall: string): string => zonedWallTimeToInstant(wall, ZONE).toISOString();

let counter = 0;

/** An attendance from one local wall time to another ('2026-11-24T08:00', '2026-11-24T14:30'). */
export function work(from: string, to: string, extra: Partial<PayAttendance> = {}): PayAttendance {
  counter += 1;
  return {
    attendanceId: `a${counter}`,
    shiftRosterId: `r${counter}`,
    clockIn: at(from),
    clockOut: at(to),
    kind: 'ordinary',
    ...extra,
  };
}

/** A sleepover with its active periods (wall times). */
export function sleepover(from: string, to: string, active: [string, string][] = []): PayAttendance {
  return work(from, to, {
    kind: 'sleepover',
    activePeriods: active.map(([s, e]) => ({ start: at(s), end: at(e) })),
  });
}

/** The pay of the attendances in the pay period holding the first one's date. */
export function pay(
  attendances: PayAttendance[],
  options: {
    settings?: WorkerPaySettings | WorkerPaySettings[];
    switches?: Partial<PaySwitches>;
    calendar?: PayCalendar;
    rates?: PayPeriodInput['rates'];
    holidays?: readonly string[];
    periodStart?: string;
    clauses?: PayPeriodInput['clauses'];
  } = {},
): PayResult {
  const calendar = options.calendar ?? FORTNIGHTLY;
  const first = attendances[0];
  const settings = options.settings ?? PART_TIME;
  return computePay({
    periodStart:
      options.periodStart ??
      periodStartOf(calendar, first ? zonedDateAndTime(Date.parse(first.clockIn), ZONE).date : '2026-11-30'),
    calendar,
    zone: ZONE,
    publicHolidays: options.holidays ?? NSW_PUBLIC_HOLIDAY_DATES,
    settings: Array.isArray(settings) ? settings : [settings],
    rates: options.rates ?? SCHADS_RATE_ROWS,
    switches: options.switches,
    clauses: options.clauses,
    attendances,
  });
}

/** A line in short: [category, hours or units, multiplier, rate, amount in cents]. */
export type Brief = [string, string, string | null, string, number];

export const brief = (lines: readonly PayLine[]): Brief[] =>
  lines.map((l) => [l.category, l.hours ?? (l.units as string), l.multiplier, l.rate, l.amountCents]);
