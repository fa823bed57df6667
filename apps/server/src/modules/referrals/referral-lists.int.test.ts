import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, type FixtureRole, harness } from '../../../test/harness.ts';
import { get, post, receivedReferral, referralBody } from '../../../test/referrals.ts';
import { clientReferrals } from '../../db/schema/index.ts';

const LIST = '/api/ClientReferrals/get_client_referrals';
const MINUTE = 60_000;

describe('GET /api/ClientReferrals/get_client_referrals', () => {
  it('lists the caller’s company’s referrals, newest first, with the list fields of the Referrals screen', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const older = await receivedReferral(h, c.companyId);
    h.clock.advance(5 * MINUTE);
    const received = h.clock.now().toISOString();
    const newer = await receivedReferral(h, c.companyId, {
      currentResidence: '3 Harbour Road',
      contactNumber: '(02) 9000 1111',
      ndisNo: '430 999 888',
      ndisStartDate: '2026-12-01',
      ndisEndDate: '2027-11-30',
    });
    const theirs = await receivedReferral(h, other.companyId);

    for (const role of ['CompanyAdmin', 'Administrator'] as const) {
      const res = await get(h, LIST, c.users[role].token);
      expect(res.statusCode, role).toBe(200);
      const rows = res.json() as Record<string, unknown>[];
      expect(
        rows.map((r) => r.clientReferralId),
        role,
      ).toEqual([newer.id, older.id]);
      expect(rows[0]).toMatchObject({
        clientReferralId: newer.id,
        fullName: `${newer.body.firstName} Nguyen`,
        email: newer.body.email,
        isAccepted: false,
        status: 'Pending',
        currentResidence: '3 Harbour Road',
        contactNumber: '0290001111',
        ndisNo: '430 999 888',
        ndisStartDate: '2026-12-01',
        ndisEndDate: '2027-11-30',
        dateModified: received,
      });
    }
    const theirList = (await get(h, LIST, other.users.CompanyAdmin.token)).json() as {
      clientReferralId: string;
    }[];
    expect(theirList.map((r) => r.clientReferralId)).toEqual([theirs.id]);
  });

  it('shows Accepted once a referral is accepted', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId);
    const token = c.users.CompanyAdmin.token;
    expect((await get(h, `/api/ClientReferrals/accept_client_referral?id=${r.id}`, token)).statusCode).toBe(
      200,
    );
    const [row] = (await get(h, LIST, token)).json();
    expect(row).toMatchObject({ clientReferralId: r.id, isAccepted: true, status: 'Accepted' });
  });
});

describe('GET /api/ClientReferrals/get_client_referral/:id', () => {
  it('returns one referral with its whole form', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId, { risks: 'Allergic to peanuts' });
    const res = await get(h, `/api/ClientReferrals/get_client_referral/${r.id}`, c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientReferralId: r.id,
      status: 'Pending',
      referrerName: r.body.referrerName,
      referrerOrganisation: 'Plan Co',
      form: { firstName: r.body.firstName, risks: 'Allergic to peanuts', consentGivenBy: 'The participant' },
    });
  });

  it('answers 404 for another company’s referral and 400 for a malformed id', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await receivedReferral(h, other.companyId);
    const res = await get(
      h,
      `/api/ClientReferrals/get_client_referral/${theirs.id}`,
      c.users.CompanyAdmin.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    const malformed = await get(h, '/api/ClientReferrals/get_client_referral/42', c.users.CompanyAdmin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: 'The id must be a UUID' });
  });
});

describe('referral administration is for administrators only', () => {
  it.each<FixtureRole>(['Staff', 'Client', 'Auditor', 'CareManager'])(
    '%s gets 403 on every admin referral route and changes nothing',
    async (role) => {
      const h = await harness();
      const c = await createCompany(h);
      const r = await receivedReferral(h, c.companyId);
      const token = c.users[role].token;
      const calls = [
        get(h, LIST, token),
        get(h, `/api/ClientReferrals/get_client_referral/${r.id}`, token),
        post(h, `/api/ClientReferrals/edit_referral/${r.id}`, token, referralBody()),
        get(h, `/api/ClientReferrals/accept_client_referral?id=${r.id}`, token),
        post(h, `/api/ClientReferrals/delete/${r.id}`, token),
        get(h, `/api/ClientReferrals/referral_pdf/${r.id}`, token),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url}`).toBe(403);
        expect(res.json().message).toBe(MESSAGES.forbidden);
      }
      const [row] = await h.database.db.select().from(clientReferrals).where(eq(clientReferrals.id, r.id));
      expect(row).toMatchObject({
        isAccepted: false,
        fullName: `${r.body.firstName} Nguyen`,
        profileId: null,
      });
    },
  );

  it('answers 401 without a session', async () => {
    const h = await harness();
    const res = await h.app.inject({ method: 'GET', url: LIST });
    expect(res.statusCode).toBe(401);
  });
});
