import type { MenuEntry } from '../../app/layout/menu.ts';

/** The side-menu entries of: Progress notes: the reports area, the worker's list (issue 14). */
export const PROGRESS_NOTES_MENU: readonly MenuEntry[] = [];
