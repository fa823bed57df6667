import type { ClientTabContext, TabPanels } from '../../platform/profile-tabs.ts';
import { ClientDocumentsTab } from '../documents/PersonDocumentsTabs.tsx';
import { ClientFormsTables } from './ClientFormsTables.tsx';

/** The office's client Documents tab: the participant forms' tables, then the uploaded documents. */
export function clientFormsDocumentTabs(client: ClientTabContext): TabPanels {
  if (client.own) {
    return {};
  }
  return {
    Documents: (
      <ClientDocumentsTab
        client={{ id: client.profileId, fullName: client.fullName, userId: client.userId ?? null }}
        formsTables={<ClientFormsTables clientId={client.profileId} />}
      />
    ),
  };
}
