import type { MenuEntry } from '../../app/layout/menu.ts';

/** The shift-day entries of the side menu. */
export const SHIFT_DAY_MENU: readonly MenuEntry[] = [];
