import { z } from 'zod';
import type { AllowanceKind } from '../pay/pay-types.ts';
import { dollarsAsCents, isoDate, optionalDollarsAsCents, optionalIsoDate } from './pay-inputs.ts';

/** The award's allowances (SCHADS.md §3.3), by the engine's kinds (pay/pay-types.ts ALLOWANCE_KINDS). */
export const ALLOWANCE_LABELS: Record<AllowanceKind, { label: string; unit: string }> = {
  sleepover: { label: 'Sleepover', unit: 'per night' },
  'broken-shift-1': { label: 'Broken shift, 1 unpaid break', unit: 'per broken shift' },
  'broken-shift-2': { label: 'Broken shift, 2 unpaid breaks', unit: 'per broken shift' },
  km: { label: 'Vehicle', unit: 'per km' },
};

/** When a row applies: the first full pay period starting on or after its date (SCHADS.md §3.1). */
export const APPLIES_FROM_RULE = 'First full pay period starting on or after';

export const PAY_RATE_MESSAGES = {
  weekly: 'Enter the weekly rate in dollars and cents, or leave it empty',
  hourly: 'Enter the hourly rate in dollars and cents',
  hourlyFromWeekly: (expected: string) =>
    `The hourly rate is the weekly rate ÷ 38, to the cent: ${expected} (SCHADS.md §6, R1)`,
  amount: 'Enter the amount in dollars and cents',
  appliesFrom: 'Enter the date the row applies from',
  appliesTo: 'Enter the last date the row applies, or leave it empty',
  appliesToBefore: 'The last date must be on or after the first',
  source: 'Say where the figure comes from (e.g. the FWO pay guide and its date)',
  checkedAgainst: 'Name what you checked the row against (e.g. “FWO pay guide MA000100, 1 July 2026”)',
  increasePercent: 'Enter the increase as a percentage from 0 to 20 (e.g. 3.5)',
  yearExists: 'Rows from this date are already there: edit them instead',
  nothingToCopy: 'There are no rows to copy: enter or import the year’s rates instead',
  csv: 'Choose a CSV file with one rate a line',
  sameRow: 'A row for the same classification and date is already recorded',
} as const;
const M = PAY_RATE_MESSAGES;

/** The hourly rate of a weekly one: ÷ 38, half-up to the cent (SCHADS.md §6, R1). */
export const hourlyFromWeeklyCents = (weeklyCents: number): number => Math.round(weeklyCents / 38);

/** Cents as '$1,376.49'. */
export const rateDollars = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A classification row's figures, as an administrator edits them. */
export const classificationRateEditSchema = z
  .object({
    weekly: optionalDollarsAsCents(M.weekly),
    hourly: dollarsAsCents(M.hourly),
    appliesFrom: isoDate(M.appliesFrom),
    source: z.string({ error: M.source }).trim().min(1, M.source).max(500, M.source),
  })
  .superRefine((v, ctx) => {
    if (v.weekly !== null && hourlyFromWeeklyCents(v.weekly) !== v.hourly) {
      ctx.addIssue({
        code: 'custom',
        path: ['hourly'],
        message: M.hourlyFromWeekly(rateDollars(hourlyFromWeeklyCents(v.weekly))),
      });
    }
  });
export type ClassificationRateEditInput = z.input<typeof classificationRateEditSchema>;

/** Enabling a row that shipped disabled: what it was checked against (SCHADS.md §3.5). */
export const enableRateSchema = z.object({
  checkedAgainst: z
    .string({ error: M.checkedAgainst })
    .trim()
    .min(3, M.checkedAgainst)
    .max(300, M.checkedAgainst),
});
export type EnableRateInput = z.infer<typeof enableRateSchema>;

/** An allowance row's figures; `pending` holds an unconfirmed row back (SCHADS.md §4.10). */
export const allowanceEditSchema = z
  .object({
    amount: dollarsAsCents(M.amount),
    appliesFrom: isoDate(M.appliesFrom),
    appliesTo: optionalIsoDate(M.appliesTo),
    source: z.string({ error: M.source }).trim().min(1, M.source).max(500, M.source),
    pending: z.boolean().default(false),
  })
  .refine((v) => v.appliesTo === null || v.appliesTo >= v.appliesFrom, {
    path: ['appliesTo'],
    message: M.appliesToBefore,
  });
export type AllowanceEditInput = z.input<typeof allowanceEditSchema>;

/** Next year's rows, copied from the latest year's at an increase, disabled until checked. */
export const addRateYearSchema = z.object({
  appliesFrom: isoDate(M.appliesFrom),
  increasePercent: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ message: M.increasePercent }).min(0, M.increasePercent).max(20, M.increasePercent),
  ),
});
export type AddRateYearInput = z.input<typeof addRateYearSchema>;

/** A spreadsheet of rates (CSV text); rows checked against something are enabled as they come in. */
export const importRatesSchema = z.object({
  csv: z.string({ error: M.csv }).min(1, M.csv).max(500_000, M.csv),
  checkedAgainst: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(300, M.checkedAgainst).nullable().default(null),
  ),
});
export type ImportRatesInput = z.input<typeof importRatesSchema>;

/** A classification rate row as the Pay rates page lists it. */
export interface ClassificationRateView {
  rateId: string;
  year: string;
  stream: string;
  level: number;
  payPoint: number;
  weeklyCents: number | null;
  hourlyCents: number;
  appliesFrom: string;
  enabled: boolean;
  enabledBy: string | null;
  enabledAt: string | null;
  checkedAgainst: string | null;
  source: string;
}

/** An allowance row as the Pay rates page lists it. */
export interface AllowanceRateView {
  allowanceId: string;
  year: string;
  kind: AllowanceKind;
  amountCents: number;
  appliesFrom: string;
  appliesTo: string | null;
  pending: boolean;
  source: string;
}

/** GET /PayRates/get_pay_rates: every row, by year (newest first), with the rule of their dates. */
export interface PayRatesView {
  appliesFromRule: string;
  years: string[];
  classifications: ClassificationRateView[];
  allowances: AllowanceRateView[];
}
