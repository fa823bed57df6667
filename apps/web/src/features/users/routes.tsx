import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** Users and the activity log (spec 2 §2). */
export const userRoutes = [
  appPage(
    'user/all-user',
    'user.manage',
    lazyRouteComponent(() => import('./UsersPage.tsx'), 'UsersPage'),
  ),
  appPage(
    'user/activity-log',
    'activityLog.view',
    lazyRouteComponent(() => import('./ActivityLogPage.tsx'), 'ActivityLogPage'),
  ),
] as const;
