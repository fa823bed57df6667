import { budgetUsage, type ClientPlanView } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { routeSpec } from '../../http/route.ts';
import { reachedRow } from '../people/people.api.ts';
import { companyToday, toPlanView } from './plan-view.ts';
import { type BudgetRow, budgetLinesOf, findPlan, listPlans, type PlanRow } from './plans.repo.ts';

type PlanWithBudgets = PlanRow & { budgets: BudgetRow[] };

/** The plans as the API shows them, each with what the client's invoice lines used of its budgets. */
async function planViews(
  db: Queryable,
  companyId: string,
  plans: PlanWithBudgets[],
  today: string,
): Promise<ClientPlanView[]> {
  const [first] = plans;
  if (!first) {
    return [];
  }
  // One read of the client's lines from the first plan's start to the last plan's end.
  const from = plans.reduce((min, p) => (p.startDate < min ? p.startDate : min), first.startDate);
  const to = plans.reduce((max, p) => (p.endDate > max ? p.endDate : max), first.endDate);
  const lines = await budgetLinesOf(db, companyId, first.profileId, { from, to });
  return plans.map((p) => ({ ...toPlanView(p, today), budgetUsage: budgetUsage(p, lines) }));
}

/** Reading a client's NDIS plans: whoever reads client records, each only for the clients they may see. */
export const getClientPlansRoute = routeSpec({
  method: 'GET',
  url: '/ClientPlans/get_client_plans',
  summary: 'A client’s NDIS plans with their budgets and budget usage, newest first',
  tags: ['ClientPlans'],
  querystring: z.object({ clientId: z.uuid('clientId must be a UUID') }),
  async handler({ db, principal, query, now }): Promise<ClientPlanView[]> {
    const today = await companyToday(db, principal.companyId, now);
    const plans = await listPlans(db, principal.companyId, query.clientId);
    return planViews(db, principal.companyId, plans, today);
  },
});

export const getClientPlanRoute = routeSpec({
  method: 'GET',
  url: '/ClientPlans/:id',
  summary: 'One NDIS plan with its budgets and budget usage',
  tags: ['ClientPlans'],
  params: z.object({ id: z.uuid('The id must be a UUID') }),
  async handler({ db, principal, params, now }): Promise<ClientPlanView> {
    const plan = await reachedRow(
      db,
      principal,
      'client',
      await findPlan(db, principal.companyId, params.id),
      (p) => p.profileId,
    );
    const today = await companyToday(db, principal.companyId, now);
    const [view] = await planViews(db, principal.companyId, [plan], today);
    return view as ClientPlanView;
  },
});
