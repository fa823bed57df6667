import { can } from '@care/domain';
import { IconMessages } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

export const MESSAGES_MENU: readonly MenuEntry[] = [
  {
    section: 'Communication',
    label: 'Messages',
    icon: IconMessages,
    to: () => '/app/communication/messages',
    visible: (p) => can(p, 'message.own'),
  },
];
