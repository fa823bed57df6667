import { lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_ACCESS } from '../../platform/route-access.ts';
import { appPage } from '../../platform/route-kit.ts';

/** The signed-in user's own account: Change Password (spec 1 §2.1). */
export const accountRoutes = [
  appPage(
    'staff/change-password',
    ROUTE_ACCESS.changePassword,
    lazyRouteComponent(() => import('./ChangePasswordPage.tsx'), 'ChangePasswordPage'),
  ),
] as const;
