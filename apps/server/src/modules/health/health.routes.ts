import { publicRoute, type RouteTable } from '../../http/route-table.ts';
import { healthRoute } from './health-endpoints.ts';

export const healthRoutes: RouteTable = [publicRoute(healthRoute)];
