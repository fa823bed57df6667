import { can } from '@care/domain';
import { IconNotebook, IconNotes } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entries of: Progress notes: the reports area, the worker's list (issue 14). */
export const PROGRESS_NOTES_MENU: readonly MenuEntry[] = [
  {
    section: 'Reports',
    label: 'Progress Reports',
    icon: IconNotebook,
    to: () => '/app/reports/progress-reports',
    visible: (p) => can(p, 'progressNote.view'),
  },
  {
    section: 'Reports',
    label: 'Progress Notes',
    icon: IconNotes,
    to: () => '/app/staff/progress-note',
    visible: (p) => p.role === 'Staff' && can(p, 'progressNote.own'),
  },
];
