import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { defineRoute } from '../../http/route.ts';
import { countPeople } from './dashboard.repo.ts';

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Dashboard/summary',
    permission: 'session.use',
    summary: 'Head counts of the company’s people',
    tags: ['Dashboard'],
    handler: ({ db, principal }) => countPeople(db, principal.companyId),
  });
}
