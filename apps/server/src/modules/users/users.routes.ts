import { type RouteTable, route } from '../../http/route-table.ts';
import {
  addUserRoute,
  deleteUserRoute,
  getAllUsersRoute,
  getAUserRoute,
  userEditRoute,
} from './manage-users.ts';
import { confirmUserRoute, resetUserPasswordRoute } from './user-links.ts';

export const userRoutes: RouteTable = [
  route(getAllUsersRoute, 'user.manage'),
  route(getAUserRoute, 'user.manage'),
  route(addUserRoute, 'user.manage'),
  route(userEditRoute, 'user.manage'),
  route(deleteUserRoute, 'user.manage'),
  route(resetUserPasswordRoute, 'user.manage'),
  route(confirmUserRoute, 'user.manage'),
];
