import type { Principal } from '@care/domain';
import type { TablerIcon } from '@tabler/icons-react';

/** The side menu's sections, in the order the menu shows them. */
export type MenuSectionLabel =
  | 'Overview'
  | 'Roster'
  | 'Reports'
  | 'People'
  | 'Communication'
  | 'My care'
  | 'Setup'
  | 'My account';

/**
 * One entry of the side menu, as data: a feature lists its entries in its menu-entries.ts, naming
 * who sees each; the shell (app/layout/menu.ts) puts them in order.
 */
export interface MenuEntry {
  section: MenuSectionLabel;
  label: string;
  icon: TablerIcon;
  to: (principal: Principal) => string;
  visible: (principal: Principal) => boolean;
  /** Pages under this path also light the entry (a list's profiles, the review screens). */
  area?: string;
}
