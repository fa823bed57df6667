import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The client profile's Schedule Support tab. */
export const CATALOGUE_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./client-panels.tsx').then((m) => m.supportScheduleTabs),
};
