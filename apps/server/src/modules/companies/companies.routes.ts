import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { findCompany } from './companies.repo.ts';

export function companyRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Companies/get_company/:id',
    permission: 'company.view',
    summary: 'The signed-in user’s company',
    tags: ['Companies'],
    params: z.object({ id: z.uuid('Company id must be a UUID') }),
    async handler({ params, principal, db }) {
      if (params.id !== principal.companyId) {
        throw forbidden();
      }
      const company = await findCompany(db, params.id);
      if (!company) {
        throw notFound();
      }
      return { company };
    },
  });
}
