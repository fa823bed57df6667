import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile, uniqueName } from '../../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { countRows, postForm } from '../../../test/uploads.ts';
import { clientServiceProviders, profiles, serviceProviders, users } from '../../db/schema/index.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (h: Harness, url: string, token: string, payload?: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload ?? {} });

async function insertProvider(h: Harness, companyId: string) {
  const name = uniqueName('Coordinator');
  const [row] = await h.database.db
    .insert(serviceProviders)
    .values({
      companyId,
      name,
      lastName: 'Smith',
      email: `${name.toLowerCase()}@test.example`,
      referralCompany: 'Plan Co',
    })
    .returning({ id: serviceProviders.id });
  return { id: row?.id ?? '', name };
}

const profileOf = async (h: Harness, c: CompanyFixture, id: string) =>
  (await get(h, `/api/Profiles/${id}`, c.users.CompanyAdmin.token)).json();

describe('care managers', () => {
  it('lists the company’s active CareManager users, optionally by name', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await createCompany(h);
    const manager = c.users.CareManager;
    const [names] = await h.database.db.select().from(users).where(eq(users.id, manager.id));
    const expected = [
      { id: manager.id, fullName: `${names?.firstName} ${names?.lastName}`, email: manager.email },
    ];
    for (const url of ['/api/Profiles/get_care_manager', '/api/ClientCareManagers/get_all_users']) {
      const res = await get(h, url, c.users.Administrator.token);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual(expected);
    }
    expect(
      (await get(h, '/api/Profiles/get_care_manager?name=caremanag', c.users.CompanyAdmin.token)).json(),
    ).toEqual(expected);
    expect(
      (await get(h, '/api/Profiles/get_care_manager?name=nobody', c.users.CompanyAdmin.token)).json(),
    ).toEqual([]);
    await h.database.db.update(users).set({ isActive: false }).where(eq(users.id, manager.id));
    expect((await get(h, '/api/Profiles/get_care_manager', c.users.CompanyAdmin.token)).json()).toEqual([]);
  });

  it('assigns a care manager to a client, shown on the client’s record', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const manager = c.users.CareManager;
    const admin = c.users.Administrator;
    const res = await post(h, '/api/ClientCareManagers/assign_client_to_caremanager', admin.token, {
      id: manager.id,
      profileId: client.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Success');
    const record = await profileOf(h, c, client.id);
    expect(record).toMatchObject({
      careManagerId: manager.id,
      careManager: expect.stringMatching(/^CareManager /),
    });
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Assigned care manager ${record.careManager} to ${client.firstName} Test`,
      ),
    ).toHaveLength(1);
  });

  it('refuses a user who is not a care manager, another company’s client, and Staff', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const theirs = await insertProfile(h, other.companyId);
    const url = '/api/ClientCareManagers/assign_client_to_caremanager';
    const token = c.users.CompanyAdmin.token;
    expect((await post(h, url, token, { id: c.users.Staff.id, profileId: client.id })).statusCode).toBe(404);
    expect(
      (await post(h, url, token, { id: other.users.CareManager.id, profileId: client.id })).statusCode,
    ).toBe(404);
    expect((await post(h, url, token, { id: c.users.CareManager.id, profileId: theirs.id })).statusCode).toBe(
      404,
    );
    const bad = await post(h, url, token, { id: 'x', profileId: client.id });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    const staff = await post(h, url, c.users.Staff.token, {
      id: c.users.CareManager.id,
      profileId: client.id,
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(MESSAGES.forbidden);
    expect((await profileOf(h, c, client.id)).careManagerId).toBeNull();
    expect((await profileOf(h, other, theirs.id)).careManagerId).toBeNull();
  });
});

describe('care team: bad input', () => {
  it('refuses a name filter over 100 characters and a malformed assignment id with 400', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const long = await get(h, `/api/Profiles/get_care_manager?name=${'x'.repeat(101)}`, token);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^Name: /);
    expect(Object.keys(long.json().errors)).toEqual(['name']);
    const malformed = await post(h, '/api/ClientServiceProviders/delete/not-a-uuid', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'Id: id must be a UUID',
      errors: { id: 'id must be a UUID' },
    });
  });
});

describe('service providers on a client', () => {
  const assign = '/api/ClientServiceProviders/assign_client_serviceprovider';

  it('assigns a provider once, shows it on the record, refuses a second time and removes it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const provider = await insertProvider(h, c.companyId);
    const token = c.users.CompanyAdmin.token;

    const listed = await get(h, '/api/ClientReferrals/get_service_providers', token);
    expect(listed.json()).toEqual([
      expect.objectContaining({ serviceProvidersId: provider.id, fullName: `${provider.name} Smith` }),
    ]);

    const res = await post(h, assign, token, { serviceProvidersId: provider.id, clientId: client.id });
    expect(res.statusCode).toBe(200);
    const [assignment] = (await profileOf(h, c, client.id)).serviceProviders;
    expect(assignment).toEqual({
      clientServiceProviderId: expect.any(String),
      serviceProvidersId: provider.id,
      fullName: `${provider.name} Smith`,
      referralCompany: 'Plan Co',
    });

    const twice = await post(h, assign, token, { serviceProvidersId: provider.id, clientId: client.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`${client.firstName} is already assigned to ${provider.name}.`);
    expect(await countRows(h, clientServiceProviders, c.companyId)).toBe(1);

    const removed = await post(
      h,
      `/api/ClientServiceProviders/delete/${assignment.clientServiceProviderId}`,
      token,
    );
    expect(removed.statusCode).toBe(200);
    expect((await profileOf(h, c, client.id)).serviceProviders).toEqual([]);
    expect(
      (await post(h, `/api/ClientServiceProviders/delete/${assignment.clientServiceProviderId}`, token))
        .statusCode,
    ).toBe(404);
  });

  it('removes by provider id with the client in the body', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const keep = await insertProfile(h, c.companyId);
    const provider = await insertProvider(h, c.companyId);
    const token = c.users.Administrator.token;
    for (const p of [client, keep]) {
      expect(
        (await post(h, assign, token, { serviceProvidersId: provider.id, clientId: p.id })).statusCode,
      ).toBe(200);
    }
    const res = await post(h, `/api/ClientServiceProviders/delete/${provider.id}`, token, {
      clientId: client.id,
    });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(h, c, client.id)).serviceProviders).toEqual([]);
    expect((await profileOf(h, c, keep.id)).serviceProviders).toHaveLength(1);
  });

  it('does not reach another company’s provider, client or assignment (404) and refuses Staff (403)', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const ours = await insertProfile(h, a.companyId);
    const theirClient = await insertProfile(h, b.companyId);
    const ourProvider = await insertProvider(h, a.companyId);
    const theirProvider = await insertProvider(h, b.companyId);
    const token = a.users.CompanyAdmin.token;
    expect(
      (await post(h, assign, token, { serviceProvidersId: theirProvider.id, clientId: ours.id })).statusCode,
    ).toBe(404);
    expect(
      (await post(h, assign, token, { serviceProvidersId: ourProvider.id, clientId: theirClient.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(h, assign, token, {
          serviceProvidersId: ourProvider.id,
          clientId: ours.id,
          companyId: b.companyId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post(h, assign, a.users.Staff.token, { serviceProvidersId: ourProvider.id, clientId: ours.id }))
        .statusCode,
    ).toBe(403);
    expect(await countRows(h, clientServiceProviders, a.companyId)).toBe(0);

    await post(h, assign, b.users.CompanyAdmin.token, {
      serviceProvidersId: theirProvider.id,
      clientId: theirClient.id,
    });
    const [theirs] = (await profileOf(h, b, theirClient.id)).serviceProviders;
    expect(
      (await post(h, `/api/ClientServiceProviders/delete/${theirs.clientServiceProviderId}`, token))
        .statusCode,
    ).toBe(404);
    expect(await countRows(h, clientServiceProviders, b.companyId)).toBe(1);
    expect((await get(h, '/api/ClientReferrals/get_service_providers', token)).json()).toHaveLength(1);
  });
});

describe('GET /api/Profiles/get_client_progress_score', () => {
  it('returns a percentage that goes up as the record is filled in', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    await supportedBy(h, c.companyId, c.users.Staff.id, client.id);
    const url = `/api/Profiles/get_client_progress_score?profileId=${client.id}`;
    const before = await get(h, url, c.users.Staff.token);
    expect(before.statusCode).toBe(200);
    // Only the e-mail of the 16 score fields is filled.
    expect(before.json()).toEqual({ percentage: 6 });
    const edit = await postForm(h, `/api/Profiles/edit/${client.id}`, c.users.CompanyAdmin.token, {
      phoneNumber: '0400111222',
      gender: 'Male',
      dateOfBirth: '1950-02-03',
      address: '1 Main Road',
      suburb: 'Bondi',
      state: 'NSW',
      ndisNo: '431234567',
      agreementStartDate: '2026-01-01',
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(h, url, c.users.Staff.token)).json()).toEqual({ percentage: 56 });
    await h.database.db.update(profiles).set({ email: '' }).where(eq(profiles.id, client.id));
    expect((await get(h, url, c.users.Staff.token)).json()).toEqual({ percentage: 50 });
  });

  it('does not find another company’s client (404), and refuses a Client user (403) and a bad id (400)', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const theirs = await insertProfile(h, b.companyId);
    const url = `/api/Profiles/get_client_progress_score?profileId=${theirs.id}`;
    expect((await get(h, url, a.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, url, b.users.Client.token)).statusCode).toBe(403);
    const malformed = await get(
      h,
      '/api/Profiles/get_client_progress_score?profileId=1',
      a.users.CompanyAdmin.token,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ profileId: 'profileId must be a UUID' });
  });
});

describe('POST /api/ClientServiceProviders/delete/{id} without a body', () => {
  it('removes the assignment named by its id, as with an empty body', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    const provider = await insertProvider(h, c.companyId);
    await post(h, '/api/ClientServiceProviders/assign_client_serviceprovider', token, {
      serviceProvidersId: provider.id,
      clientId: client.id,
    });
    const [assignment] = (await profileOf(h, c, client.id)).serviceProviders;
    const id = assignment.clientServiceProviderId;
    expect(await countRows(h, clientServiceProviders, c.companyId)).toBe(1);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/ClientServiceProviders/delete/${id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(await countRows(h, clientServiceProviders, c.companyId)).toBe(0);
  });
});
