import { type RouteTable, route } from '../../http/route-table.ts';
import { getOutboxRoute } from './mail-endpoints.ts';

export const mailRoutes: RouteTable = [route(getOutboxRoute, 'mailbox.view')];
