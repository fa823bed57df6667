import type { MenuEntry } from '../../app/layout/menu.ts';

/** The shift-reports entries of the side menu. */
export const SHIFT_REPORTS_MENU: readonly MenuEntry[] = [];
