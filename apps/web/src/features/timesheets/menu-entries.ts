import { can } from '@care/domain';
import { IconClockHour4, IconReportAnalytics } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entries of the office's timesheet screen (Roster) and the Timesheet Report (Reports). */
export const TIMESHEETS_MENU: readonly MenuEntry[] = [
  {
    section: 'Roster',
    label: 'Timesheets',
    icon: IconClockHour4,
    to: () => '/app/shift/timesheet',
    visible: (p) => can(p, 'timesheet.view'),
  },
  {
    section: 'Reports',
    label: 'Timesheet Report',
    icon: IconReportAnalytics,
    to: () => '/app/reports/attendance-reports',
    visible: (p) => can(p, 'timesheet.view'),
  },
];
