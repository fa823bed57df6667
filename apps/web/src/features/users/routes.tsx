import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

/** Users and the activity log (spec 2 §2). */
export const userRoutes = [
  // Spec 2's drag-test is a demonstration page with nothing to do for a provider: it opens the
  // user area's root (docs/decisions/communication-hr.md).
  appRedirect('user/drag-test', '/app/user/administrators'),
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
