import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The staff profile's TimeSheet tab. */
export const TIMESHEET_REVIEW_PROFILE_TABS: ProfileTabSource = {
  staff: () => import('./profile-panels.tsx').then((m) => m.staffTimesheetTabs),
};
