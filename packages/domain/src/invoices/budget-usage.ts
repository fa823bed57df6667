import { formatCents } from '../care-record/money.ts';
import { FALLBACK_STATE, stateCode } from '../catalogue/pricing.ts';
import { formatCalendarDate } from '../dates.ts';
import { supportCategoryOf } from '../plans/support-categories.ts';
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

/** A category number as one key ('01', ' 1' and '1' alike); null when it is not a number. */
const categoryKey = (value: string | null): string | null => {
  const text = (value ?? '').trim();
  return /^\d+$/.test(text) ? String(Number(text)) : null;
};

const withinPlan = (plan: Pick<BudgetPlan, 'startDate' | 'endDate'>, date: string): boolean =>
  plan.startDate <= date.slice(0, 10) && date.slice(0, 10) <= plan.endDate;

const sum = (lines: readonly BudgetLine[]): number => lines.reduce((total, l) => total + l.amountCents, 0);

/** Whole percent of the budget used; a zero budget is 100% used as soon as anything is invoiced. */
const percentOf = (usedCents: number, budgetCents: number): number => {
  if (budgetCents <= 0) {
    return usedCents > 0 ? 100 : 0;
  }
  return Math.floor((usedCents * 100) / budgetCents);
};

/** Per budget line: saved lines within the plan's dates on the category (invoiced), of them claimed or paid, and what remains. */
export function budgetUsage(plan: BudgetPlan, lines: readonly BudgetLine[]): PlanBudgetUsage[] {
  const saved = lines.filter((l) => l.status === 'Saved' && withinPlan(plan, l.date));
  return plan.budgets.map((budget) => {
    const key = categoryKey(budget.supportCategoryNumber);
    const invoiced = saved.filter((l) => key !== null && categoryKey(l.supportCategoryNumber) === key);
    const invoicedCents = sum(invoiced);
    const claimedCents = sum(invoiced.filter((l) => l.claimStatus === 'Claimed' || l.claimStatus === 'Paid'));
    const percentUsed = percentOf(invoicedCents, budget.amountCents);
    return {
      supportCategoryNumber: budget.supportCategoryNumber,
      supportCategoryName: budget.supportCategoryName,
      budgetCents: budget.amountCents,
      invoicedCents,
      claimedCents,
      remainingCents: budget.amountCents - invoicedCents,
      percentUsed,
      nearEnd: percentUsed >= BUDGET_NEAR_END_PERCENT,
    };
  });
}

/** An NDIS number the portal takes: 9 digits once spaces are removed. */
export const isNdisNumber = (ndisNo: string | null | undefined): boolean =>
  /^\d{9}$/.test((ndisNo ?? '').replace(/\s+/g, ''));

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const categoryName = (key: string, plan: BudgetPlan): string => {
  const budget = plan.budgets.find((b) => categoryKey(b.supportCategoryNumber) === key);
  if (budget) {
    return budget.supportCategoryName;
  }
  const category = supportCategoryOf(key);
  return category ? (category.paceName ?? category.name) : `support category ${key}`;
};

/** Saved plus draft lines over each category's budget in each plan (no budget line: a budget of 0). */
function overBudgetWarnings(
  client: { profileId: string; fullName: string },
  plans: readonly BudgetPlan[],
  lines: readonly BudgetLine[],
): InvoiceWarning[] {
  const warnings: InvoiceWarning[] = [];
  for (const plan of plans) {
    const byCategory = new Map<string, BudgetLine[]>();
    for (const line of lines) {
      const key = categoryKey(line.supportCategoryNumber);
      if (key !== null && withinPlan(plan, line.date)) {
        byCategory.set(key, [...(byCategory.get(key) ?? []), line]);
      }
    }
    for (const [key, inCategory] of byCategory) {
      const budgetCents = plan.budgets
        .filter((b) => categoryKey(b.supportCategoryNumber) === key)
        .reduce((total, b) => total + b.amountCents, 0);
      const usedCents = sum(inCategory);
      if (usedCents <= budgetCents) {
        continue;
      }
      warnings.push({
        kind: 'overBudget',
        profileId: client.profileId,
        clientName: client.fullName,
        supportCategoryNumber: key,
        lineCount: inCategory.length,
        message: `This invoice takes ${client.fullName}’s budget for ${categoryName(key, plan)} over by ${formatCents(usedCents - budgetCents)} (budget ${formatCents(budgetCents)})`,
      });
    }
  }
  return warnings;
}

const planDates = (plans: readonly BudgetPlan[]): string => {
  const sorted = [...plans].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const ranges = sorted.map((p) => `${formatCalendarDate(p.startDate)} to ${formatCalendarDate(p.endDate)}`);
  return `${ranges.length === 1 ? 'plan' : 'plans'} ${ranges.join(', ')}`;
};

/**
 * The warnings of a load for one client: a category whose saved plus draft lines go over its
 * budget, lines outside every plan's dates (or no plan), lines with no item, no NDIS number, no
 * state (priced at the fallback state's prices unless remote; issue 26).
 * `lines`: the client's lines (saved and draft) — budgets count all of them within each plan; when
 * `period` is given, the other warnings count only the lines dated in it (the screen's lines).
 */
export function loadWarnings(
  client: {
    profileId: string;
    fullName: string;
    ndisNo: string | null;
    state?: string | null;
    remoteness?: string | null;
  },
  plans: readonly BudgetPlan[],
  lines: readonly (BudgetLine & { hasItem: boolean })[],
  period?: { from: string; to: string },
): InvoiceWarning[] {
  const shown = period
    ? lines.filter((l) => period.from <= l.date.slice(0, 10) && l.date.slice(0, 10) <= period.to)
    : lines;
  const warning = (kind: InvoiceWarning['kind'], lineCount: number, message: string): InvoiceWarning => ({
    kind,
    profileId: client.profileId,
    clientName: client.fullName,
    supportCategoryNumber: null,
    lineCount,
    message,
  });
  const warnings = overBudgetWarnings(client, plans, lines);
  const outside = shown.filter((l) => !plans.some((p) => withinPlan(p, l.date)));
  if (outside.length > 0) {
    warnings.push(
      warning(
        'outsidePlan',
        outside.length,
        plans.length === 0
          ? `${client.fullName} has no NDIS plan recorded: ${plural(outside.length, 'line is', 'lines are')} outside any plan`
          : `${plural(outside.length, 'line falls', 'lines fall')} outside ${client.fullName}’s plan dates (${planDates(plans)})`,
      ),
    );
  }
  const noItem = shown.filter((l) => !l.hasItem);
  if (noItem.length > 0) {
    warnings.push(
      warning(
        'noItem',
        noItem.length,
        `${plural(noItem.length, 'line has', 'lines have')} no activity (support item): edit the activity of these lines before claiming`,
      ),
    );
  }
  if (shown.length > 0 && !isNdisNumber(client.ndisNo)) {
    const blank = !(client.ndisNo ?? '').trim();
    warnings.push(
      warning(
        'noNdisNumber',
        shown.length,
        blank
          ? `${client.fullName} has no NDIS number recorded: add it on the client’s profile before claiming`
          : `${client.fullName}’s NDIS number ${client.ndisNo?.trim()} is not 9 digits: correct it on the client’s profile before claiming`,
      ),
    );
  }
  const remote = client.remoteness === 'Remote' || client.remoteness === 'Very Remote';
  if (shown.length > 0 && client.state !== undefined && !remote && stateCode(client.state) === null) {
    warnings.push(
      warning(
        'noState',
        shown.length,
        `${client.fullName} has no state recorded: ${plural(shown.length, 'line is', 'lines are')} priced at ${FALLBACK_STATE} prices where the catalogue prices by state; add the state on the client’s profile`,
      ),
    );
  }
  return warnings;
}
