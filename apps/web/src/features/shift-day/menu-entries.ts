import { can } from '@care/domain';
import { IconClockCheck } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The shift-day entries of the side menu: the staff member's attendance (spec 3 §2.4). */
export const SHIFT_DAY_MENU: readonly MenuEntry[] = [
  {
    section: 'Roster',
    label: 'My Attendance',
    icon: IconClockCheck,
    to: () => '/app/staff/attendance',
    area: '/app/staff/attendance',
    visible: (p) => p.role === 'Staff' && can(p, 'attendance.viewOwn'),
  },
];
