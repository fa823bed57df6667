import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { clientRosterTabs, staffRosterTabs } from './profile-panels.tsx';

/** The profiles' Shift Roster tabs and the staff profile's Availability. */
export const ROSTER_PORTALS_PROFILE_TABS: ProfileTabSource = {
  client: clientRosterTabs,
  staff: staffRosterTabs,
};
