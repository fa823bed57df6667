import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, uniqueAddress, uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness, PASSWORD } from '../../../test/harness.ts';
import { linkTokenFor, mailsTo, tokenIn } from '../../../test/mailbox.ts';
import { PDF, postForm } from '../../../test/uploads.ts';
import { users } from '../../db/schema/index.ts';

const EXPIRED = 'This link has expired or was already used. Ask your administrator for a new one.';
const NEW_PASSWORD = 'Fresh-Start-42';
const HOUR = 3_600_000;

const setPassword = (h: Harness, token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  h.app.inject({
    method: 'POST',
    url: '/api/Account/set_password',
    payload: { token, password, confirmPassword },
  });

const login = (h: Harness, email: string, password: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/Account/login',
    payload: { email, password },
    remoteAddress: uniqueAddress(),
  });

/** A staff member added through the form: their e-mail and the invitation's token. */
async function invitedStaff(h: Harness) {
  const c = await createCompany(h);
  const firstName = uniqueName('Invitee').replace('-', '');
  const email = `${firstName.toLowerCase()}@test.example`;
  const res = await postForm(
    h,
    '/api/Staffs/add_staff',
    c.users.CompanyAdmin.token,
    { firstName, surName: 'Newcomer', email, phoneNumber: '0412345678' },
    { offerLetter: { bytes: PDF, filename: 'offer.pdf' } },
  );
  expect(res.statusCode).toBe(200);
  return { c, email, token: await linkTokenFor(h, email, 'set-password') };
}

const userByEmail = async (h: Harness, email: string) =>
  (await h.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/Account/set_password (one-time links)', () => {
  it('sets the password from an invitation once: sign-in works, the e-mail is confirmed, a second use is refused', async () => {
    const h = await harness();
    const { email, token } = await invitedStaff(h);
    expect((await login(h, email, NEW_PASSWORD)).statusCode).toBe(401);

    const res = await setPassword(h, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'Your password is set. You can sign in now.' });
    const signedIn = await login(h, email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('Staff');
    const user = await userByEmail(h, email);
    expect(user?.emailConfirmed).toBe(true);
    expect(await activitiesOf(h, user?.id ?? '', 'Accepted the invitation and set a password')).toHaveLength(
      1,
    );

    const again = await setPassword(h, token, 'Another-Pass-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'Error', message: EXPIRED, errors: { token: EXPIRED } });
    expect((await login(h, email, 'Another-Pass-77')).statusCode).toBe(401);
  });

  it('refuses an invitation used after 72 hours', async () => {
    const h = await harness();
    const { email, token } = await invitedStaff(h);
    h.clock.advance(72 * HOUR + 60_000);
    const res = await setPassword(h, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ token: EXPIRED });
    expect((await login(h, email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('accepts an invitation just before it expires', async () => {
    const h = await harness();
    const { email, token } = await invitedStaff(h);
    h.clock.advance(71 * HOUR);
    expect((await setPassword(h, token)).statusCode).toBe(200);
    expect((await login(h, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short or mismatched password per field without using up the link', async () => {
    const h = await harness();
    const { email, token } = await invitedStaff(h);
    const short = await setPassword(h, token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toMatchObject({ password: 'Password must be at least 6 characters' });
    const mismatch = await setPassword(h, token, NEW_PASSWORD, 'Something-Else-1');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Password does not match' });
    expect((await setPassword(h, token)).statusCode).toBe(200);
    expect((await login(h, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const h = await harness();
    const res = await setPassword(h, 'x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ token: EXPIRED });
  });

  it('resets a password through the reset link (2 hours), ending the user’s older sessions', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = c.users.Staff;
    const sent = await h.app.inject({
      method: 'GET',
      url: `/api/Account/reset_user_password?email=${encodeURIComponent(staff.email)}`,
      headers: bearer(c.users.Administrator.token),
    });
    expect(sent.statusCode).toBe(200);
    const token = await linkTokenFor(h, staff.email, 'set-password');
    expect((await setPassword(h, token)).statusCode).toBe(200);
    expect((await login(h, staff.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(h, staff.email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await h.app.inject({ method: 'GET', url: '/api/Account/me', headers: bearer(staff.token) });
    expect(old.statusCode).toBe(401);
    expect(await activitiesOf(h, staff.id, 'Reset password')).toHaveLength(1);
  });

  it('refuses a reset link older than 2 hours', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Auditor.email;
    await h.app.inject({
      method: 'GET',
      url: `/api/Account/reset_user_password?email=${encodeURIComponent(email)}`,
      headers: bearer(c.users.CompanyAdmin.token),
    });
    const token = await linkTokenFor(h, email, 'set-password');
    h.clock.advance(2 * HOUR + 60_000);
    expect((await setPassword(h, token)).statusCode).toBe(400);
    expect((await login(h, email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/Account/confirm_email', () => {
  const confirm = (h: Harness, token: string) =>
    h.app.inject({ method: 'POST', url: '/api/Account/confirm_email', payload: { token } });

  it('confirms the address once through the confirmation link', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.CareManager.email;
    const sent = await h.app.inject({
      method: 'GET',
      url: `/api/Account/confirm_user?email=${encodeURIComponent(email)}`,
      headers: bearer(c.users.CompanyAdmin.token),
    });
    expect(sent.statusCode).toBe(200);
    const token = await linkTokenFor(h, email, 'confirm-email');
    expect((await userByEmail(h, email))?.emailConfirmed).toBe(false);
    const res = await confirm(h, token);
    expect(res.statusCode).toBe(200);
    expect((await userByEmail(h, email))?.emailConfirmed).toBe(true);
    expect((await confirm(h, token)).statusCode).toBe(400);
  });

  it('refuses a reset link on the confirmation page without using it up', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Client.email;
    await h.app.inject({
      method: 'GET',
      url: `/api/Account/reset_user_password?email=${encodeURIComponent(email)}`,
      headers: bearer(c.users.CompanyAdmin.token),
    });
    const token = await linkTokenFor(h, email, 'set-password');
    const res = await confirm(h, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ token: EXPIRED });
    expect((await userByEmail(h, email))?.emailConfirmed).toBe(false);
    expect((await setPassword(h, token)).statusCode).toBe(200);
  });
});

describe('a new link revokes older ones', () => {
  const resetLink = async (h: Harness, email: string, adminToken: string) => {
    const sent = await h.app.inject({
      method: 'GET',
      url: `/api/Account/reset_user_password?email=${encodeURIComponent(email)}`,
      headers: bearer(adminToken),
    });
    expect(sent.statusCode).toBe(200);
    const [newest] = await mailsTo(h, email);
    return tokenIn(newest?.bodyText);
  };

  it('refuses an older unused reset link once a newer one was used', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Staff.email;
    const older = await resetLink(h, email, c.users.CompanyAdmin.token);
    h.clock.advance(60_000);
    const newer = await resetLink(h, email, c.users.CompanyAdmin.token);
    expect((await setPassword(h, newer)).statusCode).toBe(200);
    const res = await setPassword(h, older, 'Stolen-Link-77');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ token: EXPIRED });
    expect((await login(h, email, 'Stolen-Link-77')).statusCode).toBe(401);
    expect((await login(h, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an older reset link as soon as a newer one is issued', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Auditor.email;
    const older = await resetLink(h, email, c.users.CompanyAdmin.token);
    await resetLink(h, email, c.users.CompanyAdmin.token);
    expect((await setPassword(h, older)).statusCode).toBe(400);
    expect((await login(h, email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unused invitation once a reset link was issued for the same person', async () => {
    const h = await harness();
    const { c, email, token } = await invitedStaff(h);
    const reset = await resetLink(h, email, c.users.CompanyAdmin.token);
    expect((await setPassword(h, token)).statusCode).toBe(400);
    expect((await setPassword(h, reset)).statusCode).toBe(200);
    expect((await login(h, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves other people’s links alone', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staffLink = await resetLink(h, c.users.Staff.email, c.users.CompanyAdmin.token);
    const auditorLink = await resetLink(h, c.users.Auditor.email, c.users.CompanyAdmin.token);
    expect((await setPassword(h, auditorLink)).statusCode).toBe(200);
    expect((await setPassword(h, staffLink)).statusCode).toBe(200);
  });
});
