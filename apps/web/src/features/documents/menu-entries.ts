import { IconFileText } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entry of the user's own documents (My account): the staff page, the client's profile tab. */
export const MY_DOCUMENTS_MENU: readonly MenuEntry[] = [
  {
    section: 'My account',
    label: 'My Documents',
    icon: IconFileText,
    to: (p) => (p.role === 'Client' ? '/app/client/profile?tab=Documents' : '/app/staff/document'),
    visible: (p) => p.role === 'Staff' || p.role === 'Client',
  },
];
