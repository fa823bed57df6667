import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** Every profile's documents. */
export const DOCUMENTS_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./profile-panels.tsx').then((m) => m.clientDocumentTabs),
  staff: () => import('./profile-panels.tsx').then((m) => m.staffDocumentTabs),
  administrator: () => import('./profile-panels.tsx').then((m) => m.administratorDocumentTabs),
};
