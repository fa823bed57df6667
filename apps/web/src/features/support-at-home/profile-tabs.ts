import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The client profile's funding and Support at Home program. */
export const SAH_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./profile-panels.tsx').then((m) => m.clientSahTabs),
};
