import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { post, signedInProvider } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

const names = (rows: { firstName: string }[]) => rows.map((r) => r.firstName).sort();

/** The client reads of spec 1 §7.2 that return a client's record or part of it. */
const LISTS = ['/api/Profiles', '/api/Profiles/get_active_clients?IsActive=true'];
const ONE = (id: string) => [
  `/api/Profiles/${id}`,
  `/api/Profiles/get_client_progress_score?profileId=${id}`,
];

/** A company with three clients: one assigned to the provider, one managed by the care manager, one of neither. */
async function careTeam(h: Harness) {
  const c = await createCompany(h);
  const provider = await signedInProvider(h, c);
  const admin = c.users.CompanyAdmin.token;
  const assigned = await insertProfile(h, c.companyId);
  const managed = await insertProfile(h, c.companyId);
  const neither = await insertProfile(h, c.companyId);
  const assign = await post(h, '/api/ClientServiceProviders/assign_client_serviceprovider', admin, {
    serviceProvidersId: provider.id,
    clientId: assigned.id,
  });
  expect(assign.statusCode).toBe(200);
  const manage = await post(h, '/api/ClientCareManagers/assign_client_to_caremanager', admin, {
    id: c.users.CareManager.id,
    profileId: managed.id,
  });
  expect(manage.statusCode).toBe(200);
  return { c, provider, assigned, managed, neither };
}

async function expectOnly(
  h: Harness,
  token: string,
  visible: { id: string; firstName: string },
  hidden: { id: string; firstName: string }[],
) {
  for (const url of LISTS) {
    const res = await get(h, url, token);
    expect(res.statusCode, url).toBe(200);
    expect(names(res.json()), url).toEqual([visible.firstName]);
  }
  for (const url of ONE(visible.id)) {
    expect((await get(h, url, token)).statusCode, url).toBe(200);
  }
  for (const client of hidden) {
    for (const url of ONE(client.id)) {
      const res = await get(h, url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
      expect(res.body).not.toContain(client.firstName);
    }
  }
}

describe('which clients a service provider and a care manager read (spec 1 §2.5, §4)', () => {
  it('gives a service provider the clients assigned to them only, full records included', async () => {
    const h = await harness();
    const { provider, assigned, managed, neither } = await careTeam(h);
    await expectOnly(h, provider.token, assigned, [managed, neither]);
    const record = (await get(h, `/api/Profiles/${assigned.id}`, provider.token)).json();
    expect(record).toMatchObject({ profileId: assigned.id, firstName: assigned.firstName });
  });

  it('gives a care manager the clients they manage only', async () => {
    const h = await harness();
    const { c, assigned, managed, neither } = await careTeam(h);
    await expectOnly(h, c.users.CareManager.token, managed, [assigned, neither]);
  });

  it('ends a provider’s reading of a client when an admin removes them from the client', async () => {
    const h = await harness();
    const { c, provider, assigned } = await careTeam(h);
    const removed = await post(
      h,
      `/api/ClientServiceProviders/delete/${provider.id}`,
      c.users.CompanyAdmin.token,
      { serviceProvidersId: provider.id, clientId: assigned.id },
    );
    expect(removed.statusCode).toBe(200);
    expect((await get(h, `/api/Profiles/${assigned.id}`, provider.token)).statusCode).toBe(404);
    expect((await get(h, '/api/Profiles', provider.token)).json()).toEqual([]);
  });

  it('still gives admins every client of the company, and staff the clients they support', async () => {
    const h = await harness();
    const { c, assigned, managed, neither } = await careTeam(h);
    const all = [assigned, managed, neither].map((x) => x.firstName).sort();
    for (const role of ['CompanyAdmin', 'Administrator'] as const) {
      const res = await get(h, '/api/Profiles', c.users[role].token);
      expect(names(res.json()), role).toEqual(all);
    }
    await supportedBy(h, c.companyId, c.users.Staff.id, neither.id);
    expect(names((await get(h, '/api/Profiles', c.users.Staff.token)).json())).toEqual([neither.firstName]);
  });

  it('gives an auditor only the clients approved for auditing, the progress score included', async () => {
    const h = await harness();
    const c: CompanyFixture = await createCompany(h);
    const approved = await insertProfile(h, c.companyId, { auditApproved: true });
    const pending = await insertProfile(h, c.companyId);
    await expectOnly(h, c.users.Auditor.token, approved, [pending]);
  });
});
