import { lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_ACCESS } from '../../platform/route-access.ts';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

/** Each role's home (spec 1 §2.1), and the portal roots that open it. */
export const dashboardRoutes = [
  appPage(
    'dashboard',
    ROUTE_ACCESS.adminDashboard,
    lazyRouteComponent(() => import('./AdminDashboardPage.tsx'), 'AdminDashboardPage'),
  ),
  appRedirect('staff', '/app/staff/dashboard'),
  appPage(
    'staff/dashboard',
    ROUTE_ACCESS.staffPortal,
    lazyRouteComponent(() => import('./StaffDashboardPage.tsx'), 'StaffDashboardPage'),
  ),
  appRedirect('client', '/app/client/dashboard'),
  appPage(
    'client/dashboard',
    ROUTE_ACCESS.clientPortal,
    lazyRouteComponent(() => import('./ClientDashboardPage.tsx'), 'ClientDashboardPage'),
  ),
  appRedirect('auditor', '/app/auditor/clients'),
  appPage(
    'auditor/dashboard',
    ROUTE_ACCESS.auditorDashboard,
    lazyRouteComponent(() => import('./AuditorDashboardPage.tsx'), 'AuditorDashboardPage'),
  ),
  appRedirect('users', '/app/users/dashboard'),
  appPage(
    'users/dashboard',
    ROUTE_ACCESS.usersDashboard,
    lazyRouteComponent(() => import('./UsersDashboardPage.tsx'), 'UsersDashboardPage'),
  ),
] as const;
