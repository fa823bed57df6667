import type { MenuEntry } from '../../app/layout/menu.ts';

/** The daily-reports entries of the side menu. */
export const DAILY_REPORTS_MENU: readonly MenuEntry[] = [];
