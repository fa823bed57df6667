import type { Principal } from '@care/domain';
import type { TablerIcon } from '@tabler/icons-react';
import { ACCOUNT_MENU } from '../../features/account/menu-entries.ts';
import { CARE_NEEDS_MENU } from '../../features/care-needs/menu-entries.ts';
import { CARE_RECORD_MENU } from '../../features/care-record/menu-entries.ts';
import { CATALOGUE_MENU } from '../../features/catalogue/menu-entries.ts';
import { DAILY_REPORTS_MENU } from '../../features/daily-reports/menu-entries.ts';
import { DASHBOARD_MENU } from '../../features/dashboard/menu-entries.ts';
import { DOCUMENT_REVIEW_MENU } from '../../features/document-review/menu-entries.ts';
import { MY_DOCUMENTS_MENU } from '../../features/documents/menu-entries.ts';
import { HR_MENU } from '../../features/hr/menu-entries.ts';
import { INCIDENTS_MENU } from '../../features/incidents/menu-entries.ts';
import { INTEGRATIONS_MENU } from '../../features/integrations/menu-entries.ts';
import { INVOICES_MENU } from '../../features/invoices/menu-entries.ts';
import { MAILBOX_MENU } from '../../features/mailbox/menu-entries.ts';
import { MARGINS_MENU } from '../../features/margins/menu-entries.ts';
import { MESSAGES_MENU } from '../../features/messages/menu-entries.ts';
import { NDIS_CLAIMS_MENU } from '../../features/ndis-claims/menu-entries.ts';
import { PAY_LINES_MENU } from '../../features/pay-lines/menu-entries.ts';
import { PAY_SETTINGS_MENU } from '../../features/pay-settings/menu-entries.ts';
import { PEOPLE_LISTS_MENU } from '../../features/people-lists/menu-entries.ts';
import { MY_PROFILE_MENU } from '../../features/profiles/menu-entries.ts';
import { PROGRESS_NOTES_MENU } from '../../features/progress-notes/menu-entries.ts';
import { REFERRAL_MENU } from '../../features/referrals/menu-entries.ts';
import { ROLES_MENU } from '../../features/roles/menu-entries.ts';
import { ROSTER_MENU } from '../../features/roster/menu-entries.ts';
import { ROSTER_PORTALS_MENU } from '../../features/roster-portals/menu-entries.ts';
import { SHIFT_DAY_MENU } from '../../features/shift-day/menu-entries.ts';
import { SHIFT_REPORTS_MENU } from '../../features/shift-reports/menu-entries.ts';
import { SUBSCRIPTION_MENU } from '../../features/subscription/menu-entries.ts';
import { SAH_CLAIMS_MENU, SUPPORT_AT_HOME_MENU } from '../../features/support-at-home/menu-entries.ts';
import { TICKETS_MENU } from '../../features/tickets/menu-entries.ts';
import { TIMESHEET_REVIEW_MENU } from '../../features/timesheet-review/menu-entries.ts';
import { TIMESHEETS_MENU } from '../../features/timesheets/menu-entries.ts';
import { ACTIVITY_LOG_MENU, USERS_MENU } from '../../features/users/menu-entries.ts';
import { WORK_SETTINGS_MENU } from '../../features/work-settings/menu-entries.ts';
import type { MenuEntry } from '../../platform/menu-entry.ts';

/**
 * The side menu: each area's entries (its menu-entries.ts, data naming who sees each), in the menu's
 * order. A section shows where its first entry falls; its entries in the order here.
 */
export const MENU: readonly MenuEntry[] = [
  ...DASHBOARD_MENU,
  ...ROSTER_MENU,
  ...ROSTER_PORTALS_MENU,
  ...SHIFT_DAY_MENU,
  ...SHIFT_REPORTS_MENU,
  ...INCIDENTS_MENU,
  ...DAILY_REPORTS_MENU,
  ...TIMESHEETS_MENU,
  ...TIMESHEET_REVIEW_MENU,
  ...PAY_LINES_MENU,
  ...PROGRESS_NOTES_MENU,
  ...INVOICES_MENU,
  ...MARGINS_MENU,
  ...NDIS_CLAIMS_MENU,
  ...SAH_CLAIMS_MENU,
  ...PEOPLE_LISTS_MENU,
  ...DOCUMENT_REVIEW_MENU,
  ...REFERRAL_MENU,
  ...USERS_MENU,
  ...ROLES_MENU,
  ...ACTIVITY_LOG_MENU,
  ...MAILBOX_MENU,
  ...MESSAGES_MENU,
  ...TICKETS_MENU,
  ...HR_MENU,
  ...CARE_RECORD_MENU,
  ...CARE_NEEDS_MENU,
  ...CATALOGUE_MENU,
  ...WORK_SETTINGS_MENU,
  ...PAY_SETTINGS_MENU,
  ...SUPPORT_AT_HOME_MENU,
  ...INTEGRATIONS_MENU,
  ...SUBSCRIPTION_MENU,
  ...MY_PROFILE_MENU,
  ...MY_DOCUMENTS_MENU,
  ...ACCOUNT_MENU,
];

export interface MenuItem {
  label: string;
  icon: TablerIcon;
  href: string;
  area?: string;
}

export interface MenuSection {
  label: MenuEntry['section'];
  items: MenuItem[];
}

/** The menu a user sees, grouped by section in the order of MENU. */
export function menuFor(principal: Principal): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const entry of MENU) {
    if (!entry.visible(principal)) {
      continue;
    }
    let section = sections.find((s) => s.label === entry.section);
    if (!section) {
      section = { label: entry.section, items: [] };
      sections.push(section);
    }
    section.items.push({ label: entry.label, icon: entry.icon, href: entry.to(principal), area: entry.area });
  }
  return sections;
}
