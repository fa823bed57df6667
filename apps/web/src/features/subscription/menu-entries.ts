import { can } from '@care/domain';
import { IconCreditCard } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** Setup → Subscription in the side menu (the office sees it; the CompanyAdmin pays and changes it). */
export const SUBSCRIPTION_MENU: readonly MenuEntry[] = [
  {
    section: 'Setup',
    label: 'Subscription',
    icon: IconCreditCard,
    to: () => '/app/subscription',
    visible: (p) => can(p, 'subscription.view'),
  },
];
