import type { ClientTabContext, TabPanels } from '../../platform/profile-tabs.ts';
import { ScheduleSupport } from './ScheduleSupport.tsx';

/** The Schedule Support tab of the client profile. */
export function supportScheduleTabs(client: ClientTabContext): TabPanels {
  return { ScheduleSupport: <ScheduleSupport profileId={client.profileId} fullName={client.fullName} /> };
}
