import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activitiesOf,
  insertAdministrator,
  insertProfile,
  insertStaff,
  uniqueAddress,
} from '../../../test/fixtures.ts';
import {
  addSignedInUser,
  bearer,
  createCompany,
  type Harness,
  harness,
  PASSWORD,
} from '../../../test/harness.ts';
import { linkTokenFor } from '../../../test/mailbox.ts';
import { administrators, profiles, staffs } from '../../db/schema/index.ts';

const TABLES = { administrator: administrators, staff: staffs, client: profiles } as const;
type Kind = keyof typeof TABLES;

/** Each status call: the record kind, its URL and id parameter, and the column it sets. */
const ACTIONS: [string, Kind, string, 'isActive' | 'auditApproved', boolean, string][] = [
  ['/api/Administrators/activate_admin', 'administrator', 'adminId', 'isActive', true, 'activated'],
  ['/api/Administrators/deactivate_admin', 'administrator', 'adminId', 'isActive', false, 'deactivated'],
  ['/api/Profiles/activate_client', 'client', 'clientid', 'isActive', true, 'activated'],
  ['/api/Profiles/deactivate_client', 'client', 'clientid', 'isActive', false, 'deactivated'],
  ['/api/Profiles/approve_audit', 'client', 'id', 'auditApproved', true, 'approved for auditing'],
  ['/api/Profiles/disapprove_audit', 'client', 'id', 'auditApproved', false, 'disapproved for auditing'],
  ['/api/Staffs/activate_staff', 'staff', 'staffId', 'isActive', true, 'activated'],
  ['/api/Staffs/deactivate_staff', 'staff', 'staffId', 'isActive', false, 'deactivated'],
  ['/api/Staffs/approve_audit', 'staff', 'id', 'auditApproved', true, 'approved for auditing'],
  ['/api/Staffs/disapprove_audit', 'staff', 'id', 'auditApproved', false, 'disapproved for auditing'],
];

/** A record of the kind in the opposite state of what the call sets. */
function insertOpposite(h: Harness, companyId: string, kind: Kind, column: string, value: boolean) {
  const o = column === 'isActive' ? { isActive: !value } : { auditApproved: !value };
  if (kind === 'administrator') {
    return insertAdministrator(h, companyId, o);
  }
  return kind === 'staff' ? insertStaff(h, companyId, o) : insertProfile(h, companyId, o);
}

async function rowOf(h: Harness, kind: Kind, id: string) {
  const t = TABLES[kind];
  const [row] = await h.database.db.select().from(t).where(eq(t.id, id));
  return row as (Record<string, unknown> & { userModified: string | null }) | undefined;
}

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('status actions (mutating GETs)', () => {
  it.each(ACTIONS)(
    '%s changes the record, replies no-store and logs it',
    async (url, kind, param, column, value, done) => {
      const h = await harness();
      const c = await createCompany(h);
      const admin = c.users.Administrator;
      const person = await insertOpposite(h, c.companyId, kind, column, value);
      const res = await get(h, `${url}?${param}=${person.id}&userId=${admin.id}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ status: 'Success', message: `${person.firstName} Test was ${done}.` });
      const row = await rowOf(h, kind, person.id);
      expect(row?.[column]).toBe(value);
      expect(row?.userModified).toBe(admin.id);
      const logs = await activitiesOf(h, admin.id, `${person.firstName} Test (${kind}) ${done}`);
      expect(logs).toHaveLength(1);
      expect(logs[0]?.companyId).toBe(c.companyId);
    },
  );

  it('refuses Staff, Auditor and Client with 403 on every status call, changing nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const [url, kind, param, column, value] of ACTIONS) {
      const person = await insertOpposite(h, c.companyId, kind, column, value);
      for (const role of ['Staff', 'Auditor', 'Client'] as const) {
        const res = await get(h, `${url}?${param}=${person.id}`, c.users[role].token);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().message).toBe(MESSAGES.forbidden);
      }
      expect((await rowOf(h, kind, person.id))?.[column], url).toBe(!value);
    }
  });

  it('does not find another company’s record (404) on any status call', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    for (const [url, kind, param, column, value] of ACTIONS) {
      const theirs = await insertOpposite(h, b.companyId, kind, column, value);
      const res = await get(h, `${url}?${param}=${theirs.id}`, a.users.CompanyAdmin.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
      expect((await rowOf(h, kind, theirs.id))?.[column], url).toBe(!value);
    }
  });

  it('refuses a missing or malformed id with 400, and a query naming another company with 403', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const token = a.users.CompanyAdmin.token;
    const missing = await get(h, '/api/Staffs/deactivate_staff', token);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['staffId']);
    expect((await get(h, '/api/Profiles/activate_client?clientid=42', token)).statusCode).toBe(400);
    const s = await insertStaff(h, a.companyId);
    const named = await get(
      h,
      `/api/Staffs/deactivate_staff?staffId=${s.id}&companyId=${b.companyId}`,
      token,
    );
    expect(named.statusCode).toBe(403);
    expect((await rowOf(h, 'staff', s.id))?.isActive).toBe(true);
  });

  it.each(ACTIONS)('%s refuses a malformed %s id with 400 naming its parameter', async (url, _, param) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, `${url}?${param}=not-a-uuid`, c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [param]: 'The id must be a UUID' });
    expect(res.json().message).toContain('The id must be a UUID');
  });

  it('binds the id parameter in any case (clientId, ClientId)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const p = await insertProfile(h, c.companyId);
    const res = await get(h, `/api/Profiles/deactivate_client?ClientId=${p.id}`, c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect((await rowOf(h, 'client', p.id))?.isActive).toBe(false);
  });

  it('lets Staff holding "Edit Staff" change staff status but not a client’s', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff'] });
    const s = await insertStaff(h, c.companyId, { auditApproved: false });
    const p = await insertProfile(h, c.companyId);
    const token = c.users.Staff.token;
    expect((await get(h, `/api/Staffs/approve_audit?id=${s.id}`, token)).statusCode).toBe(200);
    expect((await rowOf(h, 'staff', s.id))?.auditApproved).toBe(true);
    expect((await get(h, `/api/Profiles/deactivate_client?clientid=${p.id}`, token)).statusCode).toBe(403);
  });
});

describe('deactivating a person turns off their sign-in', () => {
  const login = (h: Harness, email: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email, password: PASSWORD },
      remoteAddress: uniqueAddress(),
    });

  it('refuses the staff member’s sign-in and their current token with 401 until reactivated', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staffUser = c.users.Staff;
    const s = await insertStaff(h, c.companyId);
    await h.database.db.update(staffs).set({ userId: staffUser.id }).where(eq(staffs.id, s.id));
    const admin = c.users.CompanyAdmin.token;

    expect((await get(h, '/api/Account/me', staffUser.token)).statusCode).toBe(200);
    expect((await get(h, `/api/Staffs/deactivate_staff?staffId=${s.id}`, admin)).statusCode).toBe(200);
    const refused = await login(h, staffUser.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().token).toBeUndefined();
    expect((await get(h, '/api/Account/me', staffUser.token)).statusCode).toBe(401);
    // Other users of the company are unaffected.
    expect((await get(h, '/api/Account/me', c.users.Auditor.token)).statusCode).toBe(200);

    expect((await get(h, `/api/Staffs/activate_staff?staffId=${s.id}`, admin)).statusCode).toBe(200);
    const again = await login(h, staffUser.email);
    expect(again.statusCode).toBe(200);
    expect((await get(h, '/api/Account/me', again.json().token)).statusCode).toBe(200);
  });

  it('ends the sessions for good: a token from before the deactivation stays refused after reactivation', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staffUser = c.users.Staff;
    const s = await insertStaff(h, c.companyId);
    await h.database.db.update(staffs).set({ userId: staffUser.id }).where(eq(staffs.id, s.id));
    const admin = c.users.CompanyAdmin.token;
    expect((await get(h, `/api/Staffs/deactivate_staff?staffId=${s.id}`, admin)).statusCode).toBe(200);
    expect((await get(h, `/api/Staffs/activate_staff?staffId=${s.id}`, admin)).statusCode).toBe(200);
    const old = await get(h, '/api/Account/me', staffUser.token);
    expect(old.statusCode).toBe(401);
  });

  it('revokes the one-time links issued before the deactivation', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staffUser = c.users.Staff;
    const s = await insertStaff(h, c.companyId);
    await h.database.db.update(staffs).set({ userId: staffUser.id }).where(eq(staffs.id, s.id));
    const admin = c.users.CompanyAdmin.token;
    const reset = `/api/Account/reset_user_password?email=${encodeURIComponent(staffUser.email)}`;
    expect((await get(h, reset, admin)).statusCode).toBe(200);
    const token = await linkTokenFor(h, staffUser.email, 'set-password');
    expect((await get(h, `/api/Staffs/deactivate_staff?staffId=${s.id}`, admin)).statusCode).toBe(200);
    expect((await get(h, `/api/Staffs/activate_staff?staffId=${s.id}`, admin)).statusCode).toBe(200);
    const used = await h.app.inject({
      method: 'POST',
      url: '/api/Account/set_password',
      payload: { token, password: 'After-Return-8', confirmPassword: 'After-Return-8' },
    });
    expect(used.statusCode).toBe(400);
  });

  it('does the same for a client’s portal sign-in and an administrator’s', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const p = await insertProfile(h, c.companyId);
    await h.database.db.update(profiles).set({ userId: c.users.Client.id }).where(eq(profiles.id, p.id));
    const a = await insertAdministrator(h, c.companyId);
    await h.database.db
      .update(administrators)
      .set({ userId: c.users.Administrator.id })
      .where(eq(administrators.id, a.id));
    const admin = c.users.CompanyAdmin.token;
    expect((await get(h, `/api/Profiles/deactivate_client?clientid=${p.id}`, admin)).statusCode).toBe(200);
    expect((await get(h, `/api/Administrators/deactivate_admin?adminId=${a.id}`, admin)).statusCode).toBe(
      200,
    );
    for (const user of [c.users.Client, c.users.Administrator]) {
      expect((await login(h, user.email)).statusCode, user.role).toBe(401);
      expect((await get(h, '/api/Account/me', user.token)).statusCode, user.role).toBe(401);
    }
  });

  it('leaves sign-ins alone when only the audit approval changes', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const s = await insertStaff(h, c.companyId, { auditApproved: true });
    await h.database.db.update(staffs).set({ userId: c.users.Staff.id }).where(eq(staffs.id, s.id));
    expect(
      (await get(h, `/api/Staffs/disapprove_audit?id=${s.id}`, c.users.CompanyAdmin.token)).statusCode,
    ).toBe(200);
    expect((await get(h, '/api/Account/me', c.users.Staff.token)).statusCode).toBe(200);
  });
});

describe('no role activates or deactivates an account of a higher role', () => {
  /** An administrator record whose sign-in is the given user. */
  async function adminRecordOf(h: Harness, companyId: string, userId: string) {
    const a = await insertAdministrator(h, companyId);
    await h.database.db.update(administrators).set({ userId }).where(eq(administrators.id, a.id));
    return a;
  }
  const login = (h: Harness, email: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email, password: PASSWORD },
      remoteAddress: uniqueAddress(),
    });

  it('refuses an Administrator who deactivates the CompanyAdmin: the owner still signs in', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = c.users.CompanyAdmin;
    const a = await adminRecordOf(h, c.companyId, owner.id);
    const res = await get(
      h,
      `/api/Administrators/deactivate_admin?adminId=${a.id}`,
      c.users.Administrator.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect((await rowOf(h, 'administrator', a.id))?.isActive).toBe(true);
    expect((await get(h, '/api/Account/me', owner.token)).statusCode).toBe(200);
    expect((await login(h, owner.email)).statusCode).toBe(200);
  });

  it('refuses an Administrator who reactivates a CompanyAdmin another CompanyAdmin turned off', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const coOwner = await addSignedInUser(h, c.companyId, 'CompanyAdmin');
    const a = await adminRecordOf(h, c.companyId, coOwner.id);
    const off = `/api/Administrators/deactivate_admin?adminId=${a.id}`;
    expect((await get(h, off, c.users.CompanyAdmin.token)).statusCode).toBe(200);
    const on = `/api/Administrators/activate_admin?adminId=${a.id}`;
    expect((await get(h, on, c.users.Administrator.token)).statusCode).toBe(403);
    expect((await login(h, coOwner.email)).statusCode).toBe(401);
  });

  it('lets an Administrator turn a peer Administrator off and on, and a CompanyAdmin turn off an Administrator', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const peer = await addSignedInUser(h, c.companyId, 'Administrator');
    const a = await adminRecordOf(h, c.companyId, peer.id);
    const admin = c.users.Administrator.token;
    expect((await get(h, `/api/Administrators/deactivate_admin?adminId=${a.id}`, admin)).statusCode).toBe(
      200,
    );
    expect((await get(h, `/api/Administrators/activate_admin?adminId=${a.id}`, admin)).statusCode).toBe(200);
    const mine = await adminRecordOf(h, c.companyId, c.users.Administrator.id);
    const owner = c.users.CompanyAdmin.token;
    expect((await get(h, `/api/Administrators/deactivate_admin?adminId=${mine.id}`, owner)).statusCode).toBe(
      200,
    );
  });

  it('refuses Staff holding "Edit Staff" who deactivates a staff record signed in as an Administrator', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff'] });
    const s = await insertStaff(h, c.companyId);
    await h.database.db.update(staffs).set({ userId: c.users.Administrator.id }).where(eq(staffs.id, s.id));
    const res = await get(h, `/api/Staffs/deactivate_staff?staffId=${s.id}`, c.users.Staff.token);
    expect(res.statusCode).toBe(403);
    expect((await rowOf(h, 'staff', s.id))?.isActive).toBe(true);
    expect((await get(h, '/api/Account/me', c.users.Administrator.token)).statusCode).toBe(200);
  });
});
