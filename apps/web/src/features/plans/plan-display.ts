import type { ClientPlanView, PlanBudgetUsage } from '@care/domain';
import { BUDGET_NEAR_END_PERCENT, formatCalendarDate } from '@care/domain';

/** A plan's dates as one line: '01-07-2026 – 30-06-2027'. */
export const planDates = (p: Pick<ClientPlanView, 'startDate' | 'endDate'>): string =>
  `${formatCalendarDate(p.startDate)} – ${formatCalendarDate(p.endDate)}`;

/** How much time a plan has, in words: 'Ends today', '1 day left', 'Starts in 3 days', ''. */
export function timeLeft(p: Pick<ClientPlanView, 'status' | 'daysLeft' | 'daysToStart'>): string {
  if (p.status === 'Current' && p.daysLeft !== null) {
    if (p.daysLeft === 0) {
      return 'Ends today';
    }
    return `${p.daysLeft} day${p.daysLeft === 1 ? '' : 's'} left`;
  }
  if (p.status === 'Upcoming' && p.daysToStart !== null) {
    return `Starts in ${p.daysToStart} day${p.daysToStart === 1 ? '' : 's'}`;
  }
  return '';
}

/** A current plan within this many days of its end is flagged, so its review is not missed. */
export const ENDING_SOON_DAYS = 60;

/** What the management means for who pays providers, in plain words. */
export const MANAGEMENT_HINT: Record<string, string> = {
  'NDIA Managed': 'The NDIA pays providers from the portal.',
  'Plan Managed': 'A plan manager pays the invoices.',
  'Self Managed': 'The participant (or their nominee) pays and claims.',
};

/** How a budget line's use reads: orange near its end (90% or more), red over 100%, else teal. */
export function usageTone(u: Pick<PlanBudgetUsage, 'percentUsed' | 'nearEnd'>): {
  color: string;
  badge: string | null;
} {
  if (u.percentUsed > 100) {
    return { color: 'red', badge: 'Over budget' };
  }
  if (u.nearEnd || u.percentUsed >= BUDGET_NEAR_END_PERCENT) {
    return { color: 'orange', badge: 'Near the end of this budget' };
  }
  return { color: 'teal', badge: null };
}

/**
 * The usage of each budget line, in the budget's order. The server sends one usage per budget line
 * in the same order; matched by category number so a reordered or older reply still lines up.
 * Null when the reply carries no usage (a server before invoices), so the table shows the budget only.
 */
export function usageOfBudgets(
  plan: Pick<ClientPlanView, 'budgets'> & { budgetUsage?: PlanBudgetUsage[] | null },
): (PlanBudgetUsage | null)[] | null {
  const usage = plan.budgetUsage;
  if (!usage || usage.length === 0) {
    return null;
  }
  const key = (n: string) => n.trim().replace(/^0+(?=\d)/, '');
  return plan.budgets.map((b, i) => {
    const same = usage[i];
    if (same && key(same.supportCategoryNumber) === key(b.supportCategoryNumber)) {
      return same;
    }
    return usage.find((u) => key(u.supportCategoryNumber) === key(b.supportCategoryNumber)) ?? null;
  });
}

/** The plan's invoiced, claimed and remaining amounts in all, with the share of the whole budget used. */
export function usageTotals(
  budgetCents: number,
  usage: readonly (PlanBudgetUsage | null)[],
): Pick<
  PlanBudgetUsage,
  'budgetCents' | 'invoicedCents' | 'claimedCents' | 'remainingCents' | 'percentUsed' | 'nearEnd'
> {
  const invoicedCents = usage.reduce((t, u) => t + (u?.invoicedCents ?? 0), 0);
  const claimedCents = usage.reduce((t, u) => t + (u?.claimedCents ?? 0), 0);
  const percentUsed =
    budgetCents > 0 ? Math.floor((invoicedCents * 100) / budgetCents) : invoicedCents > 0 ? 100 : 0;
  return {
    budgetCents,
    invoicedCents,
    claimedCents,
    remainingCents: budgetCents - invoicedCents,
    percentUsed,
    nearEnd: percentUsed >= BUDGET_NEAR_END_PERCENT,
  };
}
