import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { clientPlanTabs } from './profile-panels.tsx';

/** The client profile's NDIS plans. */
export const PLANS_PROFILE_TABS: ProfileTabSource = {
  client: clientPlanTabs,
};
