import { can } from '@care/domain';
import { IconClipboardText, IconReport, IconUserShield } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The daily-reports entries of the side menu (section Reports). */
export const DAILY_REPORTS_MENU: readonly MenuEntry[] = [
  {
    section: 'Reports',
    label: 'Daily Reports',
    icon: IconClipboardText,
    to: () => '/app/staff/daily-report',
    area: '/app/staff/new-daily-report',
    visible: (p) => p.role === 'Staff' && can(p, 'dailyReport.own'),
  },
  {
    section: 'Reports',
    label: 'Staff Daily Reports',
    icon: IconReport,
    to: () => '/app/reports/staff-reports',
    visible: (p) => can(p, 'dailyReport.view'),
  },
  {
    section: 'Reports',
    label: 'Admin Daily Reports',
    icon: IconUserShield,
    to: () => '/app/reports/admin-reports',
    visible: (p) => can(p, 'dailyReport.view'),
  },
];
