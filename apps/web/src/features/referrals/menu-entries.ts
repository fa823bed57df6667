import { can } from '@care/domain';
import { IconFileImport, IconHeartHandshake, IconUsers } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entries of referrals, service providers and the provider area. */
export const REFERRAL_MENU: readonly MenuEntry[] = [
  {
    section: 'Overview',
    label: 'My Clients',
    icon: IconUsers,
    to: () => '/app/provider/clients',
    visible: (p) => can(p, 'provider.ownClients'),
  },
  {
    section: 'People',
    label: 'Referrals',
    icon: IconFileImport,
    to: () => '/app/user/refferals',
    visible: (p) => can(p, 'referral.manage'),
  },
  {
    section: 'People',
    label: 'Service Providers',
    icon: IconHeartHandshake,
    to: () => '/app/user/service-provider',
    visible: (p) => can(p, 'serviceProvider.manage'),
  },
];
