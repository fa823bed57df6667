import type { ClientPlanView, PlanBudgetUsage } from '@care/domain';

/** A plan as the server sends it; the status and days are the server's, read on its clock. */
export function planView(over: Partial<ClientPlanView> = {}): ClientPlanView {
  return {
    clientPlanId: 'plan-current',
    profileId: 'p-1',
    startDate: '2026-07-01',
    endDate: '2027-06-30',
    management: 'Plan Managed',
    planManager: 'Harbour Plan Management',
    planManagerEmail: null,
    planManagerAbn: null,
    planManagerAddress: null,
    representativeName: null,
    representativeEmail: null,
    representativeAddress: null,
    note: null,
    status: 'Current',
    daysLeft: 220,
    daysToStart: null,
    budgets: [
      {
        planBudgetId: 'b-1',
        supportCategoryNumber: '1',
        supportCategoryName: 'Assistance with Daily Life (Includes SIL)',
        amountCents: 4_500_000,
      },
      {
        planBudgetId: 'b-2',
        supportCategoryNumber: '7',
        supportCategoryName: 'Support Coordination',
        amountCents: 432_050,
      },
    ],
    totalCents: 4_932_050,
    budgetUsage: [],
    dateCreated: '2026-07-02T00:00:00.000Z',
    dateModified: null,
    ...over,
  };
}

export const ENDED = planView({
  clientPlanId: 'plan-ended',
  startDate: '2025-07-01',
  endDate: '2026-06-30',
  status: 'Ended',
  daysLeft: null,
  management: 'NDIA Managed',
  planManager: null,
  budgets: [
    {
      planBudgetId: 'b-9',
      supportCategoryNumber: '4',
      supportCategoryName: 'Assistance with Social, Economic and Community Participation',
      amountCents: 1_800_000,
    },
  ],
  totalCents: 1_800_000,
});

/** One budget line's usage as the server sends it (percent and near end from the domain's rule). */
export function usageOf(
  budget: { supportCategoryNumber: string; supportCategoryName: string; amountCents: number },
  invoicedCents: number,
  claimedCents: number,
): PlanBudgetUsage {
  const percentUsed = budget.amountCents > 0 ? Math.floor((invoicedCents * 100) / budget.amountCents) : 100;
  return {
    supportCategoryNumber: budget.supportCategoryNumber,
    supportCategoryName: budget.supportCategoryName,
    budgetCents: budget.amountCents,
    invoicedCents,
    claimedCents,
    remainingCents: budget.amountCents - invoicedCents,
    percentUsed,
    nearEnd: percentUsed >= 90,
  };
}

const [DAILY, COORDINATION] = planView().budgets as [
  ClientPlanView['budgets'][0],
  ClientPlanView['budgets'][0],
];

/**
 * The current plan with invoices against it: daily life 92% used (near its end, $3,600 left),
 * support coordination over by $179.95.
 */
export const USED = planView({
  budgetUsage: [usageOf(DAILY, 4_140_000, 3_000_000), usageOf(COORDINATION, 450_045, 450_045)],
});
