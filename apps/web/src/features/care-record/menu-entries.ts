import type { MenuEntry } from '../../app/layout/menu.ts';

/** The side-menu entries of this area. */
export const CARE_RECORD_MENU: readonly MenuEntry[] = [];
