import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The client profile's care-record tabs, and the own profile's Schedule. */
export const CARE_RECORD_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./client-panels.tsx').then((m) => m.careRecordTabs),
};
