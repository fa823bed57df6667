import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** Manage Roles (spec 2 §2). */
export const roleRoutes = [
  appPage(
    'user/all-roles',
    'role.manage',
    lazyRouteComponent(() => import('./RolesPage.tsx'), 'RolesPage'),
  ),
  appPage(
    'user/create-roles',
    'role.manage',
    lazyRouteComponent(() => import('./CreateRolePage.tsx'), 'CreateRolePage'),
  ),
] as const;
