// A client's quarter at a glance (SUPPORT-AT-HOME.md §12.3 screen 2, §8 formulas): budget, care
// management, carried over, used, committed by the roster ahead, remaining, and the projected
// carry-over and lapse. The budget is drawn down by the full price or the government share (setting).
import { dollars } from './sah-money.ts';
import { carryOut, type QuarterBudget } from './sah-quarter-budget.ts';
import type { SahDrawdownBasis } from './sah-types.ts';

/** A priced, delivered line as the drawdown reads it. */
export interface DrawnLine {
  grossCents: number;
  governmentCents: number;
}

export interface QuarterFigures {
  budgetCents: number;
  careManagementCents: number;
  carriedInCents: number;
  servicesBudgetCents: number;
  usedCents: number;
  committedCents: number;
  remainingCents: number;
  carryOverCapCents: number;
  projectedCarryOutCents: number;
  projectedLapseCents: number;
  drawdownBasis: SahDrawdownBasis;
  explanation: string[];
  warnings: string[];
}

/** What a line draws from the budget under the setting. */
export function drawnCents(line: DrawnLine, basis: SahDrawdownBasis): number {
  return basis === 'FULL_PRICE' ? line.grossCents : line.governmentCents;
}

/** The quarter's figures from its budget, the delivered lines and what the roster ahead commits. */
export function quarterFigures(
  budget: QuarterBudget,
  lines: readonly DrawnLine[],
  committedCents: number,
  basis: SahDrawdownBasis,
): QuarterFigures {
  const usedCents = lines.reduce((sum, line) => sum + drawnCents(line, basis), 0);
  const remainingCents = budget.servicesBudgetCents - usedCents - committedCents;
  const basisText = basis === 'FULL_PRICE' ? 'full price' : 'government share only';
  const explanation = [
    ...budget.explanation,
    `Used: ${lines.length} line(s) drawn at the ${basisText} = ${dollars(usedCents)}`,
    `Remaining: ${dollars(budget.servicesBudgetCents)} − ${dollars(usedCents)} used − ${dollars(committedCents)} committed = ${dollars(remainingCents)}`,
  ];
  const carry = carryOut(remainingCents, budget.carryOverCapCents);
  explanation.push(carry.explanation);
  const warnings = [...budget.warnings];
  if (remainingCents < 0) {
    warnings.push(
      `Overrun: the quarter's services budget is exceeded by ${dollars(-remainingCents)} (still claimable at the agreed price, SUPPORT-AT-HOME.md §1.2)`,
    );
  }
  return {
    budgetCents: budget.budgetCents,
    careManagementCents: budget.careManagementCents,
    carriedInCents: budget.carriedInCents,
    servicesBudgetCents: budget.servicesBudgetCents,
    usedCents,
    committedCents,
    remainingCents,
    carryOverCapCents: budget.carryOverCapCents,
    projectedCarryOutCents: carry.carryOutCents,
    projectedLapseCents: carry.lapseCents,
    drawdownBasis: basis,
    explanation,
    warnings,
  };
}

/** The warning when rostering `addCents` more would overrun what remains (issue 39 item 2). */
export function overrunWarning(remainingCents: number, addCents: number): string | null {
  if (addCents <= remainingCents) {
    return null;
  }
  return `This service (${dollars(addCents)}) would overrun the quarter: ${dollars(remainingCents)} remains, ${dollars(addCents - remainingCents)} over`;
}
