import type { ClientTabContext, TabPanels } from '../../platform/profile-tabs.ts';
import { ClientSahSection } from './ClientSahSection.tsx';

/** The client profile's funding and Support at Home section, below the NDIS plans (office only). */
export function clientSahTabs(client: ClientTabContext): TabPanels {
  return client.own ? {} : { SupportAtHome: <ClientSahSection profileId={client.profileId} /> };
}
