import { type Action, CLAIMS, can } from './permissions.ts';
import { ROLES } from './roles.ts';
import { countsAsSubscriptionUser } from './subscriptions/user-limit.ts';

/** One thing a role may do, in plain words, and the permission-table action that grants it. */
export interface PrivilegeWords {
  area: PrivilegeArea;
  action: Action;
  words: string;
  /** The words for roles that reach only their own records of the kind (a worker's own clients). */
  own?: { roles: readonly string[]; words: string };
}

/** Roles that see only the clients they work with (the record rules narrow them). */
const OWN_CLIENTS = ['Staff', 'CareManager', 'ServiceProvider'] as const;

export const PRIVILEGE_AREAS = [
  'People',
  'Roster',
  'Attendance and timesheets',
  'Money',
  'Care and safety',
  'Their own',
] as const;
export type PrivilegeArea = (typeof PRIVILEGE_AREAS)[number];

/**
 * What the Roles page says a role holds (issue 40 item 8). Each line is read off the permission
 * table (`can` with the role and no claims), so the page says what the server enforces.
 */
export const PRIVILEGE_WORDS: readonly PrivilegeWords[] = [
  {
    area: 'People',
    action: 'client.view',
    words: 'See client records',
    own: { roles: OWN_CLIENTS, words: 'See the records of the clients they work with' },
  },
  { area: 'People', action: 'client.add', words: 'Add clients' },
  { area: 'People', action: 'client.edit', words: 'Change client details' },
  { area: 'People', action: 'client.invite', words: 'Invite clients to the portal' },
  { area: 'People', action: 'staff.view', words: 'See staff records' },
  { area: 'People', action: 'staff.add', words: 'Add staff' },
  { area: 'People', action: 'staff.edit', words: 'Change staff details' },
  { area: 'People', action: 'administrator.add', words: 'Add administrators' },
  { area: 'People', action: 'user.manage', words: 'Manage sign-ins (Users)' },
  { area: 'People', action: 'claims.grant', words: 'Give users privileges' },
  { area: 'Roster', action: 'roster.view', words: 'See the whole roster' },
  { area: 'Roster', action: 'roster.add', words: 'Put shifts on the roster' },
  { area: 'Roster', action: 'roster.edit', words: 'Change shifts' },
  { area: 'Roster', action: 'roster.delete', words: 'Remove shifts' },
  { area: 'Roster', action: 'openShift.decide', words: 'Give open shifts and decide cancellations' },
  { area: 'Attendance and timesheets', action: 'attendance.view', words: 'See attendance' },
  { area: 'Attendance and timesheets', action: 'attendance.mark', words: 'Clock staff in and out for them' },
  {
    area: 'Attendance and timesheets',
    action: 'attendance.adjust',
    words: 'Adjust clock-in and clock-out times',
  },
  { area: 'Attendance and timesheets', action: 'attendance.approve', words: 'Approve attendance' },
  { area: 'Attendance and timesheets', action: 'timesheet.view', words: 'See timesheets' },
  { area: 'Attendance and timesheets', action: 'timesheet.generate', words: 'Make timesheets' },
  { area: 'Attendance and timesheets', action: 'timesheet.post', words: 'Post pay to accounting' },
  { area: 'Money', action: 'invoice.view', words: 'See saved invoices' },
  { area: 'Money', action: 'invoice.manage', words: 'Make and send invoices' },
  { area: 'Money', action: 'claim.manage', words: 'Make NDIS claims' },
  { area: 'Money', action: 'payRates.manage', words: 'Set award pay rates' },
  { area: 'Money', action: 'integration.manage', words: 'Connect Xero' },
  { area: 'Money', action: 'subscription.manage', words: 'Pay for and change the subscription' },
  { area: 'Care and safety', action: 'incident.report', words: 'Report incidents' },
  { area: 'Care and safety', action: 'incident.view', words: 'See the incident register' },
  { area: 'Care and safety', action: 'incident.manage', words: 'Run the incident register' },
  { area: 'Care and safety', action: 'document.review', words: 'Review documents' },
  { area: 'Care and safety', action: 'policy.manage', words: 'Manage policies and training' },
  { area: 'Care and safety', action: 'activityLog.view', words: 'See the activity log' },
  { area: 'Their own', action: 'roster.viewOwn', words: 'See their own shifts' },
  { area: 'Their own', action: 'attendance.clock', words: 'Clock in and out of their shifts' },
  { area: 'Their own', action: 'shiftReport.fill', words: 'Write shift reports' },
  { area: 'Their own', action: 'openShift.request', words: 'Ask for open shifts' },
  { area: 'Their own', action: 'clientPortal.use', words: 'See their visits and sign their forms' },
  { area: 'Their own', action: 'provider.ownClients', words: 'See the clients referred to them' },
  { area: 'Their own', action: 'dashboard.myClients', words: 'See their clients’ visits' },
];

/** A built-in role's privileges, by area, in plain words (areas with none left out). */
export interface RolePrivileges {
  role: (typeof ROLES)[number];
  areas: { area: PrivilegeArea; words: string[] }[];
  /** Whether privileges (claims) can be given to a user of the role on top (Users → Privileges). */
  takesExtraPrivileges: boolean;
}

export function rolePrivileges(role: (typeof ROLES)[number]): RolePrivileges {
  const held = PRIVILEGE_WORDS.filter((p) => can({ role, claims: [] }, p.action));
  return {
    role,
    areas: PRIVILEGE_AREAS.map((area) => ({
      area,
      words: held
        .filter((p) => p.area === area)
        .map((p) => (p.own?.roles.includes(role) ? p.own.words : p.words)),
    })).filter((a) => a.words.length > 0),
    takesExtraPrivileges: countsAsSubscriptionUser(role),
  };
}

/** Every built-in role with its privileges, in the order of ROLES. */
export const ALL_ROLE_PRIVILEGES = (): RolePrivileges[] => ROLES.map(rolePrivileges);

/** The privileges (claims) the office gives users one by one: a company's role names carry none. */
export const GRANTABLE_PRIVILEGES = CLAIMS;
