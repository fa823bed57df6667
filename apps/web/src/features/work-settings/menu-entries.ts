import { can } from '@care/domain';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The work-settings entries of the side menu. */
export const WORK_SETTINGS_MENU: readonly MenuEntry[] = [
  {
    section: 'Setup',
    label: 'Work Settings',
    icon: IconAdjustmentsHorizontal,
    to: () => '/app/setup/work-settings',
    visible: (p) => can(p, 'workSettings.manage'),
  },
];
