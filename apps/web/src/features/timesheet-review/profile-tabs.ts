import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { staffTimesheetTabs } from './profile-panels.tsx';

/** The staff profile's TimeSheet tab. */
export const TIMESHEET_REVIEW_PROFILE_TABS: ProfileTabSource = {
  staff: staffTimesheetTabs,
};
