import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The client profile's Shift Report and Progress Report tabs, the staff profile's Progress Report. */
export const PROGRESS_NOTES_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./profile-panels.tsx').then((m) => m.clientProgressTabs),
  staff: () => import('./profile-panels.tsx').then((m) => m.staffProgressTabs),
};
