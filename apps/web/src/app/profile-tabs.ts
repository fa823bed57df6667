import { CARE_NEEDS_PROFILE_TABS } from '../features/care-needs/profile-tabs.ts';
import { CARE_RECORD_PROFILE_TABS } from '../features/care-record/profile-tabs.ts';
import { CATALOGUE_PROFILE_TABS } from '../features/catalogue/profile-tabs.ts';
import { DOCUMENTS_PROFILE_TABS } from '../features/documents/profile-tabs.ts';
import { INCIDENTS_PROFILE_TABS } from '../features/incidents/profile-tabs.ts';
import { PARTICIPANT_FORMS_PROFILE_TABS } from '../features/participant-forms/profile-tabs.ts';
import { PAY_SETTINGS_PROFILE_TABS } from '../features/pay-settings/profile-tabs.ts';
import { PLANS_PROFILE_TABS } from '../features/plans/profile-tabs.ts';
import { PROGRESS_NOTES_PROFILE_TABS } from '../features/progress-notes/profile-tabs.ts';
import { ROSTER_PORTALS_PROFILE_TABS } from '../features/roster-portals/profile-tabs.ts';
import { SAH_PROFILE_TABS } from '../features/support-at-home/profile-tabs.ts';
import { TIMESHEET_REVIEW_PROFILE_TABS } from '../features/timesheet-review/profile-tabs.ts';
import type { ProfileTabSource } from '../platform/profile-tabs.ts';

/**
 * What each feature shows on the profile pages (its profile-tabs.ts: data, the panels load with the
 * first profile page), given to those pages through platform/useProfilePanels.ts.
 */
export const PROFILE_TAB_SOURCES: readonly ProfileTabSource[] = [
  DOCUMENTS_PROFILE_TABS,
  PARTICIPANT_FORMS_PROFILE_TABS,
  PLANS_PROFILE_TABS,
  SAH_PROFILE_TABS,
  CATALOGUE_PROFILE_TABS,
  CARE_RECORD_PROFILE_TABS,
  CARE_NEEDS_PROFILE_TABS,
  ROSTER_PORTALS_PROFILE_TABS,
  PROGRESS_NOTES_PROFILE_TABS,
  INCIDENTS_PROFILE_TABS,
  TIMESHEET_REVIEW_PROFILE_TABS,
  PAY_SETTINGS_PROFILE_TABS,
];
