import type { ClientTabContext, TabPanels } from '../../platform/profile-tabs.ts';
import { ClientPlansSlot } from './ClientPlansSlot.tsx';

/**
 * The client profile's NDIS plans, above its tabs; on the client's own profile, their current plan.
 * None for a Support at Home client: their funding is the Support at Home section's.
 */
export function clientPlanTabs(client: ClientTabContext): TabPanels {
  if (client.fundingProgram === 'SUPPORT_AT_HOME') {
    return {};
  }
  return { NdisPlans: <ClientPlansSlot profileId={client.profileId} own={client.own} /> };
}
