import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The client profile's NDIS plans. */
export const PLANS_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./profile-panels.tsx').then((m) => m.clientPlanTabs),
};
