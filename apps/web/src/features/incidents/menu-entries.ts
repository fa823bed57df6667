import { can } from '@care/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The incident register in the side menu: the office and auditors under Reports, workers and participants under theirs. */
export const INCIDENTS_MENU: readonly MenuEntry[] = [
  {
    section: 'Reports',
    label: 'Incidents',
    icon: IconAlertTriangle,
    to: () => '/app/incidents',
    area: '/app/incidents',
    visible: (p) => can(p, 'incident.view'),
  },
  {
    section: 'Roster',
    label: 'Incidents',
    icon: IconAlertTriangle,
    to: () => '/app/incidents',
    area: '/app/incidents',
    visible: (p) => p.role === 'Staff' && can(p, 'incident.viewOwn'),
  },
  {
    section: 'My care',
    label: 'Incidents',
    icon: IconAlertTriangle,
    to: () => '/app/incidents',
    area: '/app/incidents',
    visible: (p) => p.role === 'Client' && can(p, 'incident.viewOwn'),
  },
];
