import type { ClientTabContext, TabPanels } from '../../platform/profile-tabs.ts';
import { ClientPlansSlot } from './ClientPlansSlot.tsx';

/** The client profile's NDIS plans, above its tabs; on the client's own profile, their current plan. */
export function clientPlanTabs(client: ClientTabContext): TabPanels {
  return { NdisPlans: <ClientPlansSlot profileId={client.profileId} own={client.own} /> };
}
