import { publicRoute, type RouteTable } from '../../http/route-table.ts';
import { healthRoute, readyRoute } from './health-endpoints.ts';

export const healthRoutes: RouteTable = [publicRoute(healthRoute), publicRoute(readyRoute)];
