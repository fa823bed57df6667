import { routeSpec } from '../../http/route.ts';
import { countPeople } from './dashboard.repo.ts';

export const summaryDashboardRoute = routeSpec({
  method: 'GET',
  url: '/Dashboard/summary',
  summary: 'Head counts of the company’s people',
  tags: ['Dashboard'],
  handler: ({ db, principal }) => countPeople(db, principal.companyId),
});
