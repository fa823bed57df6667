import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { addProvider, get, post, receivedReferral, signedInProvider } from '../../../test/referrals.ts';
import { countRows } from '../../../test/uploads.ts';
import { clientReferrals, clientServiceProviders, serviceProviders, users } from '../../db/schema/index.ts';

const del = (id: string) => `/api/ClientReferrals/delete/${id}`;

describe('POST /api/ClientReferrals/delete/:id', () => {
  it('deletes a referral: gone from the list and from its own route', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId);
    const kept = await receivedReferral(h, c.companyId);
    const admin = c.users.Administrator;
    const fullName = `${r.body.firstName} Nguyen`;

    const res = await post(h, del(r.id), admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: `The referral of ${fullName} was deleted.` });
    const list = (await get(h, '/api/ClientReferrals/get_client_referrals', admin.token)).json();
    expect(list.map((x: { clientReferralId: string }) => x.clientReferralId)).toEqual([kept.id]);
    expect((await get(h, `/api/ClientReferrals/get_client_referral/${r.id}`, admin.token)).statusCode).toBe(
      404,
    );
    expect(await activitiesOf(h, admin.id, `Deleted the referral of ${fullName}`)).toHaveLength(1);
    expect((await post(h, del(r.id), admin.token)).statusCode).toBe(404);
  });

  it('deletes a service provider with its client links, keeping the client', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const provider = await addProvider(h, c);
    const client = await insertProfile(h, c.companyId);
    const token = c.users.CompanyAdmin.token;
    const assigned = await post(h, '/api/ClientServiceProviders/assign_client_serviceprovider', token, {
      serviceProvidersId: provider.id,
      clientId: client.id,
    });
    expect(assigned.statusCode).toBe(200);

    const res = await post(h, del(provider.id), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: `Service provider ${provider.name} was deleted.`,
    });
    expect((await get(h, `/api/ClientReferrals/get_service_provider/${provider.id}`, token)).statusCode).toBe(
      404,
    );
    expect((await get(h, '/api/ClientReferrals/get_service_providers', token)).json()).toEqual([]);
    expect(await countRows(h, clientServiceProviders, c.companyId)).toBe(0);
    expect((await get(h, `/api/Profiles/${client.id}`, token)).json()).toMatchObject({
      serviceProviders: [],
    });
  });

  it('removes a deleted provider’s sign-in: their session ends and the e-mail can be added again', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const provider = await signedInProvider(h, c);
    expect((await get(h, '/api/ClientServiceProviders/my_clients', provider.token)).statusCode).toBe(200);

    expect((await post(h, del(provider.id), c.users.CompanyAdmin.token)).statusCode).toBe(200);
    expect(await h.database.db.select().from(users).where(eq(users.email, provider.email))).toEqual([]);
    expect((await get(h, '/api/ClientServiceProviders/my_clients', provider.token)).statusCode).toBe(401);
    const again = await addProvider(h, c, { email: provider.email, name: provider.name });
    expect(again.id).not.toBe(provider.id);
  });

  it('answers 404 for another company’s referral or provider and deletes neither', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirReferral = await receivedReferral(h, other.companyId);
    const theirProvider = await addProvider(h, other);
    for (const id of [theirReferral.id, theirProvider.id]) {
      const res = await post(h, del(id), c.users.CompanyAdmin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
    }
    expect(await countRows(h, clientReferrals, other.companyId)).toBe(1);
    expect(await countRows(h, serviceProviders, other.companyId)).toBe(1);
  });

  it('is refused to Staff (403) and to a malformed id (400)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const provider = await addProvider(h, c);
    const staff = await post(h, del(provider.id), c.users.Staff.token);
    expect(staff.statusCode).toBe(403);
    const malformed = await post(h, del('nope'), c.users.CompanyAdmin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: 'The id must be a UUID' });
    expect(await countRows(h, serviceProviders, c.companyId)).toBe(1);
  });
});
