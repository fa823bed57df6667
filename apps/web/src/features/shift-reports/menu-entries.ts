import { can } from '@care/domain';
import { IconClipboardList, IconReportMedical } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The shift-reports entries of the side menu: the worker's own reports (spec 3 §2.4), the office's list (§2.3). */
export const SHIFT_REPORTS_MENU: readonly MenuEntry[] = [
  {
    section: 'Roster',
    label: 'Shift Reports',
    icon: IconReportMedical,
    to: () => '/app/staff/shift-report-form',
    area: '/app/staff/report-form',
    visible: (p) => p.role === 'Staff' && can(p, 'shiftReport.fill'),
  },
  {
    section: 'Reports',
    label: 'Shift Reports',
    icon: IconClipboardList,
    to: () => '/app/reports/shift-form',
    area: '/app/reports/view-shift-report',
    visible: (p) => can(p, 'shiftReport.view'),
  },
];
