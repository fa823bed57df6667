import type { MenuEntry } from '../../app/layout/menu.ts';

/** The staff portal's and the client portal's roster and availability entries (spec 3 §2.4, §2.7). */
export const ROSTER_PORTALS_MENU: readonly MenuEntry[] = [];
