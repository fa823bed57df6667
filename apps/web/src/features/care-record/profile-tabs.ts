import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { careRecordTabs } from './client-panels.tsx';

/** The client profile's care-record tabs, and the own profile's Schedule. */
export const CARE_RECORD_PROFILE_TABS: ProfileTabSource = {
  client: careRecordTabs,
};
