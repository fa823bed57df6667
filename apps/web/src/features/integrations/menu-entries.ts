import { can } from '@care/domain';
import { IconPlugConnected } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** Setup → Integrations in the side menu. */
export const INTEGRATIONS_MENU: readonly MenuEntry[] = [
  {
    section: 'Setup',
    label: 'Integrations',
    icon: IconPlugConnected,
    to: () => '/app/setup/integrations',
    visible: (p) => can(p, 'integration.view'),
  },
];
