import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The client profile's four support-needs tabs (app/profile-tabs.ts assembles every feature's). */
export const CARE_NEEDS_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./client-panels.tsx').then((m) => m.careNeedsTabs),
};
