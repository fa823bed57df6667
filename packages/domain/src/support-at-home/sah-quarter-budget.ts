// A client's quarterly budget (SUPPORT-AT-HOME.md §1, §2, §3, §8 formulas): B = annual ÷ 4 (half-up),
// care management CM = 10% of B (rounding setting), services budget S = B − CM + carry-in, and the
// carry-over cap max($1,000, 10% of B). Each figure carries its explanation.

import { daysBetween } from '../plans/plan-rules.ts';
import { budgetKindOf, budgetRowOn, staleRowWarning } from './sah-budget-rows.ts';
import { divideHalfUp, dollars, shareCents } from './sah-money.ts';
import type { SahQuarter } from './sah-quarters.ts';
import type { SahBudgetRow, SahClassification, SahRounding } from './sah-types.ts';

/** 10% in basis points: care management's share and the carry-over's (§2, §3). */
export const CARE_MANAGEMENT_BP = 1000;
export const CARRY_OVER_BP = 1000;
/** The carry-over floor, $1,000 (§3). */
export const CARRY_OVER_FLOOR_CENTS = 100_000;

export interface QuarterBudget {
  quarter: SahQuarter;
  /** B: the quarter's budget, including care management (pro-rated when the client started inside it). */
  budgetCents: number;
  careManagementCents: number;
  carriedInCents: number;
  /** S = B − CM + carry-in: what services draw on. */
  servicesBudgetCents: number;
  carryOverCapCents: number;
  /** True when B is the day-based pro-rata estimate (§1.2: the formula is UNCONFIRMED). */
  estimate: boolean;
  row: { id: string; effectiveFrom: string; source: string };
  explanation: string[];
  warnings: string[];
}

export interface QuarterBudgetInput {
  rows: readonly SahBudgetRow[];
  classification: SahClassification;
  quarter: SahQuarter;
  /** The client's start on the classification; a start inside the quarter pro-rates it. */
  startDate: string | null;
  carriedInCents: number;
  careManagementRounding: SahRounding;
}

/** The carry-over cap: the greater of $1,000 and 10% of the quarter's budget (§3). */
export function carryOverCapCents(budgetCents: number, rounding: SahRounding): number {
  return Math.max(CARRY_OVER_FLOOR_CENTS, shareCents(budgetCents, CARRY_OVER_BP, rounding));
}

/** What carries into the next quarter and what lapses, from what is left of S (§8 carry_out). */
export function carryOut(
  remainingCents: number,
  capCents: number,
): { carryOutCents: number; lapseCents: number; explanation: string } {
  const left = Math.max(remainingCents, 0);
  const carryOutCents = Math.min(left, capCents);
  return {
    carryOutCents,
    lapseCents: left - carryOutCents,
    explanation: `Carry-over: ${dollars(left)} unspent, at most ${dollars(capCents)} carries over; ${dollars(left - carryOutCents)} lapses`,
  };
}

/** The quarter's budget figures, or the problem that stops them (no row: never a guess). */
export function quarterBudget(
  input: QuarterBudgetInput,
): { ok: true; budget: QuarterBudget } | { ok: false; problem: string } {
  const { quarter } = input;
  const kind = budgetKindOf(input.classification);
  // The row in force on the first day; the program began on 1 Nov 2025, so a row may start inside the quarter.
  const row =
    budgetRowOn(input.rows, kind, quarter.start) ??
    budgetRowOn(
      input.rows,
      kind,
      input.startDate && input.startDate > quarter.start ? input.startDate : quarter.end,
    );
  if (!row) {
    return {
      ok: false,
      problem: `No budget row for classification ${input.classification} in ${quarter.label}: add one in Setup → Support at Home budgets`,
    };
  }
  const explanation: string[] = [];
  const warnings: string[] = [];
  const stale = staleRowWarning(row, quarter.start);
  if (stale) {
    warnings.push(stale);
  }
  const fullCents = divideHalfUp(row.amountCents, 4);
  explanation.push(
    `Budget: classification ${input.classification} annual ${dollars(row.amountCents)} ÷ 4 = ${dollars(fullCents)} (row from ${row.effectiveFrom})`,
  );
  let budgetCents = fullCents;
  let estimate = false;
  const from = [quarter.start, row.effectiveFrom, input.startDate ?? quarter.start].sort().at(-1) as string;
  if (from > quarter.start && from <= quarter.end) {
    const days = daysBetween(from, quarter.end) + 1;
    const inQuarter = daysBetween(quarter.start, quarter.end) + 1;
    budgetCents = Math.floor((fullCents * days * 2 + inQuarter) / (2 * inQuarter));
    estimate = true;
    explanation.push(
      `Part quarter from ${from}: ${dollars(fullCents)} × ${days} ÷ ${inQuarter} days = ${dollars(budgetCents)} (estimate)`,
    );
    warnings.push(
      "Part-quarter budget is an estimate: Services Australia's pro-rated figure wins (SUPPORT-AT-HOME.md §1.2)",
    );
  }
  const careManagementCents = shareCents(budgetCents, CARE_MANAGEMENT_BP, input.careManagementRounding);
  explanation.push(
    `Care management: 10% of ${dollars(budgetCents)} = ${dollars(careManagementCents)} (${input.careManagementRounding === 'HALF_UP' ? 'half-up' : 'truncated'}), to the provider's care-management account`,
  );
  const servicesBudgetCents = budgetCents - careManagementCents + input.carriedInCents;
  explanation.push(
    `Services budget: ${dollars(budgetCents)} − ${dollars(careManagementCents)} + ${dollars(input.carriedInCents)} carried in = ${dollars(servicesBudgetCents)}`,
  );
  const cap = carryOverCapCents(budgetCents, input.careManagementRounding);
  explanation.push(
    `Carry-over cap: the greater of $1,000.00 and 10% of ${dollars(budgetCents)} = ${dollars(cap)}`,
  );
  return {
    ok: true,
    budget: {
      quarter,
      budgetCents,
      careManagementCents,
      carriedInCents: input.carriedInCents,
      servicesBudgetCents,
      carryOverCapCents: cap,
      estimate,
      row: { id: row.id, effectiveFrom: row.effectiveFrom, source: row.source },
      explanation,
      warnings,
    },
  };
}
