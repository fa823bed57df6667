import { can, homeRouteForRole, type Principal } from '@care/domain';
import {
  IconActivity,
  IconFileText,
  IconHeart,
  IconIdBadge,
  IconInbox,
  IconLayoutDashboard,
  IconLock,
  IconUser,
  IconUserCheck,
  IconUserShield,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { CARE_NEEDS_MENU } from '../../features/care-needs/menu-entries.ts';
import { CARE_RECORD_MENU } from '../../features/care-record/menu-entries.ts';
import { CATALOGUE_MENU } from '../../features/catalogue/menu-entries.ts';
import { DAILY_REPORTS_MENU } from '../../features/daily-reports/menu-entries.ts';
import { INVOICES_MENU } from '../../features/invoices/menu-entries.ts';
import { NDIS_CLAIMS_MENU } from '../../features/ndis-claims/menu-entries.ts';
import { myProfilePath } from '../../features/profiles/my-profile-path.ts';
import { PROGRESS_NOTES_MENU } from '../../features/progress-notes/menu-entries.ts';
import { REFERRAL_MENU } from '../../features/referrals/menu-entries.ts';
import { ROSTER_MENU } from '../../features/roster/menu-entries.ts';
import { ROSTER_PORTALS_MENU } from '../../features/roster-portals/menu-entries.ts';
import { SHIFT_DAY_MENU } from '../../features/shift-day/menu-entries.ts';
import { SHIFT_REPORTS_MENU } from '../../features/shift-reports/menu-entries.ts';
import { TIMESHEET_REVIEW_MENU } from '../../features/timesheet-review/menu-entries.ts';
import { TIMESHEETS_MENU } from '../../features/timesheets/menu-entries.ts';
import { WORK_SETTINGS_MENU } from '../../features/work-settings/menu-entries.ts';

// The auditor's lists live under /app/auditor (spec 3 §2.8); everyone else's under /app/user.
const listArea = (p: Principal) => (p.role === 'Auditor' ? 'auditor' : 'user');

/** One entry of the side menu. Later areas add a line here, naming who sees it. */
export interface MenuEntry {
  section: 'Overview' | 'Roster' | 'Reports' | 'People' | 'My care' | 'Setup' | 'My account';
  label: string;
  icon: TablerIcon;
  to: (principal: Principal) => string;
  visible: (principal: Principal) => boolean;
  /** Pages under this path also light the entry (a list's profiles, the review screens). */
  area?: string;
}

export const MENU: readonly MenuEntry[] = [
  {
    section: 'Overview',
    label: 'Dashboard',
    icon: IconLayoutDashboard,
    to: (p) => homeRouteForRole(p.role),
    visible: () => true,
  },
  ...ROSTER_MENU,
  ...ROSTER_PORTALS_MENU,
  ...SHIFT_DAY_MENU,
  ...SHIFT_REPORTS_MENU,
  ...DAILY_REPORTS_MENU,
  ...TIMESHEETS_MENU,
  ...TIMESHEET_REVIEW_MENU,
  ...PROGRESS_NOTES_MENU,
  ...INVOICES_MENU,
  ...NDIS_CLAIMS_MENU,
  {
    section: 'People',
    label: 'Administrators',
    icon: IconUserShield,
    to: () => '/app/user/administrators',
    visible: (p) => can(p, 'administrator.view'),
    area: '/app/user/administrators/',
  },
  {
    section: 'People',
    label: 'Staff',
    icon: IconUserCheck,
    to: (p) => `/app/${listArea(p)}/staffs`,
    visible: (p) => can(p, 'staff.view'),
    area: '/app/user/staff/',
  },
  {
    section: 'People',
    label: 'Clients',
    icon: IconHeart,
    to: (p) => `/app/${listArea(p)}/clients`,
    visible: (p) => can(p, 'client.view'),
    area: '/app/user/clients/',
  },
  {
    // The review screens (spec 1 §2.7); the staff list first, as it is the one reviewed most.
    section: 'People',
    label: 'Documents',
    icon: IconFileText,
    to: () => '/app/document/staff',
    area: '/app/document/',
    visible: (p) => can(p, 'document.viewAll'),
  },
  ...REFERRAL_MENU,
  {
    section: 'People',
    label: 'Users',
    icon: IconUsers,
    to: () => '/app/user/all-user',
    visible: (p) => can(p, 'user.manage'),
  },
  {
    section: 'People',
    label: 'Roles',
    icon: IconIdBadge,
    to: () => '/app/user/all-roles',
    visible: (p) => can(p, 'role.manage'),
  },
  {
    section: 'People',
    label: 'Activity Log',
    icon: IconActivity,
    to: () => '/app/user/activity-log',
    visible: (p) => can(p, 'activityLog.view'),
  },
  {
    section: 'People',
    label: 'Mailbox',
    icon: IconInbox,
    to: () => '/app/user/mailbox',
    visible: (p) => can(p, 'mailbox.view'),
  },
  ...CARE_RECORD_MENU,
  ...CARE_NEEDS_MENU,
  ...CATALOGUE_MENU,
  ...WORK_SETTINGS_MENU,
  {
    section: 'My account',
    label: 'My Profile',
    icon: IconUser,
    to: (p) => myProfilePath(p.role) ?? '',
    visible: (p) => myProfilePath(p.role) !== null,
  },
  {
    section: 'My account',
    label: 'My Documents',
    icon: IconFileText,
    to: (p) => (p.role === 'Client' ? '/app/client/profile?tab=Documents' : '/app/staff/document'),
    visible: (p) => p.role === 'Staff' || p.role === 'Client',
  },
  {
    section: 'My account',
    label: 'Change Password',
    icon: IconLock,
    to: () => '/app/staff/change-password',
    visible: (p) => can(p, 'account.changePassword'),
  },
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
