import { can } from '@care/domain';
import { IconCash, IconReportMoney } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The office's pay-period summary (beside Timesheets) and the worker's My pay (issue 38 item 4). */
export const PAY_LINES_MENU: readonly MenuEntry[] = [
  {
    section: 'Roster',
    label: 'Pay summary',
    icon: IconReportMoney,
    to: () => '/app/shift/pay-summary',
    visible: (p) => can(p, 'timesheet.view'),
  },
  {
    section: 'Reports',
    label: 'My pay',
    icon: IconCash,
    to: () => '/app/staff/my-pay',
    visible: (p) => p.role === 'Staff' && can(p, 'timesheet.own'),
  },
];
