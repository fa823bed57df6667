import { can } from '@care/domain';
import { IconActivity, IconUsers } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entry of the Users screen (People). */
export const USERS_MENU: readonly MenuEntry[] = [
  {
    section: 'People',
    label: 'Users',
    icon: IconUsers,
    to: () => '/app/user/all-user',
    visible: (p) => can(p, 'user.manage'),
  },
];

/** The side-menu entry of the activity log (People; after Roles in the menu). */
export const ACTIVITY_LOG_MENU: readonly MenuEntry[] = [
  {
    section: 'People',
    label: 'Activity Log',
    icon: IconActivity,
    to: () => '/app/user/activity-log',
    visible: (p) => can(p, 'activityLog.view'),
  },
];
