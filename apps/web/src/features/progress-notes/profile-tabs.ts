import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { clientProgressTabs, staffProgressTabs } from './profile-panels.tsx';

/** The client profile's Shift Report and Progress Report tabs, the staff profile's Progress Report. */
export const PROGRESS_NOTES_PROFILE_TABS: ProfileTabSource = {
  client: clientProgressTabs,
  staff: staffProgressTabs,
};
