import { can } from '@care/domain';
import { IconChartBar, IconFileText, IconHomeHeart } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** Setup → Support at Home budgets and services (the office). */
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
    section: 'Reports',
    label: 'Support at Home reports',
    icon: IconChartBar,
    to: () => '/app/reports/support-at-home',
    visible: (p) => can(p, 'sahBudgets.view'),
  },
  {
    section: 'My care',
    label: 'My statements',
    icon: IconFileText,
    to: () => '/app/client/statements',
    visible: (p) => p.role === 'Client' && can(p, 'sahProgram.view'),
  },
];

/** Reports → Support at Home Claims, beside NDIS Claims (the office that claims), and the contribution invoices after it. */
export const SAH_CLAIMS_MENU: readonly MenuEntry[] = [
  {
    section: 'Reports',
    label: 'Support at Home Claims',
    icon: IconHomeHeart,
    to: () => '/app/reports/support-at-home-claims',
    visible: (p) => can(p, 'claim.manage'),
  },
  {
    section: 'Reports',
    label: 'Support at Home contributions',
    icon: IconHomeHeart,
    to: () => '/app/reports/support-at-home-contributions',
    visible: (p) => can(p, 'invoice.view'),
  },
];
