import { type RouteTable, route } from '../../http/route-table.ts';
import { addClaimsToUserRoute, getUserClaimsRoute } from './claims-endpoints.ts';

/** Manage User Privileges: one checkbox per claim (spec 2 §2, §7). */
export const claimRoutes: RouteTable = [
  route(getUserClaimsRoute, 'user.manage'),
  route(addClaimsToUserRoute, 'claims.grant'),
];
