import { type RouteTable, route } from '../../http/route-table.ts';
import { getCompanyRoute } from './companies-endpoints.ts';

export const companyRoutes: RouteTable = [route(getCompanyRoute, 'company.view')];
