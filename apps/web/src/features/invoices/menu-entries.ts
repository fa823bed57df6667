import { can } from '@care/domain';
import { IconClockDollar, IconFileCheck, IconFileInvoice } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entries of the invoice screen and the saved invoices (Reports). */
export const INVOICES_MENU: readonly MenuEntry[] = [
  {
    section: 'Reports',
    label: 'Invoices',
    icon: IconFileInvoice,
    to: () => '/app/reports/invoice',
    visible: (p) => can(p, 'invoice.manage'),
  },
  {
    section: 'Reports',
    label: 'Saved Invoices',
    icon: IconFileCheck,
    to: () => '/app/reports/saved-invoice',
    visible: (p) => can(p, 'invoice.view'),
    area: '/app/reports/view-saved-invoice/',
  },
  {
    section: 'Reports',
    label: 'Aged Invoices',
    icon: IconClockDollar,
    to: () => '/app/reports/aged-invoices',
    visible: (p) => can(p, 'invoice.view'),
  },
];
