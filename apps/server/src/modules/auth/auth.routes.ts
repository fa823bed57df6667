import { publicRoute, type RouteTable, route } from '../../http/route-table.ts';
import { changePasswordRoute } from './change-password.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { meAccountRoute } from './me.ts';
import { confirmEmailRoute, setPasswordRoute } from './set-password.ts';

export const authRoutes: RouteTable = [
  publicRoute(loginRoute),
  // The signed-in user's own account and claims, whoever they are.
  route(meAccountRoute, 'session.use'),
  route(logoutRoute, 'session.use'),
  route(changePasswordRoute, 'account.changePassword'),
  publicRoute(setPasswordRoute),
  publicRoute(confirmEmailRoute),
];
