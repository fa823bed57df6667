import type { ClientPlanView } from '@care/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { assertSeesClient, companyToday, toPlanView } from './plan-access.ts';
import { findPlan, listPlans } from './plans.repo.ts';

/** Reading a client's NDIS plans: whoever reads client records, each only for the clients they may see. */
export function registerPlanReads(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/ClientPlans/get_client_plans',
    permission: 'clientRecord.view',
    summary: 'A client’s NDIS plans with their budgets, newest first',
    tags: ['ClientPlans'],
    querystring: z.object({ clientId: z.uuid('clientId must be a UUID') }),
    async handler({ db, principal, query, now }): Promise<ClientPlanView[]> {
      await assertSeesClient(db, principal, query.clientId);
      const today = await companyToday(db, principal.companyId, now);
      const plans = await listPlans(db, principal.companyId, query.clientId);
      return plans.map((p) => toPlanView(p, today));
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/ClientPlans/:id',
    permission: 'clientRecord.view',
    summary: 'One NDIS plan with its budgets',
    tags: ['ClientPlans'],
    params: z.object({ id: z.uuid('The id must be a UUID') }),
    async handler({ db, principal, params, now }): Promise<ClientPlanView> {
      const plan = await findPlan(db, principal.companyId, params.id);
      if (!plan) {
        throw notFound();
      }
      await assertSeesClient(db, principal, plan.profileId);
      return toPlanView(plan, await companyToday(db, principal.companyId, now));
    },
  });
}
