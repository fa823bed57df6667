import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { clientOf } from '../plans/plans.test-kit.ts';
import { agreementValues, post, SIGN, saveForm, signBody } from './participant-forms.test-kit.ts';
import { SEND_MESSAGES } from './send-for-signing.ts';

// Issue 40 item 5: "Send for signing" mails the participant a link to the form, inviting them first.
const SEND = '/api/ParticipantForms/send_for_signing';
let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const emailOf = (firstName: string) => `${firstName.toLowerCase()}@test.example`;

describe('POST /api/ParticipantForms/send_for_signing', () => {
  it('invites a participant with no sign-in, then mails them the link to the form', async () => {
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await insertProfile(h, c.companyId);
    const form = await saveForm(h, admin.token, client.id, 'service-agreement', agreementValues());
    const res = await post(h, SEND, admin.token, { clientId: client.id, formId: form.formId });
    expect(res.statusCode, res.body).toBe(200);
    const email = emailOf(client.firstName);
    expect(res.json().message).toBe(
      `A link to sign the Service Agreement, with an invitation to the portal, for ${email} is in the Mailbox: no mail server is set up, so nothing was e-mailed.`,
    );
    const [profile] = await h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    const [signIn] = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(signIn?.role).toBe('Client');
    expect(profile?.userId).toBe(signIn?.id);
    const mails = await mailsTo(h, email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Please read and sign your Service Agreement',
      `You're invited to ${c.name}`,
    ]);
    const sign = mails.find((m) => m.subject.startsWith('Please read'));
    expect(sign?.bodyText).toContain(`/app/participant/service-agreement/${client.id}`);
    expect(sign?.bodyText).toContain('First choose your password');
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Sent the Service Agreement (version 1) of ${client.firstName} Test for signing to ${email}, inviting them to the portal`,
      ),
    ).toHaveLength(1);
  });

  it('a participant who has a sign-in gets only the link, at their sign-in’s address', async () => {
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId, c.users.Client.id);
    const draft = await saveForm(h, c.users.Administrator.token, client.id, 'consent-form', {
      effectiveDate: '2026-11-01',
    });
    const refused = await post(h, SEND, c.users.Administrator.token, {
      clientId: client.id,
      formId: draft.formId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Complete the form before it is sent for signing. Still needed:');
    const agreement = await saveForm(
      h,
      c.users.Administrator.token,
      client.id,
      'service-agreement',
      agreementValues(),
    );
    const res = await post(h, SEND, c.users.Administrator.token, {
      clientId: client.id,
      formId: agreement.formId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsTo(h, c.users.Client.email);
    expect(mails.map((m) => m.subject)).toEqual(['Please read and sign your Service Agreement']);
    expect(mails[0]?.bodyText).toContain('Sign in to your portal');
  });

  it('refuses a form already signed by the participant, one with no participant signature, a client without e-mail; nothing is mailed', async () => {
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await clientOf(h, c.companyId, c.users.Client.id);
    const form = await saveForm(h, admin, client.id, 'service-agreement', agreementValues());
    expect(
      (await post(h, SIGN, c.users.Client.token, signBody(client.id, form.formId, 'participant'))).statusCode,
    ).toBe(200);
    const signed = await post(h, SEND, admin, { clientId: client.id, formId: form.formId });
    expect(signed.statusCode).toBe(400);
    expect(signed.body).toContain(SEND_MESSAGES.alreadySigned('Service Agreement'));

    const referral = await saveForm(h, admin, client.id, 'referral-form', {});
    const staffOnly = await post(h, SEND, admin, { clientId: client.id, formId: referral.formId });
    expect(staffOnly.statusCode).toBe(400);
    expect(staffOnly.body).toContain('is not signed by the participant or their representative');

    const bare = await insertProfile(h, c.companyId);
    await h.database.db.update(profiles).set({ email: null }).where(eq(profiles.id, bare.id));
    const noMail = await saveForm(h, admin, bare.id, 'service-agreement', agreementValues());
    const refused = await post(h, SEND, admin, { clientId: bare.id, formId: noMail.formId });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('has no e-mail address');
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, bare.id));
    expect(row?.userId).toBeNull();

    const bad = await post(h, SEND, admin, { clientId: client.id, formId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('formId must be a UUID');
    expect(await mailsTo(h, c.users.Client.email)).toEqual([]);
  });

  it('staff, clients and auditors may not send; another company’s form is a 404', async () => {
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await insertProfile(h, other.companyId);
    const form = await saveForm(
      h,
      other.users.Administrator.token,
      theirs.id,
      'service-agreement',
      agreementValues(),
    );
    const body = { clientId: theirs.id, formId: form.formId };
    expect((await post(h, SEND, c.users.Administrator.token, body)).statusCode).toBe(404);
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await post(h, SEND, other.users[role].token, body)).statusCode).toBe(403);
    }
    expect(await mailsTo(h, emailOf(theirs.firstName))).toEqual([]);
  });
});
