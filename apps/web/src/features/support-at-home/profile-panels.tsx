import type { ClientTabContext, TabPanels } from '../../platform/profile-tabs.ts';
import { ClientSahSection } from './ClientSahSection.tsx';
import { MyContributionInvoices } from './contributions/MyContributionInvoices.tsx';

/**
 * The client profile's funding and Support at Home section, below the NDIS plans (the office); on the
 * client's own profile, their contribution invoices (none shown when they have none).
 */
export function clientSahTabs(client: ClientTabContext): TabPanels {
  return client.own
    ? { SupportAtHome: <MyContributionInvoices profileId={client.profileId} /> }
    : { SupportAtHome: <ClientSahSection profileId={client.profileId} /> };
}
