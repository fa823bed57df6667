import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, uniqueAddress } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness, PASSWORD } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';

const login = (h: Harness, payload: unknown, remoteAddress = uniqueAddress(), headers = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/api/Account/login',
    payload: payload as object,
    remoteAddress,
    headers,
  });

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('POST /api/Account/login', () => {
  it('signs a user in with the right password and returns token, user and claims', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Client'] });
    const staff = c.users.Staff;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: staff.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toEqual({
      uid: staff.id,
      role: 'Staff',
      companyId: c.companyId,
      fullName: expect.stringContaining('Staff'),
      email: staff.email,
    });
    expect(body.claims).toEqual([{ value: 'Edit Client' }]);
  });

  it('refuses a wrong password with 401 and the invalid-credentials message', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await login(h, { email: c.users.Staff.email, password: 'Wrong-Password-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'Error', message: 'Invalid email or password.' });
    expect(res.json().token).toBeUndefined();
  });

  it('refuses an unknown e-mail with the same 401 as a wrong password (no account probing)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const wrong = await login(h, { email: c.users.Staff.email, password: 'Wrong-Password-1' });
    const unknown = await login(h, { email: `nobody-${c.companyId}@test.example`, password: PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('accepts the field names in any case (Email, PASSWORD)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await login(h, { Email: c.users.Client.email, PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.uid).toBe(c.users.Client.id);
  });

  it.each([
    ['a missing e-mail', { password: PASSWORD }, ['email']],
    ['an empty e-mail', { email: '', password: PASSWORD }, ['email']],
    ['an invalid e-mail', { email: 'not-an-email', password: PASSWORD }, ['email']],
    ['an empty password', { email: 'someone@test.example', password: '' }, ['password']],
    ['no fields at all', {}, ['email', 'password']],
  ])('refuses %s with 400 and a message per field', async (_, payload, fields) => {
    const h = await harness();
    const res = await login(h, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('Error');
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors).sort()).toEqual(fields);
    for (const field of fields) {
      expect(body.errors[field]).toEqual(expect.any(String));
    }
  });

  it('names what is wrong with a badly typed e-mail and an empty password', async () => {
    const h = await harness();
    const res = await login(h, { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Enter a valid email address',
      password: 'Password is required',
    });
  });

  it('refuses an inactive user with 401 even with the right password, and ends their sessions', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = c.users.Staff;
    await h.database.db.update(users).set({ isActive: false }).where(eq(users.id, staff.id));
    const res = await login(h, { email: staff.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.stringContaining('inactive') });
    expect(res.json().token).toBeUndefined();
    const me = await h.app.inject({ method: 'GET', url: '/api/Account/me', headers: bearer(staff.token) });
    expect(me.statusCode).toBe(401);
  });

  it('throttles after 5 failures for one e-mail and address: the 6th is 429 even with the right password', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Administrator.email;
    const address = uniqueAddress();
    for (let i = 0; i < 5; i++) {
      const res = await login(h, { email, password: `Wrong-${i}` }, address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(h, { email, password: PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 'Error', message: MESSAGES.tooManySignIns });
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts/);
    expect(blocked.json().token).toBeUndefined();

    // The same e-mail from another address, and another e-mail from this address, still sign in.
    expect((await login(h, { email, password: PASSWORD }, uniqueAddress())).statusCode).toBe(200);
    expect((await login(h, { email: c.users.Staff.email, password: PASSWORD }, address)).statusCode).toBe(
      200,
    );

    // The window is 15 minutes: 16 minutes later the address may try again.
    h.clock.advance(FIFTEEN_MINUTES + 60 * 1000);
    const later = await login(h, { email, password: PASSWORD }, address);
    expect(later.statusCode).toBe(200);
  });

  it('counts e-mail spellings as one account when throttling (case and spaces)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Auditor.email;
    const address = uniqueAddress();
    const spellings = [email, email.toUpperCase(), ` ${email} `, email, email.toUpperCase()];
    for (const spelling of spellings) {
      expect((await login(h, { email: spelling, password: 'Wrong-1' }, address)).statusCode).toBe(401);
    }
    expect((await login(h, { email, password: PASSWORD }, address)).statusCode).toBe(429);
  });

  it('keeps throttling when the caller forges X-Forwarded-For to look like a new address', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.CareManager.email;
    const address = uniqueAddress();
    for (let i = 0; i < 5; i++) {
      const forged = { 'x-forwarded-for': uniqueAddress() };
      expect((await login(h, { email, password: `Wrong-${i}` }, address, forged)).statusCode).toBe(401);
    }
    const res = await login(h, { email, password: PASSWORD }, address, {
      'x-forwarded-for': uniqueAddress(),
    });
    expect(res.statusCode).toBe(429);
  });

  it('writes a "Signed in" activity-log line for the user on success, and none on failure', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const user = c.users.CompanyAdmin;
    const before = await activitiesOf(h, user.id, 'Signed in');

    expect((await login(h, { email: user.email, password: 'Wrong-1' })).statusCode).toBe(401);
    expect(await activitiesOf(h, user.id, 'Signed in')).toHaveLength(before.length);

    expect((await login(h, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    const after = await activitiesOf(h, user.id, 'Signed in');
    expect(after).toHaveLength(before.length + 1);
    for (const row of after) {
      expect(row).toMatchObject({
        companyId: c.companyId,
        user: `CompanyAdmin ${c.name.split(' ').at(-1)}`,
        medium: 'Web',
      });
    }
  });
});
