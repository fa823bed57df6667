import { can } from '@care/domain';
import { IconFileText, IconHomeHeart } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** Setup → Support at Home budgets and services (the office); the client portal's statements. */
export const SUPPORT_AT_HOME_MENU: readonly MenuEntry[] = [
  {
    section: 'Setup',
    label: 'Support at Home budgets',
    icon: IconHomeHeart,
    to: () => '/app/setup/support-at-home',
    visible: (p) => can(p, 'sahBudgets.view'),
  },
  {
    section: 'Setup',
    label: 'Support at Home services',
    icon: IconHomeHeart,
    to: () => '/app/setup/support-at-home-services',
    visible: (p) => can(p, 'sahServices.view'),
  },
  {
    section: 'My care',
    label: 'My statements',
    icon: IconFileText,
    to: () => '/app/client/statements',
    visible: (p) => p.role === 'Client' && can(p, 'sahProgram.view'),
  },
];
