import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The profiles' Shift Roster tabs and the staff profile's Availability. */
export const ROSTER_PORTALS_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./profile-panels.tsx').then((m) => m.clientRosterTabs),
  staff: () => import('./profile-panels.tsx').then((m) => m.staffRosterTabs),
};
