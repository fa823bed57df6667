import { z } from 'zod';
import { dollars } from '../invoices/explain-line.ts';

/**
 * The company's on-costs on wages (issue 38 item 6), in basis points (12% = 1200): super at the
 * guarantee rate on ordinary time earnings, workers' compensation and payroll tax on all pay. A
 * percentage not set (null) counts as 0 and the report says so.
 */
export interface OnCostRates {
  superBasisPoints: number;
  workersCompBasisPoints: number | null;
  payrollTaxBasisPoints: number | null;
}

/** The super guarantee rate from 1 July 2025 (docs/decisions/pay.md "Margin"). */
export const SUPER_GUARANTEE_BASIS_POINTS = 1200;

export const DEFAULT_ON_COSTS: OnCostRates = {
  superBasisPoints: SUPER_GUARANTEE_BASIS_POINTS,
  workersCompBasisPoints: null,
  payrollTaxBasisPoints: null,
};

/** The on-costs as the Pay settings page shows and sends them: percentages as decimal strings. */
export interface OnCostSettingsView {
  superRate: string;
  workersCompRate: string | null;
  payrollTaxRate: string | null;
}

export const ON_COST_MESSAGES = {
  superRate: 'Enter the super guarantee rate as a percentage from 0 to 100, at most 2 decimals (superRate)',
  workersCompRate:
    'Enter workers’ compensation as a percentage from 0 to 100, at most 2 decimals, or leave it empty (workersCompRate)',
  payrollTaxRate:
    'Enter payroll tax as a percentage from 0 to 100, at most 2 decimals, or leave it empty (payrollTaxRate)',
} as const;

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** '5.45' → 545; null when not a percentage of 0–100 with at most 2 decimals. */
export function basisPointsOf(percent: string): number | null {
  const text = percent.trim();
  if (!PERCENT.test(text)) {
    return null;
  }
  const [whole, frac = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return bp <= 10000 ? bp : null;
}

/** 545 → '5.45'; 1200 → '12'. */
export function percentOf(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const frac = basisPoints % 100;
  return frac === 0 ? String(whole) : `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

const rate = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => basisPointsOf(v) !== null, message)
    .transform((v) => basisPointsOf(v) as number);
const optionalRate = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), rate(message).nullable());

/** POST /PayRates/edit_on_costs. */
export const onCostSettingsSchema = z.object({
  superRate: rate(ON_COST_MESSAGES.superRate),
  workersCompRate: optionalRate(ON_COST_MESSAGES.workersCompRate),
  payrollTaxRate: optionalRate(ON_COST_MESSAGES.payrollTaxRate),
});

export const onCostSettingsView = (r: OnCostRates): OnCostSettingsView => ({
  superRate: percentOf(r.superBasisPoints),
  workersCompRate: r.workersCompBasisPoints === null ? null : percentOf(r.workersCompBasisPoints),
  payrollTaxRate: r.payrollTaxBasisPoints === null ? null : percentOf(r.payrollTaxBasisPoints),
});

/** cents × basis points ÷ 10 000, half up (away from zero for a negative correction), once per line. */
export function percentOfCents(cents: number, basisPoints: number): number {
  const scaled = Math.abs(cents) * basisPoints;
  const rounded = Math.floor((scaled + 5000) / 10000);
  return cents < 0 ? -rounded : rounded;
}

/** The on-costs of one cost line: super only on ordinary time earnings (SCHADS.md §7). */
export interface LineOnCosts {
  superCents: number;
  workersCompCents: number;
  payrollTaxCents: number;
}

export function onCostsOf(amountCents: number, ote: boolean, rates: OnCostRates): LineOnCosts {
  return {
    superCents: ote ? percentOfCents(amountCents, rates.superBasisPoints) : 0,
    workersCompCents: percentOfCents(amountCents, rates.workersCompBasisPoints ?? 0),
    payrollTaxCents: percentOfCents(amountCents, rates.payrollTaxBasisPoints ?? 0),
  };
}

/** "paid $96.00 + 12% super $11.52" (+ workers' comp and payroll tax when set; "not set" when not). */
export function onCostWords(
  amountCents: number,
  ote: boolean,
  costs: LineOnCosts,
  rates: OnCostRates,
): string {
  const parts = [`paid ${dollars(amountCents)}`];
  parts.push(
    ote
      ? `${percentOf(rates.superBasisPoints)}% super ${dollars(costs.superCents)}`
      : 'no super (not ordinary time earnings)',
  );
  parts.push(
    rates.workersCompBasisPoints === null
      ? 'workers’ compensation not set'
      : `${percentOf(rates.workersCompBasisPoints)}% workers’ compensation ${dollars(costs.workersCompCents)}`,
  );
  parts.push(
    rates.payrollTaxBasisPoints === null
      ? 'payroll tax not set'
      : `${percentOf(rates.payrollTaxBasisPoints)}% payroll tax ${dollars(costs.payrollTaxCents)}`,
  );
  return parts
    .join(' + ')
    .replace(/ \+ (no super|workers’ compensation not set|payroll tax not set)/g, '; $1');
}
