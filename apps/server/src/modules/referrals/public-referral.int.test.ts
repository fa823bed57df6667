import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@care/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueAddress, uniqueName } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness, PASSWORD } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { referralBody, signedInProvider, submitReferral } from '../../../test/referrals.ts';
import { countRows } from '../../../test/uploads.ts';
import { activityLogs, clientReferrals, users } from '../../db/schema/index.ts';

const referralsNamed = (h: Harness, fullName: string) =>
  h.database.db.select().from(clientReferrals).where(eq(clientReferrals.fullName, fullName));

describe('POST /api/ClientReferrals/submit_referral/:companyId (public)', () => {
  it('stores a Pending referral without a session, mails each active admin of that company and logs it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const inactiveAdmin = `${uniqueName('former').toLowerCase()}@test.example`;
    await h.database.db.insert(users).values({
      companyId: c.companyId,
      email: inactiveAdmin,
      firstName: 'Former',
      lastName: 'Admin',
      role: 'Administrator',
      isActive: false,
      passwordHash: PASSWORD,
    });
    const body = referralBody();
    const fullName = `${body.firstName} Nguyen`;

    const res = await submitReferral(h, c.companyId, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: `Thank you. ${c.name} has received the referral for ${fullName} and will contact ${body.referrerName} soon.`,
      clientReferralId: expect.any(String),
    });

    const [row] = await referralsNamed(h, fullName);
    expect(row).toMatchObject({
      id: res.json().clientReferralId,
      companyId: c.companyId,
      isAccepted: false,
      profileId: null,
      email: body.email,
      referrerEmail: body.referrerEmail,
    });
    expect(row?.form).toMatchObject({
      firstName: body.firstName,
      lastName: 'Nguyen',
      contactNumber: '0412345678',
      ndisNo: '430123456',
      ndisStartDate: '2026-07-01',
      ndisEndDate: '2027-06-30',
      currentResidence: '12 Example Street',
      supportsRequested: ['Personal Care', 'Community Access'],
      consentToShare: true,
      referrerName: body.referrerName,
    });

    for (const admin of [c.users.CompanyAdmin, c.users.Administrator]) {
      const mails = await mailsTo(h, admin.email);
      expect(mails.map((m) => [m.companyId, m.subject])).toEqual([
        [c.companyId, `New referral: ${fullName}`],
      ]);
      expect(mails[0]?.bodyText).toContain(
        `${body.referrerName} (Plan Co) referred ${fullName} (NDIS 430123456)`,
      );
      expect(mails[0]?.bodyText).toContain('http://care.test/app/user/refferals');
    }
    for (const email of [inactiveAdmin, c.users.Staff.email, other.users.CompanyAdmin.email]) {
      expect(await mailsTo(h, email), email).toEqual([]);
    }

    const logged = await h.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.companyId, c.companyId),
          eq(activityLogs.activity, `Referral received for ${fullName} from ${body.referrerName}`),
        ),
      );
    expect(logged).toEqual([
      expect.objectContaining({ userId: null, user: body.referrerName, medium: 'Web' }),
    ]);
  });

  it.each([
    ['a missing participant name', { firstName: undefined }, 'firstName', 'Required Field'],
    ['an NDIS number without 9 digits', { ndisNo: '43012345' }, 'ndisNo', 'An NDIS number has 9 digits'],
    ['no supports', { supportsRequested: [] }, 'supportsRequested', 'Choose at least one support'],
    [
      'no consent',
      { consentToShare: false },
      'consentToShare',
      'The participant’s consent to share this information is required',
    ],
    [
      'an invalid referrer e-mail',
      { referrerEmail: 'coordinator@' },
      'referrerEmail',
      'Enter a valid email address',
    ],
    [
      'a plan that ends before it starts',
      { ndisStartDate: '2026-07-01', ndisEndDate: '2026-06-30' },
      'ndisEndDate',
      'The plan must end after it starts',
    ],
  ])('refuses %s with the field’s message and stores nothing', async (_case, change, field, message) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await submitReferral(h, c.companyId, referralBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', errors: { [field]: message } });
    expect(await countRows(h, clientReferrals, c.companyId)).toBe(0);
    expect(await mailsTo(h, c.users.CompanyAdmin.email)).toEqual([]);
    const received = await h.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.companyId, c.companyId), like(activityLogs.activity, 'Referral received%')));
    expect(received).toEqual([]);
  });

  it('refuses an unknown company (404) and a malformed link (400), storing nothing', async () => {
    const h = await harness();
    const body = referralBody();
    const unknown = await submitReferral(h, randomUUID(), body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.notFound);
    const malformed = await submitReferral(h, 'not-a-company', body);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ companyId: 'The referral link is not valid' });
    expect(await referralsNamed(h, `${body.firstName} Nguyen`)).toEqual([]);
  });

  it('answers 429 to the sixth referral from one address within ten minutes; another address gets through', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const address = uniqueAddress();
    for (let i = 1; i <= 5; i++) {
      expect((await submitReferral(h, c.companyId, referralBody(), address)).statusCode, `request ${i}`).toBe(
        200,
      );
    }
    const throttled = referralBody();
    const sixth = await submitReferral(h, c.companyId, throttled, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ status: 'Error', message: MESSAGES.tooManyRequests });
    expect(await referralsNamed(h, `${throttled.firstName} Nguyen`)).toEqual([]);

    expect((await submitReferral(h, c.companyId, referralBody(), uniqueAddress())).statusCode).toBe(200);
    expect(await countRows(h, clientReferrals, c.companyId)).toBe(6);
  });

  it('refuses a body over 64 KB with 413 and stores nothing, while a large one under the cap is taken', async () => {
    const h = await harness();
    const c = await createCompany(h);
    // Unknown keys are dropped by the form schema, so only the size cap can refuse this body.
    const tooBig = await submitReferral(h, c.companyId, referralBody({ padding: 'x'.repeat(70 * 1024) }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ status: 'Error', message: 'The file or request is too large.' });
    expect(await countRows(h, clientReferrals, c.companyId)).toBe(0);

    const underCap = await submitReferral(h, c.companyId, referralBody({ padding: 'x'.repeat(50 * 1024) }));
    expect(underCap.statusCode).toBe(200);
    expect(await countRows(h, clientReferrals, c.companyId)).toBe(1);
  });
});

describe('who a public referral is attributed to', () => {
  const myClients = (h: Harness, token: string) =>
    h.app.inject({
      method: 'GET',
      url: '/api/ClientServiceProviders/my_clients',
      headers: { authorization: `Bearer ${token}` },
    });

  it('never to a provider whose e-mail is typed as the referrer’s: it stays text, out of their clients', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const provider = await signedInProvider(h, c);
    const body = referralBody({ referrerEmail: provider.email.toUpperCase() });
    const res = await submitReferral(h, c.companyId, body);
    expect(res.statusCode).toBe(200);
    const [row] = await referralsNamed(h, `${body.firstName} Nguyen`);
    expect(row).toMatchObject({ referrerEmail: provider.email, serviceProvidersId: null });
    const mine = await myClients(h, provider.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain(body.firstName);
  });

  it('to the provider who sends it signed in, whatever e-mail they type', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const provider = await signedInProvider(h, c);
    const body = referralBody();
    const res = await submitReferral(h, c.companyId, body, uniqueAddress(), provider.token);
    expect(res.statusCode).toBe(200);
    const [row] = await referralsNamed(h, `${body.firstName} Nguyen`);
    expect(row?.serviceProvidersId).toBe(provider.id);
    const mine = (await myClients(h, provider.token)).json() as { clientReferralId: string }[];
    expect(mine.map((r) => r.clientReferralId)).toContain(res.json().clientReferralId);
  });

  it('to no one when the sender is signed in as someone else, for another company, or with a stale session', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const elsewhere = await signedInProvider(h, other);
    for (const [who, token] of [
      ['a staff member', c.users.Staff.token],
      ['another company’s provider', elsewhere.token],
      ['a stale session', 'not-a-jwt'],
    ] as const) {
      const body = referralBody();
      const res = await submitReferral(h, c.companyId, body, uniqueAddress(), token);
      expect(res.statusCode, who).toBe(200);
      const [row] = await referralsNamed(h, `${body.firstName} Nguyen`);
      expect(row?.serviceProvidersId, who).toBeNull();
    }
  });
});

describe('GET /api/ClientReferrals/referral_company/:companyId (public)', () => {
  const companyOf = (h: Harness, id: string) =>
    h.app.inject({
      method: 'GET',
      url: `/api/ClientReferrals/referral_company/${id}`,
      remoteAddress: uniqueAddress(),
    });

  it('names the company a referral link belongs to, without a session', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await companyOf(h, c.companyId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ companyId: c.companyId, companyName: c.name });
  });

  it('answers 404 for an unknown company and 400 for a malformed id', async () => {
    const h = await harness();
    expect((await companyOf(h, randomUUID())).statusCode).toBe(404);
    const malformed = await companyOf(h, '12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'Company id: The referral link is not valid',
      errors: { companyId: 'The referral link is not valid' },
    });
  });

  it('answers 429 to the 61st look-up from one address within ten minutes; another address gets through', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const address = uniqueAddress();
    const lookUp = (remoteAddress: string) =>
      h.app.inject({
        method: 'GET',
        url: `/api/ClientReferrals/referral_company/${c.companyId}`,
        remoteAddress,
      });
    for (let i = 1; i <= 60; i++) {
      const res = await lookUp(address);
      expect(res.statusCode, `request ${i}`).toBe(200);
    }
    const throttled = await lookUp(address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ status: 'Error', message: MESSAGES.tooManyRequests });
    expect(throttled.body).not.toContain(c.name);
    expect((await lookUp(uniqueAddress())).json()).toMatchObject({ companyName: c.name });
  });
});
