import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

/** The people lists (spec 2 §2), the user area's root, and the auditor's copies of two of them (spec 3 §2.8). */
export const peopleListRoutes = [
  // Spec 2 §2: the user area's root opens the administrators list.
  appRedirect('user', '/app/user/administrators'),
  appPage(
    'user/administrators',
    'administrator.view',
    lazyRouteComponent(() => import('./AdministratorsPage.tsx'), 'AdministratorsPage'),
  ),
  appPage(
    'user/staffs',
    'staff.view',
    lazyRouteComponent(() => import('./StaffsPage.tsx'), 'StaffsPage'),
  ),
  appPage(
    'user/clients',
    'client.view',
    lazyRouteComponent(() => import('./ClientsPage.tsx'), 'ClientsPage'),
  ),
  appPage(
    'auditor/clients',
    (p) => can(p, 'auditor.dashboard') && can(p, 'client.view'),
    lazyRouteComponent(() => import('./ClientsPage.tsx'), 'ClientsPage'),
  ),
  appPage(
    'auditor/staffs',
    (p) => can(p, 'auditor.dashboard') && can(p, 'staff.view'),
    lazyRouteComponent(() => import('./StaffsPage.tsx'), 'StaffsPage'),
  ),
] as const;
