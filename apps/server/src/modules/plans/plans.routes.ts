import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerManagePlans } from './manage-plans.ts';
import { registerPlanReads } from './plan-reads.ts';

/** The client's NDIS plans and budgets. */
export function planRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPlanReads(app, deps);
  registerManagePlans(app, deps);
}
