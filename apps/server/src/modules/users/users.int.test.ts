import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile, insertStaff, uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness, signIn } from '../../../test/harness.ts';
import { linkTokenFor, mailsTo } from '../../../test/mailbox.ts';
import { countRows } from '../../../test/uploads.ts';
import { mailOutbox, profiles, staffs, users } from '../../db/schema/index.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });
const addUser = (h: Harness, token: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/Account/add_user', headers: bearer(token), payload });

const MARKED = 'Marked Fields must be filled';

const newUser = (o: Record<string, unknown> = {}) => {
  const firstName = uniqueName('Olive').replace(/-.*/, '');
  return {
    firstName,
    lastName: "O'Neil-Smith",
    email: `${uniqueName('user').toLowerCase()}@test.example`,
    phoneNumber: '+61 412 345 678',
    role: 'Auditor',
    password: 'Chosen-Pass-1',
    confirmPassword: 'Chosen-Pass-1',
    ...o,
  };
};

const userByEmail = async (h: Harness, email: string) =>
  (await h.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET /api/Account/get_all_users and get_a_user', () => {
  it('lists the company’s sign-ins only, with the spec’s fields', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const res = await get(h, '/api/Account/get_all_users', c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    const rows: { email: string; companyID: string }[] = res.json();
    expect(rows.map((u) => u.email).sort()).toEqual(
      Object.values(c.users)
        .map((u) => u.email)
        .sort(),
    );
    expect(rows.every((u) => u.companyID === c.companyId)).toBe(true);
    expect(res.body).not.toContain(other.users.Staff.email);
    expect(rows.find((u) => u.email === c.users.Staff.email)).toMatchObject({
      id: c.users.Staff.id,
      firstName: 'Staff',
      fullName: expect.stringMatching(/^Staff /),
      userName: c.users.Staff.email,
      role: 'Staff',
      isActive: true,
    });
    expect(res.body).not.toContain('passwordHash');
  });

  it('returns one sign-in of the company, 404 for another company’s and 400 for a bad id', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const own = await get(h, `/api/Account/get_a_user?userId=${c.users.Client.id}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: c.users.Client.id, role: 'Client', email: c.users.Client.email });
    const theirs = await get(h, `/api/Account/get_a_user?userId=${other.users.Client.id}`, token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(other.users.Client.email);
    const malformed = await get(h, '/api/Account/get_a_user?userId=abc', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ userId: 'userId must be a UUID' });
  });

  it.each(['Staff', 'Auditor', 'Client', 'CareManager'] as const)('refuses %s with 403', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    const list = await get(h, '/api/Account/get_all_users', c.users[role].token);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(MESSAGES.forbidden);
    expect(
      (await get(h, `/api/Account/get_a_user?userId=${c.users.Staff.id}`, c.users[role].token)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/Account/add_user', () => {
  it('creates a sign-in with the admin’s password and mails a one-time confirmation link', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const input = newUser({ email: `  ${uniqueName('Mixed').toUpperCase()}@Test.Example ` });
    const res = await addUser(h, admin.token, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: `${input.firstName} O'Neil-Smith was added.` });
    const email = String(input.email).trim().toLowerCase();
    expect(await userByEmail(h, email)).toMatchObject({
      companyId: c.companyId,
      firstName: input.firstName,
      lastName: "O'Neil-Smith",
      phoneNumber: '+61412345678',
      role: 'Auditor',
      emailConfirmed: false,
      isActive: true,
      userCreated: admin.id,
    });
    await expect(signIn(h, email, 'Chosen-Pass-1')).resolves.toMatch(/^ey/);

    const [mail] = await mailsTo(h, email);
    expect(mail).toMatchObject({
      companyId: c.companyId,
      status: 'Stored',
      subject: `Your ${c.name} account`,
    });
    expect(mail?.bodyText).not.toContain('Chosen-Pass-1');
    const token = await linkTokenFor(h, email, 'confirm-email');
    const confirm = await h.app.inject({
      method: 'POST',
      url: '/api/Account/confirm_email',
      payload: { token },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await userByEmail(h, email))?.emailConfirmed).toBe(true);
    expect(
      await activitiesOf(h, admin.id, `Added user ${input.firstName} O'Neil-Smith (Auditor)`),
    ).toHaveLength(1);
  });

  it.each([
    [
      'a short password',
      { password: 'abc12', confirmPassword: 'abc12' },
      { password: 'Password must be at least 6 characters' },
    ],
    [
      'a mismatched confirmation',
      { confirmPassword: 'Other-Pass-1' },
      { confirmPassword: 'Password does not match' },
    ],
    ['an unknown role', { role: 'Boss' }, { role: MARKED }],
    [
      'names with digits',
      { firstName: 'R2D2', lastName: 'C3PO' },
      { firstName: 'Use letters only', lastName: 'Use letters only' },
    ],
    [
      'empty fields',
      { firstName: '', email: '', phoneNumber: '' },
      { firstName: MARKED, email: MARKED, phoneNumber: MARKED },
    ],
    ['a bad e-mail', { email: 'nobody@' }, { email: 'Enter a valid email address' }],
  ])('refuses %s with 400 per field and saves nothing', async (_, change, errors) => {
    const h = await harness();
    const c = await createCompany(h);
    const before = {
      users: await countRows(h, users, c.companyId),
      mail: await countRows(h, mailOutbox, c.companyId),
    };
    const res = await addUser(h, c.users.CompanyAdmin.token, newUser(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', errors });
    expect({
      users: await countRows(h, users, c.companyId),
      mail: await countRows(h, mailOutbox, c.companyId),
    }).toEqual(before);
  });

  it('refuses an e-mail that already signs in anywhere, and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const before = await countRows(h, users, c.companyId);
    const res = await addUser(
      h,
      c.users.CompanyAdmin.token,
      newUser({ email: other.users.Staff.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'A person with this email already exists.' });
    expect(await countRows(h, users, c.companyId)).toBe(before);
  });

  it('answers an e-mail of another company exactly as one of its own: no company named, nothing saved or mailed (issue 24)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const before = {
      users: await countRows(h, users, c.companyId),
      mail: await countRows(h, mailOutbox, c.companyId),
      theirMail: await mailsTo(h, other.users.Staff.email),
    };
    const theirs = await addUser(h, c.users.CompanyAdmin.token, newUser({ email: other.users.Staff.email }));
    const ours = await addUser(h, c.users.CompanyAdmin.token, newUser({ email: c.users.Staff.email }));
    expect(theirs.statusCode).toBe(400);
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({
      status: ours.statusCode,
      body: ours.json(),
    });
    expect(JSON.stringify(theirs.json())).not.toMatch(/company/i);
    expect({
      users: await countRows(h, users, c.companyId),
      mail: await countRows(h, mailOutbox, c.companyId),
      theirMail: await mailsTo(h, other.users.Staff.email),
    }).toEqual(before);
  });

  it('links a Client sign-in to the client with the same e-mail, who then sees their own profile', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const other = await insertProfile(h, c.companyId);
    const email = `${client.firstName.toLowerCase()}@test.example`;
    const res = await addUser(
      h,
      c.users.CompanyAdmin.token,
      newUser({ email: email.toUpperCase(), role: 'Client' }),
    );
    expect(res.statusCode).toBe(200);
    const user = await userByEmail(h, email);
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    expect(row?.userId).toBe(user?.id);
    const [untouched] = await h.database.db.select().from(profiles).where(eq(profiles.id, other.id));
    expect(untouched?.userId).toBeNull();
    const mine = await get(h, '/api/Profiles/my_profile', await signIn(h, email, 'Chosen-Pass-1'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ profileId: client.id, firstName: client.firstName });
  });

  it('links a Staff sign-in to the staff record with the same e-mail, within the company only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const name = uniqueName('Shared');
    const ours = await insertStaff(h, c.companyId, { firstName: name });
    // Another company's record with the same e-mail stays unlinked.
    const theirs = await insertStaff(h, other.companyId, { firstName: name });
    const email = `${name.toLowerCase()}@test.example`;
    expect((await addUser(h, c.users.CompanyAdmin.token, newUser({ email, role: 'Staff' }))).statusCode).toBe(
      200,
    );
    const user = await userByEmail(h, email);
    const rows = await h.database.db
      .select({ id: staffs.id, userId: staffs.userId })
      .from(staffs)
      .where(eq(staffs.email, email));
    expect(rows.find((r) => r.id === ours.id)?.userId).toBe(user?.id);
    expect(rows.find((r) => r.id === theirs.id)?.userId).toBeNull();
  });

  it('refuses Staff and Auditor with 403, and a body naming another company with 403', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const before = await countRows(h, users, c.companyId);
    for (const role of ['Staff', 'Auditor'] as const) {
      expect((await addUser(h, c.users[role].token, newUser())).statusCode, role).toBe(403);
    }
    expect(
      (await addUser(h, c.users.CompanyAdmin.token, newUser({ companyId: other.companyId }))).statusCode,
    ).toBe(403);
    expect(await countRows(h, users, c.companyId)).toBe(before);
    expect(await countRows(h, users, other.companyId)).toBe(6);
  });
});
