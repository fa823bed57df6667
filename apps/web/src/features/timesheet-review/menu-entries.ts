import { can } from '@care/domain';
import { IconFileCheck, IconSend } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entries of: Sent and received timesheets and the periodic timesheet, for the office and the worker (issue 14). */
export const TIMESHEET_REVIEW_MENU: readonly MenuEntry[] = [
  {
    section: 'Reports',
    label: 'Sent Timesheets',
    icon: IconSend,
    to: () => '/app/reports/sent-timesheet',
    area: '/app/reports/view-periodic-report/',
    visible: (p) => can(p, 'timesheet.view'),
  },
  {
    section: 'Reports',
    label: 'My Timesheet',
    icon: IconFileCheck,
    to: () => '/app/staff/received-timesheet',
    area: '/app/staff/view-periodic-report/',
    visible: (p) => p.role === 'Staff' && can(p, 'timesheet.own'),
  },
];
