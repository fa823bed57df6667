import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { activitiesOf, uniqueAddress } from '../../../test/fixtures.ts';
import {
  bearer,
  createCompany,
  type FixtureUser,
  type Harness,
  harness,
  PASSWORD,
} from '../../../test/harness.ts';

const NEW_PASSWORD = 'Battery-Staple-42';

const changePassword = (h: Harness, user: FixtureUser, body: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: '/api/Account/change_password',
    headers: bearer(user.token),
    payload: {
      email: user.email,
      oldPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...body,
    },
  });

const login = (h: Harness, email: string, password: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/Account/login',
    payload: { email, password },
    remoteAddress: uniqueAddress(),
  });

const me = (h: Harness, token: string) =>
  h.app.inject({ method: 'GET', url: '/api/Account/me', headers: bearer(token) });

describe('POST /api/Account/change_password', () => {
  it('refuses a wrong old password with 400 naming oldPassword, and keeps the session and password', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const user = c.users.Staff;
    const res = await changePassword(h, user, { oldPassword: 'Not-The-Password-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', errors: { oldPassword: expect.any(String) } });
    expect((await me(h, user.token)).statusCode).toBe(200);
    expect((await login(h, user.email, PASSWORD)).statusCode).toBe(200);
    expect(await activitiesOf(h, user.id, 'Changed password')).toHaveLength(0);
  });

  it('refuses a confirmation that does not match with 400 "Password does not match"', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await changePassword(h, c.users.Staff, { confirmPassword: `${NEW_PASSWORD}x` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ confirmPassword: MESSAGES.passwordMismatch });
    expect(res.json().message).toContain('Password does not match');
  });

  it('refuses empty fields with 400 "Input Fields cannot be empty" on each', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await changePassword(h, c.users.Staff, {
      email: '',
      oldPassword: '',
      password: '',
      confirmPassword: '',
    });
    expect(res.statusCode).toBe(400);
    const { errors, message } = res.json();
    expect(message).toContain(MESSAGES.inputEmpty);
    for (const field of ['email', 'oldPassword', 'password', 'confirmPassword']) {
      expect(errors[field]).toBe('Input Fields cannot be empty');
    }
  });

  it('refuses to change someone else’s password (another e-mail) with 400', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await changePassword(h, c.users.Staff, { email: c.users.CompanyAdmin.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(expect.any(String));
    // Neither password changed.
    expect((await login(h, c.users.CompanyAdmin.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(h, c.users.Staff.email, PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const h = await harness();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/Account/change_password',
      payload: {
        email: 'a@test.example',
        oldPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes the password: old token gets 401, old password fails, new one signs in, and it is logged', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const user = c.users.Client;
    const res = await changePassword(h, user, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: expect.any(String) });

    expect((await me(h, user.token)).statusCode).toBe(401);
    const old = await login(h, user.email, PASSWORD);
    expect(old.statusCode).toBe(401);
    const fresh = await login(h, user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await me(h, fresh.json().token)).statusCode).toBe(200);

    const logged = await activitiesOf(h, user.id, 'Changed password');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ companyId: c.companyId, medium: 'Web' });
  });

  it('ends only that user’s sessions: a colleague’s token keeps working', async () => {
    const h = await harness();
    const c = await createCompany(h);
    expect((await changePassword(h, c.users.Staff, {})).statusCode).toBe(200);
    expect((await me(h, c.users.CompanyAdmin.token)).statusCode).toBe(200);
  });
});
