import { can } from '@care/domain';
import { IconInbox } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entry of the admins' mailbox (People). */
export const MAILBOX_MENU: readonly MenuEntry[] = [
  {
    section: 'People',
    label: 'Mailbox',
    icon: IconInbox,
    to: () => '/app/user/mailbox',
    visible: (p) => can(p, 'mailbox.view'),
  },
];
