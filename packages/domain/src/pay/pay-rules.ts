// The rules behind each pay line: their ids, clauses (as the sources quote them: SCHADS.md §11 #1,
// overridable as data), words and multipliers (SCHADS.md §4, §5). Multipliers are rules, not rates.

/** Every rule a line can name, with its clause as quoted by the sources. */
export const PAY_RULES = {
  ordinary: { clause: 'cl 25 (ordinary hours), Sch B', words: 'ordinary hours' },
  afternoon: { clause: 'cl 29.2/29.3 (FWO-SW)', words: 'afternoon shift loading, whole shift' },
  night: { clause: 'cl 29.2/29.3(b) (FWO-SW; FWO v Jats Joint)', words: 'night shift loading, whole shift' },
  saturday: { clause: 'cl 26.1', words: 'Saturday hours' },
  sunday: { clause: 'cl 26', words: 'Sunday hours' },
  'public-holiday': { clause: 'cl 34.2(a),(d)', words: 'public holiday hours' },
  'overtime-shift': {
    clause: 'cl 28.1(a)(i), 28.1(b) (FWO-OT)',
    words: 'overtime after the daily limit of the shift',
  },
  'overtime-span': {
    clause: 'cl 25.2(a), 28.1 (LASA)',
    words: 'overtime outside a day worker’s 6:00–20:00 Mon–Fri span',
  },
  'overtime-period': {
    clause: 'cl 28.1(b) (FWO-OT)',
    words: 'overtime past the hours of the week or fortnight',
  },
  'broken-span': { clause: 'cl 25.6 (FWO-BS, FWO-OT)', words: 'work beyond the broken shift’s 12 h span' },
  'sleepover-work': {
    clause: 'cl 25.7(e) (DC-25.7; FWO-SOPAY)',
    words: 'work during a sleepover, overtime rate of the day, 1 h minimum in total',
  },
  'minimum-payment': { clause: 'cl 10.5 (FWO-HOW)', words: 'minimum payment of 2 h' },
  'sleepover-adjacent': {
    clause: 'cl 25.7(f)',
    words: 'at least 4 h paid for one period next to a sleepover',
  },
  'rest-break': {
    clause: 'rest after overtime (wording not seen; REPO-AH)',
    words: 'resumed without 10 h off after overtime',
  },
  'broken-shift-allowance': { clause: 'cl 20.12, 25.6 (FWO-BS)', words: 'broken shift allowance' },
  'sleepover-allowance': { clause: 'cl 25.7(d) (DC-25.7)', words: 'sleepover allowance' },
  'km-allowance': { clause: 'cl 20.7(a)', words: 'vehicle allowance' },
} as const;
export type PayRuleId = keyof typeof PAY_RULES;

/** The clause of a rule: the company's override when it has one (SCHADS.md §11 #1). */
export function clauseOf(rule: PayRuleId, overrides?: Partial<Record<string, string>>): string {
  return overrides?.[rule] ?? PAY_RULES[rule].clause;
}

/** Hour categories and their multipliers: [FT/PT, casual] (SCHADS.md §3.4, §5). */
export const HOUR_MULTIPLIERS = {
  ordinary: ['1', '1.25'],
  afternoon: ['1.125', '1.375'],
  night: ['1.15', '1.4'],
  saturday: ['1.5', '1.75'],
  sunday: ['2', '2.25'],
  'public-holiday': ['2.5', '2.75'],
  'overtime-150': ['1.5', '1.75'],
  'overtime-200': ['2', '2.25'],
  'overtime-250': ['2.5', '2.75'],
  'broken-span-200': ['2', '2.25'],
  'rest-break-200': ['2', '2'],
} as const;
export type HourCategory = keyof typeof HOUR_MULTIPLIERS;

/** The words a worker reads for a category. */
export const CATEGORY_LABELS = {
  ordinary: 'Ordinary hours',
  afternoon: 'Afternoon shift',
  night: 'Night shift',
  saturday: 'Saturday',
  sunday: 'Sunday',
  'public-holiday': 'Public holiday',
  'overtime-150': 'Overtime at 150%',
  'overtime-200': 'Overtime at 200%',
  'overtime-250': 'Overtime at 250%',
  'broken-span-200': 'Beyond the broken shift span',
  'sleepover-work': 'Work during a sleepover',
  'minimum-engagement-topup': 'Minimum payment top-up',
  'rest-break-200': 'No 10 h rest after overtime',
  'broken-shift-allowance-1': 'Broken shift allowance (1 break)',
  'broken-shift-allowance-2': 'Broken shift allowance (2 breaks)',
  'sleepover-allowance': 'Sleepover allowance',
  'km-allowance': 'Vehicle allowance',
} as const;

/** Which categories are ordinary time earnings by the sources (the three UNCONFIRMED ones are switches). */
export const OTE_BY_CATEGORY = {
  ordinary: true,
  afternoon: true,
  night: true,
  saturday: true,
  sunday: true,
  'public-holiday': true,
  'overtime-150': false,
  'overtime-200': false,
  'overtime-250': false,
  'broken-span-200': false,
  'rest-break-200': false,
  'sleepover-allowance': false,
  'km-allowance': false,
} as const;

/** The award's limits the rules read (SCHADS.md §4.5–§4.9), in hours. */
export const PAY_LIMITS = {
  minimumPaymentHours: 2,
  sleepoverAdjacentHours: 4,
  sleepoverWorkMinimumHours: 1,
  shiftOvertimeHours: 10,
  ftShiftHours: 8,
  sleepoverAgreementHours: 12,
  sleepoverAgreementSideHours: 8,
  brokenSpanHours: 12,
  overtime150BandHours: 2,
  weekHours: 38,
  fortnightHours: 76,
  restHours: 10,
  /** A work period this close to a sleepover (either side) is "immediately" before or after it. */
  sleepoverJoinGapMinutes: 60,
} as const;
