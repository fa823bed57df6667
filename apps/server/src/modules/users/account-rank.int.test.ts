import { MESSAGES } from '@care/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSignedInUser, bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { linkTokenFor, mailsTo } from '../../../test/mailbox.ts';
import { users, userTokens } from '../../db/schema/index.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });
const edit = (h: Harness, id: string, token: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/Account/user_edit/${id}`, headers: bearer(token), payload });
const reset = (h: Harness, email: string, token: string) =>
  get(h, `/api/Account/reset_user_password?email=${encodeURIComponent(email)}`, token);
const setPassword = (h: Harness, token: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/Account/set_password',
    payload: { token, password: 'Taken-Over-99', confirmPassword: 'Taken-Over-99' },
  });

const userRow = async (h: Harness, id: string) =>
  (await h.database.db.select().from(users).where(eq(users.id, id)))[0];
const openTokens = (h: Harness, userId: string) =>
  h.database.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));

const names = { firstName: 'Renée', lastName: 'Dubois', phoneNumber: '02 9000 1111' };

describe('no role acts on an account of a higher role (reset_user_password)', () => {
  it('refuses an Administrator who resets the CompanyAdmin’s password: no mail, no link', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = c.users.CompanyAdmin;
    const res = await reset(h, owner.email, c.users.Administrator.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect(await mailsTo(h, owner.email)).toEqual([]);
    expect(await openTokens(h, owner.id)).toEqual([]);
  });

  it('refuses an Administrator who resets another Administrator’s password', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const peer = await addSignedInUser(h, c.companyId, 'Administrator');
    expect((await reset(h, peer.email, c.users.Administrator.token)).statusCode).toBe(403);
    expect(await mailsTo(h, peer.email)).toEqual([]);
  });

  it('lets an Administrator reset a lower role’s password and their own', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    expect((await reset(h, c.users.Staff.email, admin.token)).statusCode).toBe(200);
    expect((await reset(h, admin.email, admin.token)).statusCode).toBe(200);
    expect(await mailsTo(h, admin.email)).toHaveLength(1);
  });

  it('lets a CompanyAdmin reset an Administrator’s and another CompanyAdmin’s password', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const coOwner = await addSignedInUser(h, c.companyId, 'CompanyAdmin');
    const owner = c.users.CompanyAdmin.token;
    expect((await reset(h, c.users.Administrator.email, owner)).statusCode).toBe(200);
    expect((await reset(h, coOwner.email, owner)).statusCode).toBe(200);
  });
});

describe('no role acts on an account of a higher role (the Users screen)', () => {
  it('refuses an Administrator who edits, confirms or deletes the CompanyAdmin’s sign-in', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = c.users.CompanyAdmin;
    const admin = c.users.Administrator.token;
    const before = await userRow(h, owner.id);
    expect((await edit(h, owner.id, admin, { ...names, role: 'CompanyAdmin' })).statusCode).toBe(403);
    expect((await get(h, `/api/Account/confirm_user?email=${owner.email}`, admin)).statusCode).toBe(403);
    expect((await get(h, `/api/Account/delete_user?id=${owner.id}`, admin)).statusCode).toBe(403);
    expect(await userRow(h, owner.id)).toEqual(before);
    expect(await mailsTo(h, owner.email)).toEqual([]);
  });

  it('lets an Administrator edit a peer Administrator’s names but not change their role or delete them', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const peer = await addSignedInUser(h, c.companyId, 'Administrator');
    const admin = c.users.Administrator.token;
    expect((await edit(h, peer.id, admin, { ...names, role: 'Administrator' })).statusCode).toBe(200);
    expect((await edit(h, peer.id, admin, { ...names, role: 'Staff' })).statusCode).toBe(403);
    expect((await get(h, `/api/Account/delete_user?id=${peer.id}`, admin)).statusCode).toBe(403);
    expect(await userRow(h, peer.id)).toMatchObject({ role: 'Administrator', firstName: 'Renée' });
  });

  it('revokes a user’s unused links when their role changes, so a link seen before a promotion is dead after it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = c.users.Staff;
    // The Administrator may reset Staff and read the link in the outbox...
    expect((await reset(h, staff.email, c.users.Administrator.token)).statusCode).toBe(200);
    const token = await linkTokenFor(h, staff.email, 'set-password');
    // ...then the CompanyAdmin promotes that user above the Administrator.
    const promoted = await edit(h, staff.id, c.users.CompanyAdmin.token, { ...names, role: 'CompanyAdmin' });
    expect(promoted.statusCode).toBe(200);
    expect((await setPassword(h, token)).statusCode).toBe(400);
    expect(await openTokens(h, staff.id)).toEqual([]);
  });
});
