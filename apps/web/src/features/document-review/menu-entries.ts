import { can } from '@care/domain';
import { IconFileText } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entry of the review screens (spec 1 §2.7); the staff list first, as it is the one reviewed most. */
export const DOCUMENT_REVIEW_MENU: readonly MenuEntry[] = [
  {
    section: 'People',
    label: 'Documents',
    icon: IconFileText,
    to: () => '/app/document/staff',
    area: '/app/document/',
    visible: (p) => can(p, 'document.viewAll'),
  },
];
