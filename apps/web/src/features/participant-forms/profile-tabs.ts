import type { ProfileTabSource } from '../../platform/profile-tabs.ts';

/** The office's client Documents tab, which opens with the participant forms. */
export const PARTICIPANT_FORMS_PROFILE_TABS: ProfileTabSource = {
  client: () => import('./profile-panels.tsx').then((m) => m.clientFormsDocumentTabs),
};
