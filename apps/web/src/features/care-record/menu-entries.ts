import { can } from '@care/domain';
import { IconBed, IconUsersGroup, IconWheelchair } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/** The side-menu entries of this area: the client's own records, under 'My care'. */
export const CARE_RECORD_MENU: readonly MenuEntry[] = [
  {
    section: 'My care',
    label: 'My Representatives',
    icon: IconUsersGroup,
    to: () => '/app/client/representative',
    visible: (p) => can(p, 'clientPortal.use'),
  },
  {
    section: 'My care',
    label: 'Daily Living',
    icon: IconBed,
    to: () => '/app/client/daily-living',
    visible: (p) => can(p, 'clientPortal.use'),
  },
  {
    section: 'My care',
    label: 'Aids & Equipment',
    icon: IconWheelchair,
    to: () => '/app/client/aid-equip',
    visible: (p) => can(p, 'clientPortal.use'),
  },
];
