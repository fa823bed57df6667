import type { InvoiceWarning, PlanBudgetUsage } from './invoice-view.ts';

/** A plan with its budget lines, as the usage rule reads it. */
export interface BudgetPlan {
  startDate: string;
  endDate: string;
  budgets: readonly { supportCategoryNumber: string; supportCategoryName: string; amountCents: number }[];
}

/** A line as the budget sees it. */
export interface BudgetLine {
  date: string;
  supportCategoryNumber: string | null;
  amountCents: number;
  status: 'Draft' | 'Saved';
  claimStatus: string | null;
}

/** The share of a budget at which it is near its end. */
export const BUDGET_NEAR_END_PERCENT = 90;

/** Per budget line: saved lines within the plan's dates on the category (invoiced), of them claimed or paid, and what remains. */
export function budgetUsage(_plan: BudgetPlan, _lines: readonly BudgetLine[]): PlanBudgetUsage[] {
  throw new Error('D2 implements');
}

/**
 * The warnings of a load for one client: a category whose saved plus draft lines go over its
 * budget, lines outside every plan's dates (or no plan), lines with no item, no NDIS number.
 */
export function loadWarnings(
  _client: { profileId: string; fullName: string; ndisNo: string | null },
  _plans: readonly BudgetPlan[],
  _lines: readonly (BudgetLine & { hasItem: boolean })[],
): InvoiceWarning[] {
  throw new Error('D2 implements');
}
