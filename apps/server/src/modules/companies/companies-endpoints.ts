import { z } from 'zod';
import { forbidden, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findCompany } from './companies.repo.ts';

export const getCompanyRoute = routeSpec({
  method: 'GET',
  url: '/Companies/get_company/:id',
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
