import { type RouteTable, route } from '../../http/route-table.ts';
import { createRoleRoute, deleteRoleRoute, getRolesRoute } from './roles-endpoints.ts';

/** Manage Roles: company-defined role names (spec 2 §2, §7). */
export const roleRoutes: RouteTable = [
  route(getRolesRoute, 'role.manage'),
  route(createRoleRoute, 'role.manage'),
  route(deleteRoleRoute, 'role.manage'),
];
