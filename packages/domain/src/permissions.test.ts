import { describe, expect, it } from 'vitest';
import { type Action, CLAIMS, can, isAdmin, isClaim, PERMISSIONS, type Principal } from './permissions.ts';
import { ROLES } from './roles.ts';

const ACTIONS = Object.keys(PERMISSIONS) as Action[];
const as = (role: string, claims: readonly string[] = []): Principal => ({ role, claims });
const allowed = (p: Principal | null | undefined) => ACTIONS.filter((a) => can(p, a));

const ANY_ACTIONS: Action[] = [
  'session.use',
  'account.changePassword',
  'company.view',
  'ticket.own',
  'knowledgeBase.view',
  'message.own',
  'accounting.callback',
  'notice.own',
  'workSettings.view',
];

/** Actions bound to the caller's own client, staff or provider record: no admin acts as someone else there. */
const OWN_RECORD_ACTIONS: Action[] = [
  'client.editOwn',
  'clientPortal.use',
  'document.approveConsent',
  'staff.selfService',
  'provider.ownClients',
  'roster.viewOwn',
  'roster.requestCancellation',
  'openShift.request',
  'attendance.clock',
  'attendance.viewOwn',
  'shiftReport.fill',
  'timesheet.own',
  'progressNote.own',
  'incident.viewOwn',
  'training.viewOwn',
  'staffPay.viewOwn',
  'dashboard.myClients',
];

describe('the permission table', () => {
  it('names only known roles', () => {
    for (const action of ACTIONS) {
      const { roles } = PERMISSIONS[action] as { roles: readonly string[] | 'any' };
      if (roles !== 'any') {
        expect(roles.length, action).toBeGreaterThan(0);
        for (const role of roles) {
          expect(ROLES as readonly string[], `${action}: ${role}`).toContain(role);
        }
      }
    }
  });

  it('names only claims that are members of CLAIMS, each at most once per action', () => {
    for (const action of ACTIONS) {
      const claims = (PERMISSIONS[action] as { claims?: readonly string[] }).claims ?? [];
      for (const claim of claims) {
        expect(CLAIMS as readonly string[], `${action}: ${claim}`).toContain(claim);
        expect(isClaim(claim), `${action}: ${claim}`).toBe(true);
      }
      expect(new Set(claims).size, action).toBe(claims.length);
    }
  });

  it('lists every claim the specs name and no duplicates', () => {
    expect(new Set(CLAIMS).size).toBe(CLAIMS.length);
    expect([...CLAIMS].sort()).toEqual(
      [
        // spec 1 §6, spec 2 §6
        'Edit Client',
        'Edit Staff',
        'Edit Administrator',
        'Add Administrator',
        'Add Staff',
        'Add Client',
        // spec 3 §6
        'Add Shift Roster',
        'Edit Shift Roster',
        'Mark Attendances',
        'Delete Shift Roster',
        'Adjust Attendances',
        'Edit Attendances',
        'Generate Timesheet',
      ].sort(),
    );
  });

  it('isClaim matches exact spellings only', () => {
    expect(isClaim('Edit Client')).toBe(true);
    expect(isClaim('edit client')).toBe(false);
    expect(isClaim('Edit Client ')).toBe(false);
    expect(isClaim('Edit Clients')).toBe(false);
    expect(isClaim('')).toBe(false);
  });
});

describe('can: principals that are missing', () => {
  it.each([null, undefined])('denies every action, even the open ones, to %j', (principal) => {
    expect(allowed(principal)).toEqual([]);
  });
});

describe("can: 'any' actions", () => {
  it('are exactly the self-service actions every signed-in user has', () => {
    expect(ACTIONS.filter((a) => PERMISSIONS[a].roles === 'any').sort()).toEqual([...ANY_ACTIONS].sort());
  });

  it.each([...ROLES, 'Coordinator', ''])('are granted to role %j with no claims', (role) => {
    for (const action of ANY_ACTIONS) {
      expect(can(as(role), action), action).toBe(true);
    }
  });

  it('are the only actions an unknown role without claims gets', () => {
    expect(allowed(as('Coordinator')).sort()).toEqual([...ANY_ACTIONS].sort());
  });
});

describe('can: admins (spec 1 §6 full rights; spec 2 §6 administrator list)', () => {
  it('CompanyAdmin passes every action except the own-record ones of other portals', () => {
    const denied = ACTIONS.filter((a) => !can(as('CompanyAdmin'), a));
    expect(denied.sort()).toEqual([...OWN_RECORD_ACTIONS].sort());
  });

  it('Administrator also passes everything except claims.grant, administrator add/edit, the integrations, paying for the subscription and changing the award rates or the Support at Home budgets', () => {
    const denied = ACTIONS.filter((a) => !can(as('Administrator'), a));
    expect(denied.sort()).toEqual(
      [
        ...OWN_RECORD_ACTIONS,
        'claims.grant',
        'administrator.add',
        'administrator.edit',
        'integration.manage',
        'subscription.manage',
        'payment.view',
        'payRates.manage',
        'sahBudgets.manage',
        'sahServices.manage',
      ].sort(),
    );
  });

  it('Administrator adds or edits administrators only with the matching claim', () => {
    expect(can(as('Administrator', ['Add Administrator']), 'administrator.add')).toBe(true);
    expect(can(as('Administrator', ['Add Administrator']), 'administrator.edit')).toBe(false);
    expect(can(as('Administrator', ['Edit Administrator']), 'administrator.edit')).toBe(true);
    expect(can(as('Administrator', ['Edit Administrator']), 'administrator.add')).toBe(false);
  });

  it('no claim lets an Administrator grant claims', () => {
    expect(can(as('Administrator', CLAIMS), 'claims.grant')).toBe(false);
    expect(can(as('CompanyAdmin'), 'claims.grant')).toBe(true);
  });

  it.each([
    ['client.activate'],
    ['client.invite'],
    ['client.audit'],
    ['client.accountingUpdate'],
    ['client.assignCareManager'],
    ['client.assignServiceProvider'],
    ['document.review'],
    ['invoice.manage'],
    ['invoice.view'],
    ['claim.manage'],
    ['timesheet.generate'],
    ['attendance.adjust'],
  ] as [Action][])('both admin roles may %s', (action) => {
    expect(can(as('CompanyAdmin'), action)).toBe(true);
    expect(can(as('Administrator'), action)).toBe(true);
  });

  it('isAdmin follows the role, not the claims', () => {
    expect(isAdmin(as('CompanyAdmin'))).toBe(true);
    expect(isAdmin(as('Administrator'))).toBe(true);
    expect(isAdmin(as('Staff', CLAIMS))).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('can: Auditor (read-only, spec 1 §6, spec 3 §6)', () => {
  const auditor = as('Auditor');

  it('may view clients, staff, documents, administrators, rosters, reports and its dashboard', () => {
    for (const action of [
      'client.view',
      'client.viewTabs',
      'staff.view',
      'document.view',
      'administrator.view',
      'roster.view',
      'report.view',
      'auditor.dashboard',
    ] as Action[]) {
      expect(can(auditor, action), action).toBe(true);
    }
  });

  it('may not review, delete or upload documents, nor edit clients', () => {
    for (const action of [
      'document.review',
      'document.delete',
      'document.upload',
      'document.edit',
      'client.edit',
      'client.activate',
      'client.invite',
      'client.audit',
    ] as Action[]) {
      expect(can(auditor, action), action).toBe(false);
    }
  });

  it('gets only view actions besides the open ones', () => {
    const beyondAny = allowed(auditor).filter((a) => !ANY_ACTIONS.includes(a));
    expect(beyondAny.sort()).toEqual(
      [
        'administrator.view',
        'attendance.view',
        'auditor.dashboard',
        'availability.view',
        'catalogue.view',
        'client.view',
        'client.viewTabs',
        'clientRecord.view',
        'document.view',
        'document.viewAll',
        'report.view',
        'roster.view',
        'sahProgram.view',
        'shiftReport.view',
        'dailyReport.view',
        'timesheet.view',
        'progressNote.view',
        'invoice.view',
        'participantForm.view',
        'staff.view',
        'incident.view',
        'restrictivePractice.view',
        'policy.view',
        'policy.viewAcceptance',
        'training.view',
      ].sort(),
    );
  });

  it('does not see the staff work tabs nor the agreement dates', () => {
    expect(can(auditor, 'staff.viewWorkTabs')).toBe(false);
    expect(can(auditor, 'client.viewAgreementDates')).toBe(false);
  });
});

describe('can: Staff and claims', () => {
  it('a Staff user without claims cannot edit a client', () => {
    expect(can(as('Staff'), 'client.edit')).toBe(false);
    expect(can(as('Staff'), 'client.viewTabs')).toBe(false);
    expect(can(as('Staff'), 'client.viewAgreementDates')).toBe(false);
  });

  it("with 'Edit Client' can edit and see tabs and agreement dates, but still not activate", () => {
    const staff = as('Staff', ['Edit Client']);
    expect(can(staff, 'client.edit')).toBe(true);
    expect(can(staff, 'client.viewTabs')).toBe(true);
    expect(can(staff, 'client.viewAgreementDates')).toBe(true);
    expect(can(staff, 'client.activate')).toBe(false);
    expect(can(staff, 'client.audit')).toBe(false);
    expect(can(staff, 'client.add')).toBe(false);
    expect(can(staff, 'staff.edit')).toBe(false);
  });

  it('claims are matched by exact spelling', () => {
    expect(can(as('Staff', ['edit client']), 'client.edit')).toBe(false);
    expect(can(as('Staff', ['Edit Client '] as string[]), 'client.edit')).toBe(false);
  });

  it('one claim among several is enough', () => {
    expect(can(as('Staff', ['Add Staff', 'Edit Client']), 'client.edit')).toBe(true);
    expect(can(as('Staff', ['Delete Shift Roster']), 'roster.view')).toBe(true);
  });

  it('keeps its own self-service and document rights without claims', () => {
    const staff = as('Staff');
    expect(can(staff, 'staff.selfService')).toBe(true);
    expect(can(staff, 'document.upload')).toBe(true);
    expect(can(staff, 'document.requestConsent')).toBe(true);
    expect(can(staff, 'document.review')).toBe(false);
    expect(can(staff, 'timesheet.generate')).toBe(false);
  });

  it.each([
    ['Generate Timesheet', 'timesheet.generate'],
    ['Adjust Attendances', 'attendance.adjust'],
    ['Edit Attendances', 'attendance.edit'],
    ['Mark Attendances', 'attendance.mark'],
    ['Add Shift Roster', 'roster.add'],
    ['Edit Shift Roster', 'roster.edit'],
    ['Delete Shift Roster', 'roster.delete'],
    ['Add Staff', 'staff.add'],
    ['Edit Staff', 'staff.edit'],
    ['Add Client', 'client.add'],
  ] as [string, Action][])("the claim '%s' grants %s to a user whose role does not", (claim, action) => {
    expect(can(as('CareManager'), action)).toBe(false);
    expect(can(as('CareManager', [claim]), action)).toBe(true);
  });

  it('no set of claims grants an action whose rule lists no claims', () => {
    const everyClaim = as('Coordinator', CLAIMS);
    for (const action of ACTIONS) {
      const rule = PERMISSIONS[action] as { roles: unknown; claims?: readonly string[] };
      if (rule.roles !== 'any' && !rule.claims?.length) {
        expect(can(everyClaim, action), action).toBe(false);
      }
    }
  });
});

describe('can: clients and documents (spec 1 §6)', () => {
  it('a Client cannot request consent, but approves it and uploads', () => {
    expect(can(as('Client'), 'document.requestConsent')).toBe(false);
    expect(can(as('Client'), 'document.approveConsent')).toBe(true);
    expect(can(as('Client'), 'document.upload')).toBe(true);
    expect(can(as('Client'), 'document.review')).toBe(false);
  });

  it('a Client uses its portal and edits its own profile, not other clients', () => {
    expect(can(as('Client'), 'clientPortal.use')).toBe(true);
    expect(can(as('Client'), 'client.editOwn')).toBe(true);
    expect(can(as('Client'), 'client.edit')).toBe(false);
    expect(can(as('Staff'), 'clientPortal.use')).toBe(false);
  });

  it('only Client, Staff and the admins manage client record rows and representatives', () => {
    for (const action of [
      'clientRecord.add',
      'clientRecord.edit',
      'clientRecord.delete',
      'representative.manage',
    ] as Action[]) {
      const roles = ROLES.filter((r) => can(as(r), action));
      expect(roles.sort(), action).toEqual(['Administrator', 'Client', 'CompanyAdmin', 'Staff']);
    }
  });
});
