import { can } from '@care/domain';
import { IconAccessible, IconBus, IconHeartbeat, IconMoodSmile } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';

const ownRecord = (p: Parameters<MenuEntry['visible']>[0]) => can(p, 'client.editOwn');

/** The side-menu entries of this area: the client's own support-needs pages. */
export const CARE_NEEDS_MENU: readonly MenuEntry[] = [
  {
    section: 'My care',
    label: 'Disability Needs',
    icon: IconAccessible,
    to: () => '/app/client/disability-needs',
    visible: ownRecord,
  },
  {
    section: 'My care',
    label: 'Health Support',
    icon: IconHeartbeat,
    to: () => '/app/client/health-support',
    visible: ownRecord,
  },
  {
    section: 'My care',
    label: 'Community Support',
    icon: IconBus,
    to: () => '/app/client/community-support',
    visible: ownRecord,
  },
  {
    section: 'My care',
    label: 'Behaviour Support',
    icon: IconMoodSmile,
    to: () => '/app/client/behaviour-support',
    visible: ownRecord,
  },
];
