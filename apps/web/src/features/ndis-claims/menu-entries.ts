import { can } from '@care/domain';
import { IconReceiptDollar } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entry of NDIS claims (Reports). */
export const NDIS_CLAIMS_MENU: readonly MenuEntry[] = [
  {
    section: 'Reports',
    label: 'NDIS Claims',
    icon: IconReceiptDollar,
    to: () => '/app/reports/ndis-claims',
    visible: (p) => can(p, 'claim.manage'),
    area: '/app/reports/ndis-claims/',
  },
];
