import { can } from '@care/domain';
import { IconCalendarEvent, IconCalendarPlus, IconClockHour4 } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The staff portal's and the client portal's roster and availability entries (spec 3 §2.4, §2.7). */
export const ROSTER_PORTALS_MENU: readonly MenuEntry[] = [
  {
    section: 'Roster',
    label: 'My Roster',
    icon: IconCalendarEvent,
    to: (p) => (p.role === 'Client' ? '/app/client/roster' : '/app/staff/shift-roster'),
    visible: (p) => (p.role === 'Staff' || p.role === 'Client') && can(p, 'roster.viewOwn'),
  },
  {
    section: 'Roster',
    label: 'Open Shifts',
    icon: IconCalendarPlus,
    to: () => '/app/staff/open-shifts',
    visible: (p) => p.role === 'Staff' && can(p, 'openShift.request'),
  },
  {
    section: 'Roster',
    label: 'My Availability',
    icon: IconClockHour4,
    to: () => '/app/staff/availabilities',
    area: '/app/staff/availabilities',
    visible: (p) => p.role === 'Staff' && can(p, 'availability.manage'),
  },
];
