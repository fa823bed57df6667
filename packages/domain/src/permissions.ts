import { isAdminRole, type Role } from './roles.ts';

/** The named privileges (claims) a CompanyAdmin can grant per user on the claims screen. */
export const CLAIMS = [
  'Edit Client',
  'Edit Staff',
  'Edit Administrator',
  'Add Administrator',
  'Add Client',
  'Add Staff',
  'Add Shift Roster',
  'Edit Shift Roster',
  'Delete Shift Roster',
  'Mark Attendances',
  'Adjust Attendances',
  'Edit Attendances',
  'Generate Timesheet',
] as const;
export type Claim = (typeof CLAIMS)[number];

export function isClaim(value: string): value is Claim {
  return (CLAIMS as readonly string[]).includes(value);
}

/** Who may do an action: any listed role, or any user holding one of the listed claims. */
export interface PermissionRule {
  roles: readonly Role[] | 'any';
  claims?: readonly Claim[];
}

const ADMINS = ['CompanyAdmin', 'Administrator'] as const satisfies readonly Role[];
const CARE_TEAM = [...ADMINS, 'Staff', 'Client'] as const satisfies readonly Role[];
const READERS = [...ADMINS, 'Auditor'] as const satisfies readonly Role[];

/**
 * The permission table: every action that section 6 of the three spec documents names.
 * The server enforces it on every route; the web app reads it to show or hide controls.
 */
export const PERMISSIONS = {
  // Session and self-service, open to every signed-in user.
  'session.use': { roles: 'any' },
  'account.changePassword': { roles: 'any' },
  'company.view': { roles: 'any' },
  'ticket.own': { roles: 'any' },
  'accounting.callback': { roles: 'any' },
  // Setup → Integrations (issue 28): the office sees the connection; only a company administrator changes it.
  'integration.view': { roles: ADMINS },
  'integration.manage': { roles: ['CompanyAdmin'] },
  // Subscription and payments (issue 31): the office sees the plan; only a company administrator pays or changes it.
  'subscription.view': { roles: ADMINS },
  'subscription.manage': { roles: ['CompanyAdmin'] },
  'payment.view': { roles: ['CompanyAdmin'] },

  // Administrators (spec 1 §6, spec 2 §6).
  'administrator.view': { roles: READERS },
  'administrator.add': { roles: ['CompanyAdmin'], claims: ['Add Administrator'] },
  'administrator.edit': { roles: ['CompanyAdmin'], claims: ['Edit Administrator'] },
  'administrator.activate': { roles: ADMINS },

  // Clients (spec 1 §6, spec 2 §6).
  'client.view': { roles: [...READERS, 'Staff', 'CareManager', 'ServiceProvider'], claims: ['Edit Client'] },
  'client.add': { roles: ADMINS, claims: ['Add Client'] },
  'client.edit': { roles: ADMINS, claims: ['Edit Client'] },
  'client.viewTabs': { roles: READERS, claims: ['Edit Client'] },
  'client.viewAgreementDates': { roles: ADMINS, claims: ['Edit Client'] },
  'client.activate': { roles: ADMINS },
  /** Invite a participant to the portal: their sign-in, as staff are invited (issue 40 item 5). */
  'client.invite': { roles: ADMINS },
  'client.audit': { roles: ADMINS },
  'client.accountingUpdate': { roles: ADMINS },
  'client.assignCareManager': { roles: ADMINS },
  'client.assignServiceProvider': { roles: ADMINS },
  'client.editOwn': { roles: ['Client'] },

  // Client record tabs (spec 2 §6). Reading: whoever reads clients, and a client their own record
  // (the record scope of record-access.ts narrows each reader to the clients they may see).
  'clientRecord.view': {
    roles: [...READERS, 'Staff', 'Client', 'CareManager', 'ServiceProvider'],
    claims: ['Edit Client'],
  },
  'clientRecord.add': { roles: CARE_TEAM },
  // The item a client is billed at (issue 25 item 7): the office or an Edit Client claim holder;
  // a schedule line added by anyone else is a suggestion until accepted.
  'supportSchedule.price': { roles: ADMINS, claims: ['Edit Client'] },
  'clientRecord.edit': { roles: CARE_TEAM },
  'clientRecord.delete': { roles: CARE_TEAM },
  'representative.manage': { roles: CARE_TEAM },
  // Participant forms (spec 1 §2.3; issue 27): read with the client's record (the record rules
  // narrow each reader), filled by the office, signed by the office and by the client in their portal.
  'participantForm.view': {
    roles: [...READERS, 'Staff', 'Client'],
    claims: ['Edit Client'],
  },
  'participantForm.edit': { roles: ADMINS, claims: ['Edit Client'] },
  'participantForm.sign': { roles: [...ADMINS, 'Client'], claims: ['Edit Client'] },
  'participantForm.reminders': { roles: ADMINS },
  // NDIS plans and budgets (ours: the spec keeps only ndisPlan Yes/No).
  'clientPlan.manage': { roles: ADMINS, claims: ['Edit Client'] },

  // The NDIS Support Catalogue: read by whoever schedules supports, imported by administrators.
  'catalogue.view': { roles: [...READERS, 'Staff', 'Client'], claims: ['Edit Client'] },
  'catalogue.import': { roles: ADMINS },

  // Staff (spec 2 §6).
  'staff.view': { roles: READERS, claims: ['Edit Staff'] },
  'staff.add': { roles: ADMINS, claims: ['Add Staff'] },
  'staff.edit': { roles: ADMINS, claims: ['Edit Staff'] },
  'staff.activate': { roles: ADMINS, claims: ['Edit Staff'] },
  'staff.audit': { roles: ADMINS, claims: ['Edit Staff'] },
  'staff.viewWorkTabs': { roles: [...ADMINS, 'Staff'], claims: ['Edit Staff'] },
  'staff.selfService': { roles: ['Staff'] },

  // Documents (spec 1 §6).
  'document.view': { roles: [...READERS, 'Staff', 'Client'] },
  'document.viewAll': { roles: READERS },
  'document.upload': { roles: CARE_TEAM, claims: ['Edit Staff'] },
  'document.edit': { roles: CARE_TEAM, claims: ['Edit Staff'] },
  'document.delete': { roles: CARE_TEAM },
  'document.review': { roles: ADMINS },
  'document.requestConsent': { roles: [...ADMINS, 'Staff'] },
  'document.approveConsent': { roles: ['Client'] },

  // People administration (spec 2 §6: who sees these screens is not shown; admins do).
  'user.manage': { roles: ADMINS },
  'role.manage': { roles: ADMINS },
  'claims.grant': { roles: ['CompanyAdmin'] },
  'activityLog.view': { roles: ADMINS },
  'referral.manage': { roles: ADMINS },
  'serviceProvider.manage': { roles: ADMINS },
  'provider.ownClients': { roles: ['ServiceProvider'] },
  // A provider's clients and their profiles (spec 1 §2.5, spec 2 §7): admins, and providers for their own.
  'provider.viewClients': { roles: [...ADMINS, 'ServiceProvider'] },
  'mailbox.view': { roles: ADMINS },

  // Roster, attendance, timesheets, invoices (spec 3 §6).
  'roster.view': { roles: READERS, claims: ['Add Shift Roster', 'Edit Shift Roster', 'Delete Shift Roster'] },
  'roster.add': { roles: ADMINS, claims: ['Add Shift Roster'] },
  'roster.edit': { roles: ADMINS, claims: ['Edit Shift Roster'] },
  'roster.delete': { roles: ADMINS, claims: ['Delete Shift Roster'] },
  'roster.notify': { roles: ADMINS },
  // Ours, beside the spec's roster claims: a staff member's and a client's own roster, the
  // cancellation workflow, open shifts, and availability (spec 3 §2.4, §4.2, §7.5).
  'roster.viewOwn': { roles: ['Staff', 'Client'] },
  'roster.requestCancellation': { roles: ['Staff'] },
  'roster.decideCancellation': { roles: ADMINS, claims: ['Edit Shift Roster'] },
  'roster.reassign': { roles: ADMINS, claims: ['Edit Shift Roster'] },
  'roster.cancelClientShift': { roles: ADMINS, claims: ['Edit Shift Roster'] },
  'openShift.request': { roles: ['Staff'] },
  'openShift.decide': { roles: ADMINS, claims: ['Edit Shift Roster'] },
  'availability.view': { roles: [...READERS, 'Staff'], claims: ['Edit Staff'] },
  'availability.manage': { roles: [...ADMINS, 'Staff'], claims: ['Edit Staff'] },
  'notice.own': { roles: 'any' },
  'attendance.mark': { roles: ADMINS, claims: ['Mark Attendances'] },
  'attendance.adjust': { roles: ADMINS, claims: ['Adjust Attendances'] },
  'attendance.edit': { roles: ADMINS, claims: ['Edit Attendances'] },
  'attendance.approve': { roles: ADMINS },
  // The shift day (spec 3 §2.1, §2.3, §2.4, §6): a worker's own clock-in/out, attendance, shift
  // reports and daily reports; the office's views; the company's work settings.
  'attendance.clock': { roles: ['Staff'] },
  'attendance.viewOwn': { roles: ['Staff'] },
  'attendance.view': {
    roles: READERS,
    claims: ['Mark Attendances', 'Edit Attendances', 'Adjust Attendances'],
  },
  'shiftReport.fill': { roles: ['Staff'] },
  'shiftReport.view': { roles: READERS },
  'shiftReport.edit': { roles: ADMINS },
  'dailyReport.own': { roles: [...ADMINS, 'Staff'] },
  'dailyReport.view': { roles: READERS },
  'dailyReport.edit': { roles: ADMINS },
  'workSettings.view': { roles: 'any' },
  'workSettings.manage': { roles: ADMINS },
  'timesheet.generate': { roles: ADMINS, claims: ['Generate Timesheet'] },
  'timesheet.post': { roles: ADMINS },
  // Timesheets and progress notes (issue 14): the office's screens, sending, the worker's answers.
  'timesheet.view': {
    roles: READERS,
    claims: ['Generate Timesheet', 'Adjust Attendances', 'Edit Attendances'],
  },
  'timesheet.send': { roles: ADMINS, claims: ['Generate Timesheet'] },
  'timesheet.own': { roles: ['Staff'] },
  'progressNote.own': { roles: ['Staff'] },
  'progressNote.view': { roles: READERS },
  'progressNote.edit': { roles: ADMINS },
  'shiftReport.aiDraft': { roles: ADMINS },
  'invoice.manage': { roles: ADMINS },
  // Invoices and NDIS claims (issue 15): saved invoices are read by auditors too; claims are made by administrators.
  'invoice.view': { roles: READERS },
  'claim.manage': { roles: ADMINS },
  'report.view': { roles: READERS },
  // Incidents (issue 27): anyone on the care team reports one and reads those they reported; the
  // office runs the register; auditors read it (audit-approved people's only).
  'incident.report': { roles: CARE_TEAM },
  'incident.view': { roles: READERS },
  'incident.viewOwn': { roles: ['Staff', 'Client'] },
  'incident.manage': { roles: ADMINS },
  'incident.settings': { roles: ADMINS },
  'restrictivePractice.view': { roles: READERS },
  'restrictivePractice.manage': { roles: ADMINS },
  'auditor.dashboard': { roles: ['Auditor', ...ADMINS] },
  // The office's Today panel (issue 26): every worker's and client's shifts of now.
  'dashboard.today': { roles: ADMINS },
  // A care manager's and a support coordinator's home (issue 40 item 9): their own clients' visits.
  'dashboard.myClients': { roles: ['CareManager', 'ServiceProvider'] },

  // Tickets, the knowledge base and messages (spec 3 §2.4, §6; spec 1 §7.5; issue 29): everyone
  // raises and reads their own tickets and messages; the office answers every ticket of the company.
  'ticket.manage': { roles: ADMINS },
  'knowledgeBase.view': { roles: 'any' },
  'knowledgeBase.manage': { roles: ADMINS },
  'message.own': { roles: 'any' },
  // Policies and staff training (spec 1 §7.5, spec 3 §2.8; issue 29): auditors read both.
  'policy.view': { roles: [...READERS, 'Staff'] },
  'policy.accept': { roles: [...ADMINS, 'Staff'] },
  'policy.viewAcceptance': { roles: READERS },
  'policy.manage': { roles: ADMINS },
  'training.view': { roles: READERS, claims: ['Edit Staff'] },
  'training.viewOwn': { roles: ['Staff'] },
  'training.manage': { roles: ADMINS, claims: ['Edit Staff'] },
  'clientPortal.use': { roles: ['Client'] },
  // Pay (issue 38): a worker's award settings are kept by whoever edits staff, and read by the worker
  // (their own); the award's rates and the company's pay switches are read by the office and changed
  // by a company administrator.
  'staffPay.manage': { roles: ADMINS, claims: ['Edit Staff'] },
  'staffPay.viewOwn': { roles: ['Staff'] },
  'payRates.view': { roles: ADMINS },
  'payRates.manage': { roles: ['CompanyAdmin'] },
  // Support at Home (issue 39): a client's program and quarter are read by the office, an auditor and
  // the client (their own, by the record rule: the budget left) and kept by whoever edits clients; the
  // budget rows and settings are read by the office and changed by a company administrator.
  'sahProgram.view': { roles: [...READERS, 'Client'], claims: ['Edit Client'] },
  'sahProgram.manage': { roles: ADMINS, claims: ['Edit Client'] },
  'sahBudgets.view': { roles: ADMINS },
  'sahBudgets.manage': { roles: ['CompanyAdmin'] },
  // The service list and prices (issue 39 item 3): read by the office (the roster names a service),
  // imported and priced by a company administrator, as the NDIS catalogue's prices.
  'sahServices.view': { roles: ADMINS },
  'sahServices.manage': { roles: ['CompanyAdmin'] },
} as const satisfies Record<string, PermissionRule>;

export type Action = keyof typeof PERMISSIONS;

export interface Principal {
  role: string;
  claims: readonly string[];
}

/** True when the principal's role or one of its claims grants the action. */
export function can(principal: Principal | null | undefined, action: Action): boolean {
  if (!principal) {
    return false;
  }
  const rule: PermissionRule = PERMISSIONS[action];
  if (rule.roles === 'any') {
    return true;
  }
  if ((rule.roles as readonly string[]).includes(principal.role)) {
    return true;
  }
  return (rule.claims ?? []).some((claim) => principal.claims.includes(claim));
}

/** Admin roles pass every check of the people screens; kept for the inverted provider rule (spec 1 §6). */
export function isAdmin(principal: Principal | null | undefined): boolean {
  return isAdminRole(principal?.role);
}
