import { appPage } from '../../app/route-kit.tsx';
import { ActivityLogPage } from './ActivityLogPage.tsx';
import { UsersPage } from './UsersPage.tsx';

/** Users and the activity log (spec 2 §2). */
export const userRoutes = [
  appPage('user/all-user', 'user.manage', UsersPage),
  appPage('user/activity-log', 'activityLog.view', ActivityLogPage),
] as const;
