import { can, type Principal } from '@care/domain';
import { IconHeart, IconUserCheck, IconUserShield } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

// The auditor's lists live under /app/auditor (spec 3 §2.8); everyone else's under /app/user.
const listArea = (p: Principal) => (p.role === 'Auditor' ? 'auditor' : 'user');

/** The side-menu entries of the people lists (People). */
export const PEOPLE_LISTS_MENU: readonly MenuEntry[] = [
  {
    section: 'People',
    label: 'Administrators',
    icon: IconUserShield,
    to: () => '/app/user/administrators',
    visible: (p) => can(p, 'administrator.view'),
    area: '/app/user/administrators/',
  },
  {
    section: 'People',
    label: 'Staff',
    icon: IconUserCheck,
    to: (p) => `/app/${listArea(p)}/staffs`,
    visible: (p) => can(p, 'staff.view'),
    area: '/app/user/staff/',
  },
  {
    section: 'People',
    label: 'Clients',
    icon: IconHeart,
    to: (p) => `/app/${listArea(p)}/clients`,
    visible: (p) => can(p, 'client.view'),
    area: '/app/user/clients/',
  },
];
