import { IconUser } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';
import { myProfilePath } from './my-profile-path.ts';

/** The side-menu entry of the user's own profile (My account), for roles that have one. */
export const MY_PROFILE_MENU: readonly MenuEntry[] = [
  {
    section: 'My account',
    label: 'My Profile',
    icon: IconUser,
    to: (p) => myProfilePath(p.role) ?? '',
    visible: (p) => myProfilePath(p.role) !== null,
  },
];
