import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { addSignedInUser, bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo, tokenIn } from '../../../test/mailbox.ts';
import { form, PDF } from '../../../test/uploads.ts';
import { type App, buildApp } from '../../app.ts';
import { HIDDEN_LINK } from './outbox-links.ts';

interface OutboxRow {
  to: string;
  bodyText: string;
  linkHidden: boolean;
  smtpConfigured: boolean;
}

const outbox = async (app: App, token: string, to: string): Promise<OutboxRow> => {
  const res = await app.inject({ method: 'GET', url: '/api/Mailbox/get_outbox', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const row = (res.json() as OutboxRow[]).find((m) => m.to === to);
  if (!row) {
    throw new Error(`no mail to ${to} in the outbox`);
  }
  return row;
};

const resetBy = async (app: App, adminToken: string, email: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/Account/reset_user_password?email=${encodeURIComponent(email)}`,
    headers: bearer(adminToken),
  });
  expect(res.statusCode).toBe(200);
};

const setPassword = (h: Harness, token: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/Account/set_password',
    payload: { token, password: 'Taken-Over-99', confirmPassword: 'Taken-Over-99' },
  });

/** A staff member added through the form, whose invitation waits in the outbox. */
async function inviteStaff(app: App, adminToken: string) {
  const firstName = uniqueName('Newstaff').replace('-', '');
  const email = `${firstName.toLowerCase()}@test.example`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/Staffs/add_staff',
    headers: bearer(adminToken),
    payload: form(
      { firstName, surName: 'Invited', email, phoneNumber: '0412345678' },
      { offerLetter: { bytes: PDF, filename: 'offer.pdf' } },
    ),
  });
  expect(res.statusCode).toBe(200);
  return email;
}

describe('one-time links in the mailbox, without SMTP', () => {
  it('shows an Administrator a new staff member’s invitation link, to hand it over', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = await inviteStaff(h.app, c.users.CompanyAdmin.token);
    const row = await outbox(h.app, c.users.Administrator.token, email);
    expect(row.linkHidden).toBe(false);
    expect(row.bodyText).toContain('/auth/set-password?token=');
  });

  it('hides a CompanyAdmin’s reset link from an Administrator, so the link cannot take the owner over', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = c.users.CompanyAdmin;
    const coOwner = await addSignedInUser(h, c.companyId, 'CompanyAdmin');
    await resetBy(h.app, coOwner.token, owner.email);
    const [mail] = await mailsTo(h, owner.email);
    const token = tokenIn(mail?.bodyText);

    const seen = await outbox(h.app, c.users.Administrator.token, owner.email);
    expect(seen.linkHidden).toBe(true);
    expect(seen.bodyText).toContain(HIDDEN_LINK);
    expect(seen.bodyText).not.toContain(token);
    expect(seen.bodyText).not.toContain('token=');
    // The rest of the mail still reads.
    expect(seen.bodyText).toContain('Choose a new password here');
    // The recipient and the CompanyAdmin who sent it can read it.
    expect((await outbox(h.app, owner.token, owner.email)).bodyText).toContain(token);
    expect((await outbox(h.app, coOwner.token, owner.email)).bodyText).toContain(token);
    expect((await setPassword(h, token)).statusCode).toBe(200);
  });

  it('hides another Administrator’s link from an Administrator, and shows it to the CompanyAdmin', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const peer = await addSignedInUser(h, c.companyId, 'Administrator');
    await resetBy(h.app, c.users.CompanyAdmin.token, peer.email);
    const token = tokenIn((await mailsTo(h, peer.email))[0]?.bodyText);
    const seen = await outbox(h.app, c.users.Administrator.token, peer.email);
    expect(seen.linkHidden).toBe(true);
    expect(seen.bodyText).not.toContain(token);
    expect((await outbox(h.app, c.users.CompanyAdmin.token, peer.email)).bodyText).toContain(token);
    expect((await outbox(h.app, peer.token, peer.email)).linkHidden).toBe(false);
  });
});

describe('one-time links in the mailbox, with SMTP configured', () => {
  let smtpApp: App;

  beforeAll(async () => {
    const h = await harness();
    // The same database, with a mail server: the outbox is no longer the only way to pass a link on.
    smtpApp = await buildApp({
      config: h.config,
      database: h.database,
      clock: h.clock.now,
      logger: false,
      mailTransport: { send: async () => undefined },
    });
    await smtpApp.ready();
  });

  afterAll(async () => {
    await smtpApp?.close();
  });

  it('shows a link to its recipient only, even a staff invitation to the CompanyAdmin', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = await inviteStaff(smtpApp, c.users.CompanyAdmin.token);
    const seen = await outbox(smtpApp, c.users.CompanyAdmin.token, email);
    expect(seen).toMatchObject({ linkHidden: true, smtpConfigured: true });
    expect(seen.bodyText).not.toContain('token=');

    const admin = c.users.Administrator;
    await resetBy(smtpApp, c.users.CompanyAdmin.token, admin.email);
    expect((await outbox(smtpApp, admin.token, admin.email)).linkHidden).toBe(false);
    expect((await outbox(smtpApp, c.users.CompanyAdmin.token, admin.email)).linkHidden).toBe(true);
  });
});
