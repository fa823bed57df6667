import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdministrator, insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { addSignedInUser, createCompany, PASSWORD } from '../../../test/harness.ts';
import { administrators, profiles, staffs, userClaims, users } from '../../db/schema/index.ts';
import {
  get,
  offlineHarness,
  type PaymentsHarness,
  packagesOf,
  subscribedCompany,
} from './subscriptions.test-kit.ts';

// The subscription's number of users, checked wherever a sign-in is created, activated or given a counted role.
let x: PaymentsHarness;
beforeAll(async () => {
  x = await offlineHarness();
});
afterAll(async () => {
  await x.app.close();
});

const subscribed = (users: number) => subscribedCompany(x, users);

const addStaffUser = (token: string, tag: string) =>
  x.app.inject({
    method: 'POST',
    url: '/api/Account/add_user',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      firstName: 'Extra',
      lastName: 'Worker',
      email: `extra-${tag}-${randomUUID()}@test.example`,
      phoneNumber: '0412345678',
      role: 'Staff',
      password: 'Chosen-Pass-1',
      confirmPassword: 'Chosen-Pass-1',
    },
  });

describe('the user limit', () => {
  it('refuses an active user beyond the subscription, saying how to change it, and nothing is saved', async () => {
    const c = await subscribed(6);
    const admin = c.users.CompanyAdmin.token;
    expect((await addStaffUser(admin, 'a')).statusCode).toBe(200);
    const refused = await addStaffUser(admin, 'b');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/allows 6 active users.*change the subscription/);
    expect((await packagesOf(x, admin)).subscription.activeUsers).toBe(6);
  });

  const userRow = async (id: string) =>
    (await x.h.database.db.select().from(users).where(eq(users.id, id)))[0];
  const editRole = (token: string, user: { id: string }, role: string) =>
    x.app.inject({
      method: 'POST',
      url: `/api/Account/user_edit/${user.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Changed', lastName: 'Role', phoneNumber: '0412345678', role },
    });

  it('refuses reactivating a staff member’s sign-in beyond the subscription (Staffs/activate_staff)', async () => {
    const c = await subscribed(5);
    const admin = c.users.CompanyAdmin.token;
    const s = await insertStaff(x.h, c.companyId);
    await x.h.database.db.update(staffs).set({ userId: c.users.Staff.id }).where(eq(staffs.id, s.id));
    expect((await get(x, `Staffs/deactivate_staff?staffId=${s.id}`, admin)).statusCode).toBe(200);
    // The freed user is taken by a new one; reactivating would make six of five.
    expect((await addStaffUser(admin, 'takes-room')).statusCode).toBe(200);
    const refused = await get(x, `Staffs/activate_staff?staffId=${s.id}`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.subscription).toMatch(/allows 5 active users.*change the subscription/);
    expect((await userRow(c.users.Staff.id))?.isActive).toBe(false);
    const [staff] = await x.h.database.db.select().from(staffs).where(eq(staffs.id, s.id));
    expect(staff?.isActive).toBe(false);
  });

  it('refuses reactivating an administrator’s sign-in beyond the subscription (Administrators/activate_admin)', async () => {
    const c = await subscribed(5);
    const admin = c.users.CompanyAdmin.token;
    const a = await insertAdministrator(x.h, c.companyId);
    await x.h.database.db
      .update(administrators)
      .set({ userId: c.users.Administrator.id })
      .where(eq(administrators.id, a.id));
    expect((await get(x, `Administrators/deactivate_admin?adminId=${a.id}`, admin)).statusCode).toBe(200);
    expect((await addStaffUser(admin, 'takes-admin-room')).statusCode).toBe(200);
    const refused = await get(x, `Administrators/activate_admin?adminId=${a.id}`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/allows 5 active users/);
    expect((await userRow(c.users.Administrator.id))?.isActive).toBe(false);
  });

  it('reactivates a client’s sign-in at the limit: the people served are not counted (Profiles/activate_client)', async () => {
    const c = await subscribed(5);
    const admin = c.users.CompanyAdmin.token;
    const p = await insertProfile(x.h, c.companyId);
    await x.h.database.db.update(profiles).set({ userId: c.users.Client.id }).where(eq(profiles.id, p.id));
    expect((await get(x, `Profiles/deactivate_client?clientid=${p.id}`, admin)).statusCode).toBe(200);
    expect((await get(x, `Profiles/activate_client?clientid=${p.id}`, admin)).statusCode).toBe(200);
    expect((await userRow(c.users.Client.id))?.isActive).toBe(true);
  });

  it('refuses a role change that makes a client’s sign-in a counted user beyond the limit (Account/user_edit)', async () => {
    const c = await subscribed(5);
    const admin = c.users.CompanyAdmin.token;
    const refused = await editRole(admin, c.users.Client, 'Staff');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.subscription).toMatch(/allows 5 active users.*change the subscription/);
    expect(await userRow(c.users.Client.id)).toMatchObject({ role: 'Client', firstName: 'Client' });
    // Between counted roles the count does not change; with room, the client may become staff.
    expect((await editRole(admin, c.users.Auditor, 'Staff')).statusCode).toBe(200);
    const roomy = await subscribed(6);
    expect((await editRole(roomy.users.CompanyAdmin.token, roomy.users.Client, 'Staff')).statusCode).toBe(
      200,
    );
    expect((await userRow(roomy.users.Client.id))?.role).toBe('Staff');
  });

  it('does not limit a company without a subscription', async () => {
    const c = await createCompany(x.h);
    expect((await addStaffUser(c.users.CompanyAdmin.token, 'c')).statusCode).toBe(200);
  });

  const grant = (token: string, userId: string, claims: string[]) =>
    x.app.inject({
      method: 'POST',
      url: '/api/Account/add_claims_to_user',
      headers: { authorization: `Bearer ${token}` },
      payload: { userId, claims },
    });
  const claimsOf = async (userId: string) =>
    (await x.h.database.db.select().from(userClaims).where(eq(userClaims.userId, userId))).map(
      (r) => r.claim,
    );

  it('refuses office privileges to a client or service provider sign-in, which the limit does not count (issue 37)', async () => {
    const c = await subscribed(5);
    const admin = c.users.CompanyAdmin.token;
    const client = await grant(admin, c.users.Client.id, ['Edit Staff', 'Add Client']);
    expect(client.statusCode).toBe(400);
    expect(client.json().errors.claims).toMatch(/^A client sign-in cannot hold privileges/);
    const provider = await addSignedInUser(x.h, c.companyId, 'ServiceProvider');
    const refused = await grant(admin, provider.id, ['Edit Client']);
    expect(refused.json().errors.claims).toMatch(/^A service provider sign-in cannot hold privileges/);
    expect(await claimsOf(c.users.Client.id)).toEqual([]);
    expect(await claimsOf(provider.id)).toEqual([]);
    // Clearing them is allowed; a counted sign-in is granted as before.
    expect((await grant(admin, c.users.Client.id, [])).statusCode).toBe(200);
    expect((await grant(admin, c.users.Staff.id, ['Edit Staff'])).statusCode).toBe(200);
    expect((await get(x, 'Staffs', c.users.Client.token)).statusCode).toBe(403);
  });

  it('gives no power to privileges a client sign-in still holds (kept from a role change or stored before)', async () => {
    const c = await subscribed(5);
    await x.h.database.db
      .insert(userClaims)
      .values({ companyId: c.companyId, userId: c.users.Client.id, claim: 'Edit Staff' });
    expect((await get(x, 'Staffs', c.users.Client.token)).statusCode).toBe(403);
    expect((await get(x, 'Account/me', c.users.Client.token)).json().claims).toEqual([]);
    const login = await x.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: c.users.Client.email, password: PASSWORD },
    });
    expect(login.json().claims).toEqual([]);
  });
});
