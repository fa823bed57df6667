import type { MenuEntry } from '../../app/layout/menu.ts';

/** The work-settings entries of the side menu. */
export const WORK_SETTINGS_MENU: readonly MenuEntry[] = [];
