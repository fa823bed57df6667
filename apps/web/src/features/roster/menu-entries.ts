import { can } from '@care/domain';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entries of the admin roster (spec 3 §2.1). */
export const ROSTER_MENU: readonly MenuEntry[] = [
  {
    section: 'Roster',
    label: 'Shift Roster',
    icon: IconCalendarEvent,
    to: () => '/app/shift/roster',
    area: '/app/shift/',
    visible: (p) => can(p, 'roster.view'),
  },
];
