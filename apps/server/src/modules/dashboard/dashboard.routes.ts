import { type RouteTable, route } from '../../http/route-table.ts';
import { summaryDashboardRoute } from './dashboard-endpoints.ts';

export const dashboardRoutes: RouteTable = [
  // The company's head counts name no one: every signed-in user's dashboard shows them.
  route(summaryDashboardRoute, 'session.use'),
];
