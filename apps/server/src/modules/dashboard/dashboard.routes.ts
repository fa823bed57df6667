import { type RouteTable, route } from '../../http/route-table.ts';
import { summaryDashboardRoute } from './dashboard-endpoints.ts';
import { myClientsRoute } from './my-clients.ts';
import { officeTodayRoute } from './today/today.route.ts';

export const dashboardRoutes: RouteTable = [
  // The company's head counts name no one: every signed-in user's dashboard shows them.
  route(summaryDashboardRoute, 'session.use'),
  // Names workers, clients and their shifts across the company: the office only.
  route(officeTodayRoute, 'dashboard.today'),
  // Their own clients only (the record rules narrow the list inside): care managers and coordinators.
  route(myClientsRoute, 'dashboard.myClients'),
];
