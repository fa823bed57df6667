import type { ProfileTabSource } from '../../platform/profile-tabs.ts';
import { clientFormsDocumentTabs } from './profile-panels.tsx';

/** The office's client Documents tab, which opens with the participant forms. */
export const PARTICIPANT_FORMS_PROFILE_TABS: ProfileTabSource = {
  client: clientFormsDocumentTabs,
};
