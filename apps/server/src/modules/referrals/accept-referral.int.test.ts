import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile, uniqueName } from '../../../test/fixtures.ts';
import { type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { get, post, receivedReferral, signedInProvider } from '../../../test/referrals.ts';
import { countRows } from '../../../test/uploads.ts';
import {
  clientReferrals,
  clientServiceProviders,
  profiles,
  serviceProviders,
} from '../../db/schema/index.ts';

const accept = (h: Harness, c: CompanyFixture, id: string) =>
  get(
    h,
    `/api/ClientReferrals/accept_client_referral?id=${id}&userId=${c.users.CompanyAdmin.id}`,
    c.users.CompanyAdmin.token,
  );

const referralRow = async (h: Harness, id: string) =>
  (await h.database.db.select().from(clientReferrals).where(eq(clientReferrals.id, id)))[0];

/** What accepting may create: clients, service providers and their links. */
const counts = async (h: Harness, companyId: string) => ({
  profiles: await countRows(h, profiles, companyId),
  providers: await countRows(h, serviceProviders, companyId),
  links: await countRows(h, clientServiceProviders, companyId),
});

describe('GET /api/ClientReferrals/accept_client_referral', () => {
  it('creates the client from the referral, adds the referrer as a new provider and links them', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId, { ndisNo: '430 123 456' });
    const fullName = `${r.body.firstName} Nguyen`;

    const res = await accept(h, c, r.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'Success',
      message: `${fullName} is now a client.`,
      profileId: expect.any(String),
    });
    const { profileId } = res.json();

    const profile = (await get(h, `/api/Profiles/${profileId}`, c.users.CompanyAdmin.token)).json();
    expect(profile).toMatchObject({
      profileId,
      firstName: r.body.firstName,
      surName: 'Nguyen',
      email: r.body.email,
      phoneNumber: '0412345678',
      gender: 'Female',
      dateOfBirth: '1990-04-12',
      ndisNo: '430123456',
      address: '12 Example Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      agreementStartDate: '2026-07-01',
      agreementEndDate: '2027-06-30',
      referral: `${r.body.referrerName} (Plan Co)`,
      contactId: expect.stringMatching(/^CL-\d+$/),
    });

    const [provider] = await h.database.db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.companyId, c.companyId));
    expect(provider).toMatchObject({
      email: r.body.referrerEmail,
      name: r.body.referrerName.split(' ')[0],
      lastName: 'Jones',
      phone: '0298765432',
      referralCompany: 'Plan Co',
    });
    expect(profile.serviceProviders).toEqual([
      expect.objectContaining({ serviceProvidersId: provider?.id, fullName: r.body.referrerName }),
    ]);
    expect(await referralRow(h, r.id)).toMatchObject({
      isAccepted: true,
      profileId,
      serviceProvidersId: provider?.id,
    });
    expect(
      await activitiesOf(h, c.users.CompanyAdmin.id, `Accepted the referral of ${fullName}`),
    ).toHaveLength(1);
  });

  it('never links a provider who signs in because their e-mail was typed as the referrer’s', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const provider = await signedInProvider(h, c);
    const r = await receivedReferral(h, c.companyId, { referrerEmail: provider.email });
    const before = await counts(h, c.companyId);

    const res = await accept(h, c, r.id);
    expect(res.statusCode).toBe(200);
    expect(await counts(h, c.companyId)).toEqual({
      profiles: before.profiles + 1,
      providers: before.providers,
      links: before.links,
    });
    expect((await referralRow(h, r.id))?.serviceProvidersId).toBeNull();
    const seen = await get(h, `/api/Profiles/${res.json().profileId}`, provider.token);
    expect(seen.statusCode).toBe(404);
  });

  it('links the provider who sent the referral signed in, who then sees the client', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const provider = await signedInProvider(h, c);
    const r = await receivedReferral(h, c.companyId, {}, provider.token);
    expect((await referralRow(h, r.id))?.serviceProvidersId).toBe(provider.id);

    const res = await accept(h, c, r.id);
    expect(res.statusCode).toBe(200);
    const links = await h.database.db
      .select()
      .from(clientServiceProviders)
      .where(eq(clientServiceProviders.profileId, res.json().profileId));
    expect(links.map((l) => l.serviceProvidersId)).toEqual([provider.id]);
    expect((await referralRow(h, r.id))?.serviceProvidersId).toBe(provider.id);
    const seen = await get(h, `/api/Profiles/${res.json().profileId}`, provider.token);
    expect(seen.statusCode).toBe(200);
  });

  it('refuses to accept the same referral twice', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId);
    expect((await accept(h, c, r.id)).statusCode).toBe(200);
    const before = await counts(h, c.companyId);
    const again = await accept(h, c, r.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This referral has already been accepted.');
    expect(await counts(h, c.companyId)).toEqual(before);
  });

  it('refuses a referral without the participant’s e-mail, naming the field, until the form gets one', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId, { email: '' });
    const before = await counts(h, c.companyId);

    const res = await accept(h, c, r.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('email');
    expect(res.json().message).toMatch(/e-mail/);
    expect(await counts(h, c.companyId)).toEqual(before);
    expect((await referralRow(h, r.id))?.isAccepted).toBe(false);

    const withEmail = { ...r.body, email: `${uniqueName('later').toLowerCase()}@participant.example` };
    const edited = await post(
      h,
      `/api/ClientReferrals/edit_referral/${r.id}`,
      c.users.CompanyAdmin.token,
      withEmail,
    );
    expect(edited.statusCode).toBe(200);
    expect((await accept(h, c, r.id)).statusCode).toBe(200);
  });

  it('refuses an e-mail already used by a client or a sign-in, creating nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const [existing] = await h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    for (const email of [existing?.email ?? undefined, c.users.Staff.email]) {
      const r = await receivedReferral(h, c.companyId, { email });
      const before = await counts(h, c.companyId);
      const res = await accept(h, c, r.id);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors).toEqual({ email: 'A person with this email already exists.' });
      expect(await counts(h, c.companyId)).toEqual(before);
      expect(await referralRow(h, r.id)).toMatchObject({ isAccepted: false, profileId: null });
    }
  });

  it('answers 404 for another company’s referral and leaves it Pending', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await receivedReferral(h, other.companyId);
    const res = await accept(h, c, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect(await referralRow(h, theirs.id)).toMatchObject({ isAccepted: false, profileId: null });
    expect(await countRows(h, profiles, c.companyId)).toBe(0);
    expect(await countRows(h, profiles, other.companyId)).toBe(0);
  });
});
