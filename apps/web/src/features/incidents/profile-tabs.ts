import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { clientIncidentTabs, staffIncidentTabs } from './profile-panels.tsx';

/** The client and staff profiles' Incidents tab. */
export const INCIDENTS_PROFILE_TABS: ProfileTabSource = {
  client: clientIncidentTabs,
  staff: staffIncidentTabs,
};
