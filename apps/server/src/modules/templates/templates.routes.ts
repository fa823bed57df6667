import { type RouteTable, route } from '../../http/route-table.ts';
import { addTemplateRoute, deleteTemplateRoute, getTemplatesRoute } from './templates-endpoints.ts';

/** Document templates (employment forms) attached to staff invitations (spec 2 §5). */
export const templateRoutes: RouteTable = [
  route(getTemplatesRoute, 'staff.add'),
  route(addTemplateRoute, 'staff.add'),
  route(deleteTemplateRoute, 'staff.add'),
];
