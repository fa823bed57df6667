import { homeRouteForRole } from '@care/domain';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side menu's first entry: the role's home. */
export const DASHBOARD_MENU: readonly MenuEntry[] = [
  {
    section: 'Overview',
    label: 'Dashboard',
    icon: IconLayoutDashboard,
    to: (p) => homeRouteForRole(p.role),
    visible: () => true,
  },
];
