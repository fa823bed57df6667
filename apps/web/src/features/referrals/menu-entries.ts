import { can } from '@care/domain';
import type { MenuEntry } from '../../app/layout/menu.ts';
import { IconUsers } from '../../ui/icons.tsx';
import { IconHandshake, IconReferral } from './referral-icons.tsx';

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
    icon: IconReferral,
    to: () => '/app/user/refferals',
    visible: (p) => can(p, 'referral.manage'),
  },
  {
    section: 'People',
    label: 'Service Providers',
    icon: IconHandshake,
    to: () => '/app/user/service-provider',
    visible: (p) => can(p, 'serviceProvider.manage'),
  },
];
