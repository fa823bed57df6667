import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The client and staff profiles' Incidents tab. */
export const INCIDENTS_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./profile-panels.tsx').then((m) => m.clientIncidentTabs),
  staff: () => import('./profile-panels.tsx').then((m) => m.staffIncidentTabs),
};
