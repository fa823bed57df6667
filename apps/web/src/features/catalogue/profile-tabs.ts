import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { supportScheduleTabs } from './client-panels.tsx';

/** The client profile's Schedule Support tab. */
export const CATALOGUE_PROFILE_TABS: ProfileTabSource = {
  client: supportScheduleTabs,
};
