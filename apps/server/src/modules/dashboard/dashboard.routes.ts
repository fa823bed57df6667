import { type RouteTable, route } from '../../http/route-table.ts';
import { summaryDashboardRoute } from './dashboard-endpoints.ts';

export const dashboardRoutes: RouteTable = [route(summaryDashboardRoute, 'session.use')];
