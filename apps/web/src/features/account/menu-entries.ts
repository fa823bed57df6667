import { can } from '@care/domain';
import { IconLock } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entry of Change Password (My account). */
export const ACCOUNT_MENU: readonly MenuEntry[] = [
  {
    section: 'My account',
    label: 'Change Password',
    icon: IconLock,
    to: () => '/app/staff/change-password',
    visible: (p) => can(p, 'account.changePassword'),
  },
];
