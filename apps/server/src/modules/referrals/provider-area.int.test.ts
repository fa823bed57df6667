import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import {
  addSignedInUser,
  type CompanyFixture,
  createCompany,
  type Harness,
  harness,
} from '../../../test/harness.ts';
import { addProvider, get, post, receivedReferral, signedInProvider } from '../../../test/referrals.ts';
import { serviceProviders } from '../../db/schema/index.ts';

const MY_CLIENTS = '/api/ClientServiceProviders/my_clients';
const MY_PROVIDER = '/api/ClientServiceProviders/my_provider';
const clientsOf = (providerId: string) =>
  `/api/ClientServiceProviders/get_serviceprovider_clients?providerId=${providerId}`;
const profileByEmail = (email: string) =>
  `/api/ClientReferrals/view_referred_client_profile?email=${encodeURIComponent(email)}`;

/** A referral the provider sent signed in, accepted by an admin. */
async function accepted(h: Harness, c: CompanyFixture, provider: { email: string; token: string }) {
  const r = await receivedReferral(h, c.companyId, { referrerEmail: provider.email }, provider.token);
  const res = await get(
    h,
    `/api/ClientReferrals/accept_client_referral?id=${r.id}`,
    c.users.CompanyAdmin.token,
  );
  expect(res.statusCode).toBe(200);
  return { ...r, profileId: res.json().profileId as string, fullName: `${r.body.firstName} Nguyen` };
}

/**
 * One company with two providers: "mine" (signed in) referred a pending and an accepted client and
 * was assigned a third; "theirs" referred and was assigned clients of their own. Each sent their
 * referrals signed in; a third referral only types "mine"'s e-mail, and attributes nothing.
 */
async function twoProviders(h: Harness) {
  const c = await createCompany(h);
  const mine = await signedInProvider(h, c);
  const theirs = await signedInProvider(h, c);
  const pending = await receivedReferral(h, c.companyId, { referrerEmail: mine.email }, mine.token);
  const acceptedMine = await accepted(h, c, mine);
  const assignedMine = await insertProfile(h, c.companyId);
  const acceptedTheirs = await accepted(h, c, theirs);
  const assignedTheirs = await insertProfile(h, c.companyId);
  const pendingTheirs = await receivedReferral(h, c.companyId, { referrerEmail: theirs.email }, theirs.token);
  const typedMine = await receivedReferral(h, c.companyId, { referrerEmail: mine.email });
  for (const [provider, client] of [
    [mine.id, assignedMine.id],
    [theirs.id, assignedTheirs.id],
  ] as const) {
    const res = await post(
      h,
      '/api/ClientServiceProviders/assign_client_serviceprovider',
      c.users.CompanyAdmin.token,
      {
        serviceProvidersId: provider,
        clientId: client,
      },
    );
    expect(res.statusCode).toBe(200);
  }
  return {
    c,
    mine,
    theirs,
    pending,
    acceptedMine,
    assignedMine,
    acceptedTheirs,
    assignedTheirs,
    pendingTheirs,
    typedMine,
  };
}

describe('GET /api/ClientServiceProviders/my_clients', () => {
  it('lists the provider’s referrals (Pending: isActive false) and accepted or assigned clients, not another provider’s', async () => {
    const h = await harness();
    const s = await twoProviders(h);
    const res = await get(h, MY_CLIENTS, s.mine.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { clientReferralId: string | null; profile: Record<string, unknown> }[];
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          clientReferralId: s.pending.id,
          profile: expect.objectContaining({
            profileId: null,
            fullName: `${s.pending.body.firstName} Nguyen`,
            email: s.pending.body.email,
            phoneNumber: '0412345678',
            isActive: false,
          }),
        },
        {
          clientReferralId: s.acceptedMine.id,
          profile: expect.objectContaining({ profileId: s.acceptedMine.profileId, isActive: true }),
        },
        {
          clientReferralId: null,
          profile: expect.objectContaining({
            profileId: s.assignedMine.id,
            fullName: `${s.assignedMine.firstName} Test`,
            isActive: true,
          }),
        },
      ]),
    );

    // A referral that only types the provider's e-mail is not theirs: anyone can type it.
    expect(res.body).not.toContain(s.typedMine.id);
    expect(res.body).not.toContain(s.typedMine.body.firstName);

    const theirs = (await get(h, MY_CLIENTS, s.theirs.token)).json() as typeof rows;
    expect(theirs.map((r) => r.profile.fullName).sort()).toEqual(
      [
        s.acceptedTheirs.fullName,
        `${s.assignedTheirs.firstName} Test`,
        `${s.pendingTheirs.body.firstName} Nguyen`,
      ].sort(),
    );
  });

  it('does not open the administrators’ referral and provider routes to a provider (403)', async () => {
    const h = await harness();
    const s = await twoProviders(h);
    for (const url of [
      '/api/ClientReferrals/get_client_referrals',
      `/api/ClientReferrals/get_client_referral/${s.pending.id}`,
      `/api/ClientReferrals/referral_pdf/${s.pending.id}`,
      `/api/ClientReferrals/get_service_provider/${s.mine.id}`,
      '/api/ClientReferrals/get_service_providers',
    ]) {
      expect((await get(h, url, s.mine.token)).statusCode, url).toBe(403);
    }
    const edit = await post(h, `/api/ClientReferrals/edit_service_provider/${s.mine.id}`, s.mine.token, {
      ...s.mine.body,
      referralCompany: 'Self-promoted',
    });
    expect(edit.statusCode).toBe(403);
  });

  it('is only for service providers (403 for an admin or Staff)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const role of ['CompanyAdmin', 'Staff'] as const) {
      const res = await get(h, MY_CLIENTS, c.users[role].token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
  });
});

describe('GET /api/ClientServiceProviders/my_provider', () => {
  it('returns the signed-in provider’s own record', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const mine = await signedInProvider(h, c);
    await signedInProvider(h, c);
    const res = await get(h, MY_PROVIDER, mine.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      serviceProvidersId: mine.id,
      email: mine.email,
      companyId: c.companyId,
      fullName: `${mine.name} Smith`,
    });
  });

  it('answers 404 to a provider sign-in without a record, even when another company’s record points at it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const user = await addSignedInUser(h, c.companyId, 'ServiceProvider');
    const theirs = await addProvider(h, other);
    await h.database.db
      .update(serviceProviders)
      .set({ userId: user.id })
      .where(eq(serviceProviders.id, theirs.id));
    const res = await get(h, MY_PROVIDER, user.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect(res.body).not.toContain(theirs.email);
  });

  it('is only for service providers (403 for an admin)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, MY_PROVIDER, c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('GET /api/ClientServiceProviders/get_serviceprovider_clients', () => {
  const ids = (res: { json(): unknown }) =>
    (res.json() as { profile: { profileId: string } }[]).map((r) => r.profile.profileId).sort();

  it('gives a provider their own assigned clients; another provider’s list is not found (404)', async () => {
    const h = await harness();
    const s = await twoProviders(h);
    const own = await get(h, clientsOf(s.mine.id), s.mine.token);
    expect(own.statusCode).toBe(200);
    expect(ids(own)).toEqual([s.acceptedMine.profileId, s.assignedMine.id].sort());
    expect((own.json() as { profile: { fullName: string } }[]).map((r) => r.profile.fullName)).toContain(
      s.acceptedMine.fullName,
    );
    const other = await get(h, clientsOf(s.theirs.id), s.mine.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.notFound);
  });

  it('gives an admin any provider’s clients of the company; another company’s provider is not found', async () => {
    const h = await harness();
    const s = await twoProviders(h);
    const res = await get(h, clientsOf(s.theirs.id), s.c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([s.acceptedTheirs.profileId, s.assignedTheirs.id].sort());
    const outsider = await createCompany(h);
    const foreign = await addProvider(h, outsider);
    expect((await get(h, clientsOf(foreign.id), s.c.users.Administrator.token)).statusCode).toBe(404);
    expect((await get(h, clientsOf(s.mine.id), s.c.users.Staff.token)).statusCode).toBe(403);
  });

  it('refuses a missing or malformed provider id with 400 naming it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const url of [clientsOf('not-a-uuid'), '/api/ClientServiceProviders/get_serviceprovider_clients']) {
      const res = await get(h, url, c.users.CompanyAdmin.token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Provider id: providerId must be a UUID',
        errors: { providerId: 'providerId must be a UUID' },
      });
    }
  });
});

describe('GET /api/ClientReferrals/view_referred_client_profile', () => {
  it('shows a provider the profile of their own client; another’s is not found (404)', async () => {
    const h = await harness();
    const s = await twoProviders(h);
    const own = await get(h, profileByEmail(s.acceptedMine.body.email), s.mine.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      profileId: s.acceptedMine.profileId,
      fullName: s.acceptedMine.fullName,
      ndisNo: '430123456',
    });
    for (const email of [
      s.acceptedTheirs.body.email,
      `${s.assignedTheirs.firstName.toLowerCase()}@test.example`,
    ]) {
      const res = await get(h, profileByEmail(email), s.mine.token);
      expect(res.statusCode, email).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
    }
  });

  it('shows an Administrator any client of the company, refuses Staff, and does not find another company’s client', async () => {
    const h = await harness();
    const s = await twoProviders(h);
    const email = s.acceptedTheirs.body.email;
    const admin = await get(h, profileByEmail(email), s.c.users.Administrator.token);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().profileId).toBe(s.acceptedTheirs.profileId);
    expect((await get(h, profileByEmail(email), s.c.users.Staff.token)).statusCode).toBe(403);
    const outsider = await createCompany(h);
    expect((await get(h, profileByEmail(email), outsider.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, profileByEmail('not-an-email'), s.c.users.Administrator.token)).statusCode).toBe(
      400,
    );
  });
});
