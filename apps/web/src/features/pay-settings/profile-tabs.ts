import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The staff profile's Pay tab. */
export const PAY_SETTINGS_PROFILE_TABS: ProfileTabSource = {
  staff: () => import('./profile-panels.tsx').then((m) => m.staffPayTabs),
};
