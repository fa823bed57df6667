import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { administratorDocumentTabs, clientDocumentTabs, staffDocumentTabs } from './profile-panels.tsx';

/** Every profile's documents. */
export const DOCUMENTS_PROFILE_TABS: ProfileTabSource = {
  client: clientDocumentTabs,
  staff: staffDocumentTabs,
  administrator: administratorDocumentTabs,
};
