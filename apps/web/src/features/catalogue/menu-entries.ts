import { can } from '@care/domain';
import { IconBook2 } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entries of this area. */
export const CATALOGUE_MENU: readonly MenuEntry[] = [
  {
    section: 'Setup',
    label: 'Support Catalogue',
    icon: IconBook2,
    to: () => '/app/setup/support-catalogue',
    visible: (p) => can(p, 'catalogue.import'),
  },
];
