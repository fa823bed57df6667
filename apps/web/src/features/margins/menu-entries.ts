import { can } from '@care/domain';
import { IconChartBar } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The margin report beside the invoice reports (issue 38 item 6). */
export const MARGINS_MENU: readonly MenuEntry[] = [
  {
    section: 'Reports',
    label: 'Margin',
    icon: IconChartBar,
    to: () => '/app/reports/margin',
    visible: (p) => can(p, 'invoice.view'),
  },
];
