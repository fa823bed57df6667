import { can } from '@care/domain';
import { IconIdBadge } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entry of Manage Roles (People). */
export const ROLES_MENU: readonly MenuEntry[] = [
  {
    section: 'People',
    label: 'Roles',
    icon: IconIdBadge,
    to: () => '/app/user/all-roles',
    visible: (p) => can(p, 'role.manage'),
  },
];
