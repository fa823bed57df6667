import { MESSAGES } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { linkTokenFor, mailsTo } from '../../../test/mailbox.ts';
import { countRows } from '../../../test/uploads.ts';
import { activityLogs, mailOutbox, profiles, userClaims, users, userTokens } from '../../db/schema/index.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });
const edit = (h: Harness, id: string, token: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/Account/user_edit/${id}`, headers: bearer(token), payload });

const userRow = async (h: Harness, id: string) =>
  (await h.database.db.select().from(users).where(eq(users.id, id)))[0];

const changes = { firstName: 'Renée', lastName: 'Dubois', phoneNumber: '02 9000 1111', role: 'CareManager' };

describe('POST /api/Account/user_edit/:id', () => {
  it('changes another user’s names, phone and role', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const res = await edit(h, c.users.Staff.id, admin.token, changes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'User updated.' });
    expect(await userRow(h, c.users.Staff.id)).toMatchObject({
      firstName: 'Renée',
      lastName: 'Dubois',
      phoneNumber: '0290001111',
      role: 'CareManager',
      email: c.users.Staff.email,
      userModified: admin.id,
    });
    expect(await activitiesOf(h, admin.id, 'Edited user Renée Dubois')).toHaveLength(1);
  });

  it('cannot change your own role, but can change your own names', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const res = await edit(h, admin.id, admin.token, { ...changes, role: 'CompanyAdmin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ role: 'You cannot change your own role.' });
    expect(await userRow(h, admin.id)).toMatchObject({ role: 'Administrator', firstName: 'Administrator' });
    const names = await edit(h, admin.id, admin.token, { ...changes, role: 'Administrator' });
    expect(names.statusCode).toBe(200);
    expect(await userRow(h, admin.id)).toMatchObject({ role: 'Administrator', firstName: 'Renée' });
  });

  it('refuses bad input per field and changes nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await userRow(h, c.users.Staff.id);
    const res = await edit(h, c.users.Staff.id, c.users.CompanyAdmin.token, {
      firstName: 'B0b',
      lastName: '',
      phoneNumber: '12',
      role: 'King',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: 'Use letters only',
      lastName: 'Marked Fields must be filled',
      phoneNumber: 'Enter a valid phone number',
      role: 'Marked Fields must be filled',
    });
    expect(await userRow(h, c.users.Staff.id)).toEqual(before);
  });

  it('does not find another company’s user (404) and refuses Staff (403)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await edit(h, other.users.Staff.id, c.users.CompanyAdmin.token, changes);
    expect(theirs.statusCode).toBe(404);
    expect((await userRow(h, other.users.Staff.id))?.role).toBe('Staff');
    const staff = await edit(h, c.users.Auditor.id, c.users.Staff.token, changes);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(MESSAGES.forbidden);
    expect((await userRow(h, c.users.Auditor.id))?.role).toBe('Auditor');
  });
});

describe('the CompanyAdmin role is given and taken by a CompanyAdmin only', () => {
  it('refuses an Administrator who creates a CompanyAdmin or promotes a user to it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const before = await countRows(h, users, c.companyId);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/Account/add_user',
      headers: bearer(admin.token),
      payload: {
        firstName: 'Sneaky',
        lastName: 'Owner',
        email: `sneaky-${c.companyId}@test.example`,
        phoneNumber: '0412345678',
        role: 'CompanyAdmin',
        password: 'Chosen-Pass-1',
        confirmPassword: 'Chosen-Pass-1',
      },
    });
    expect(created.statusCode).toBe(403);
    expect(await countRows(h, users, c.companyId)).toBe(before);
    expect(
      (await edit(h, c.users.Staff.id, admin.token, { ...changes, role: 'CompanyAdmin' })).statusCode,
    ).toBe(403);
    expect(
      (await edit(h, c.users.CompanyAdmin.id, admin.token, { ...changes, role: 'Staff' })).statusCode,
    ).toBe(403);
    expect((await userRow(h, c.users.Staff.id))?.role).toBe('Staff');
    expect((await userRow(h, c.users.CompanyAdmin.id))?.role).toBe('CompanyAdmin');
  });

  it('lets the CompanyAdmin promote a user', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await edit(h, c.users.Administrator.id, c.users.CompanyAdmin.token, {
      ...changes,
      role: 'CompanyAdmin',
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(h, c.users.Administrator.id))?.role).toBe('CompanyAdmin');
  });
});

describe('GET /api/Account/delete_user', () => {
  it('deletes a user with their claims and links, keeping the log lines and the person’s record', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Client'] });
    const staff = c.users.Staff;
    const client = await insertProfile(h, c.companyId);
    await h.database.db.update(profiles).set({ userId: staff.id }).where(eq(profiles.id, client.id));
    await get(h, `/api/Account/reset_user_password?email=${staff.email}`, c.users.CompanyAdmin.token);
    const logsBefore = await countRows(h, activityLogs, c.companyId);

    const res = await get(h, `/api/Account/delete_user?id=${staff.id}`, c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toMatch(/ was deleted\.$/);
    expect(await userRow(h, staff.id)).toBeUndefined();
    expect(await h.database.db.select().from(userClaims).where(eq(userClaims.userId, staff.id))).toEqual([]);
    expect(await h.database.db.select().from(userTokens).where(eq(userTokens.userId, staff.id))).toEqual([]);
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    expect(row?.userId).toBeNull();
    expect(await countRows(h, activityLogs, c.companyId)).toBe(logsBefore + 1);
    expect((await get(h, '/api/Account/me', staff.token)).statusCode).toBe(401);
  });

  it('cannot delete yourself, nor another company’s user; Staff may not delete', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const admin = c.users.CompanyAdmin;
    const self = await get(h, `/api/Account/delete_user?id=${admin.id}`, admin.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own sign-in.');
    expect(await userRow(h, admin.id)).toBeDefined();
    expect(
      (await get(h, `/api/Account/delete_user?id=${other.users.Staff.id}`, admin.token)).statusCode,
    ).toBe(404);
    expect(await userRow(h, other.users.Staff.id)).toBeDefined();
    expect(
      (await get(h, `/api/Account/delete_user?id=${c.users.Client.id}`, c.users.Staff.token)).statusCode,
    ).toBe(403);
    expect(await userRow(h, c.users.Client.id)).toBeDefined();
    const malformed = await get(h, '/api/Account/delete_user?id=nope', admin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'Id: id must be a UUID',
      errors: { id: 'id must be a UUID' },
    });
  });
});

describe('reset_user_password and confirm_user', () => {
  it('reset_user_password mails a one-time set-password link and records a reset token', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Auditor.email;
    const res = await get(
      h,
      `/api/Account/reset_user_password?email=${encodeURIComponent(email.toUpperCase())}`,
      c.users.Administrator.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toBe(
      `A password reset link for ${email} is in the Mailbox: no mail server is set up, so nothing was e-mailed.`,
    );
    const [mail] = await mailsTo(h, email);
    expect(mail).toMatchObject({
      companyId: c.companyId,
      status: 'Stored',
      subject: `Reset your ${c.name} password`,
    });
    expect(await linkTokenFor(h, email, 'set-password')).toHaveLength(43);
    const tokens = await h.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, c.users.Auditor.id), eq(userTokens.purpose, 'reset')));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.expiresAt.getTime()).toBe(h.clock.now().getTime() + 2 * 3_600_000);
  });

  it('confirm_user mails a confirmation link once the address is unconfirmed, and nothing when it is', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Client.email;
    const res = await get(h, `/api/Account/confirm_user?email=${email}`, c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `A confirmation link for ${email} is in the Mailbox: no mail server is set up, so nothing was e-mailed.`,
    );
    const token = await linkTokenFor(h, email, 'confirm-email');
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/Account/confirm_email', payload: { token } }))
        .statusCode,
    ).toBe(200);
    const again = await get(h, `/api/Account/confirm_user?email=${email}`, c.users.CompanyAdmin.token);
    expect(again.json().message).toBe(`${email} is already confirmed.`);
    expect(await mailsTo(h, email)).toHaveLength(1);
  });

  it.each(['reset_user_password', 'confirm_user'])(
    '%s: 404 for another company’s user, 400 for a bad e-mail, 403 for Staff',
    async (route) => {
      const h = await harness();
      const c = await createCompany(h);
      const other = await createCompany(h);
      const token = c.users.CompanyAdmin.token;
      expect((await get(h, `/api/Account/${route}?email=${other.users.Staff.email}`, token)).statusCode).toBe(
        404,
      );
      const bad = await get(h, `/api/Account/${route}?email=not-an-email`, token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ email: 'Enter a valid email address' });
      expect(
        (await get(h, `/api/Account/${route}?email=${c.users.Auditor.email}`, c.users.Staff.token))
          .statusCode,
      ).toBe(403);
      expect(await countRows(h, mailOutbox, c.companyId)).toBe(0);
      expect(await countRows(h, mailOutbox, other.companyId)).toBe(0);
    },
  );
});
