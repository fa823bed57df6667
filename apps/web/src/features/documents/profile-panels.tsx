import type {
  AdministratorTabContext,
  ClientTabContext,
  StaffTabContext,
  TabPanels,
} from '../../platform/profile-tabs.ts';
import { AdministratorDocuments, MyDocumentsPanel, StaffDocumentsTab } from './PersonDocumentsTabs.tsx';

/**
 * The client's own profile's Documents tab: their documents and consents. The office's client
 * Documents tab opens with the participant forms' tables: participant-forms gives it.
 */
export function clientDocumentTabs(client: ClientTabContext): TabPanels {
  return client.own
    ? { Documents: <MyDocumentsPanel fullName={client.fullName} heading="My Documents" /> }
    : {};
}

/** The staff profile's Documents tab. */
export function staffDocumentTabs(staff: StaffTabContext): TabPanels {
  return {
    Documents: (
      <StaffDocumentsTab
        staff={{ id: staff.staffId, fullName: staff.fullName, userId: staff.userId ?? null }}
      />
    ),
  };
}

/** The administrator profile's documents (a part of the page, not a tab). */
export function administratorDocumentTabs(admin: AdministratorTabContext): TabPanels {
  return {
    Documents: (
      <AdministratorDocuments
        admin={{ id: admin.administratorId, fullName: admin.fullName, userId: admin.userId }}
      />
    ),
  };
}
