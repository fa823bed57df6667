/**
 * The company's switches for the points SCHADS.md §11 leaves UNCONFIRMED, each defaulting to the
 * behaviour §11 names. A company changes one only after checking with its payroll adviser.
 */
export interface PaySwitches {
  /** §11 #6: which period the 38/76 h overtime test uses ('pay-calendar': weekly → 38 h a week, fortnightly → 76 h). */
  periodOvertimeBasis: 'pay-calendar' | 'week' | 'fortnight';
  /** §11 #6: the 150% band is the first 2 overtime hours of each day or shift, or one 2 h band over the period. */
  overtime150Band: 'per-day' | 'per-period';
  /** §11 #7: PT and casual day workers on weekends get Saturday/Sunday rates (vendor practice), not span overtime. */
  dayWorkerWeekendRates: boolean;
  /** §11 #8: double time on a shift resumed without 10 h off after overtime (casuals excluded). */
  restBreakAfterOvertime: boolean;
  /** §11 #12: casuals get the broken shift allowance (FWO-BS). */
  casualBrokenShiftAllowance: boolean;
  /** §11 #13: the casual multiplier of broken-span-200 ('2.25' default, '2' the permanent rate). */
  casualBrokenSpanMultiplier: '2' | '2.25';
  /** §11 #13: casual sleepover work at the casual overtime rates (175/225/275%) or the permanent ones. */
  casualSleepoverWork: 'casual-overtime' | 'permanent-overtime';
  /** §11 #14: work during a sleepover counts toward the joined shift's 10/12 h overtime test. */
  sleepoverWorkCountsTowardOvertime: boolean;
  /** §11 #19: a broken shift's first period starting before 06:00 is paid at ordinary rates, not night. */
  brokenShiftEarlyPeriodOrdinary: boolean;
  /** §11 #20: across a rate change each hour takes its own pay period's rate, or the whole shift that of its start. */
  rateChange: 'per-hour' | 'whole-shift-by-start';
  /** §11 #18: super is paid on these lines. */
  oteBrokenShiftAllowance: boolean;
  oteMinimumTopup: boolean;
  oteSleepoverWork: boolean;
  /** The 2026 sleepover variation: from the first full pay period on or after this date (SCHADS.md §4.9). */
  sleepoverVariationFrom: string;
  /**
   * Pay lines gather hours by category and rate over the whole period (a payslip's lines), or per
   * shift and day. R1 rounds per line, so the two can differ by a cent (SCHADS.md §6, E11).
   */
  lineGrouping: 'period' | 'shift';
}

export const DEFAULT_PAY_SWITCHES: PaySwitches = {
  periodOvertimeBasis: 'pay-calendar',
  overtime150Band: 'per-day',
  dayWorkerWeekendRates: true,
  restBreakAfterOvertime: true,
  casualBrokenShiftAllowance: true,
  casualBrokenSpanMultiplier: '2.25',
  casualSleepoverWork: 'casual-overtime',
  sleepoverWorkCountsTowardOvertime: false,
  brokenShiftEarlyPeriodOrdinary: true,
  rateChange: 'per-hour',
  oteBrokenShiftAllowance: true,
  oteMinimumTopup: true,
  oteSleepoverWork: true,
  sleepoverVariationFrom: '2026-06-01',
  lineGrouping: 'period',
};

/** The company's switches over the defaults. */
export function resolvePaySwitches(overrides: Partial<PaySwitches> | undefined): PaySwitches {
  return { ...DEFAULT_PAY_SWITCHES, ...(overrides ?? {}) };
}
