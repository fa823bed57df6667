import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertAdministrator, insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

const names = (rows: { firstName: string }[]) => rows.map((r) => r.firstName).sort();

describe('people lists: status filter bound in any case', () => {
  it.each(['IsActive', 'isactive', 'isActive', 'ISACTIVE'])(
    'filters get_active_clients by ?%s=false and =true',
    async (key) => {
      const h = await harness();
      const c = await createCompany(h);
      const active = await insertProfile(h, c.companyId, { isActive: true });
      const inactive = await insertProfile(h, c.companyId, { isActive: false });
      const token = c.users.CompanyAdmin.token;
      const off = await get(h, `/api/Profiles/get_active_clients?${key}=false`, token);
      expect(off.statusCode).toBe(200);
      expect(names(off.json())).toEqual([inactive.firstName]);
      const on = await get(h, `/api/Profiles/get_active_clients?${key}=true`, token);
      expect(names(on.json())).toEqual([active.firstName]);
    },
  );

  it('gives the same reply for ?isactive=false and ?IsActive=false', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await insertProfile(h, c.companyId, { isActive: true });
    await insertProfile(h, c.companyId, { isActive: false });
    const token = c.users.CompanyAdmin.token;
    const lower = await get(h, '/api/Profiles/get_active_clients?isactive=false', token);
    const canonical = await get(h, '/api/Profiles/get_active_clients?IsActive=false', token);
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toHaveLength(1);
    expect(lower.json()).toEqual(canonical.json());
  });

  it('filters get_active_staffs and get_active_admin by status too', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staffOff = await insertStaff(h, c.companyId, { isActive: false });
    await insertStaff(h, c.companyId, { isActive: true });
    const adminOff = await insertAdministrator(h, c.companyId, { isActive: false });
    await insertAdministrator(h, c.companyId, { isActive: true });
    const token = c.users.CompanyAdmin.token;
    expect(names((await get(h, '/api/Staffs/get_active_staffs?isActive=false', token)).json())).toEqual([
      staffOff.firstName,
    ]);
    expect(
      names((await get(h, '/api/Administrators/get_active_admin?isactive=false', token)).json()),
    ).toEqual([adminOff.firstName]);
  });

  it.each(['?IsActive=yes', '?isactive=1', '?IsActive=', ''])(
    'refuses a bad or missing status (%s) with 400 naming IsActive',
    async (query) => {
      const h = await harness();
      const c = await createCompany(h);
      const res = await get(h, `/api/Profiles/get_active_clients${query}`, c.users.CompanyAdmin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'Error', errors: { IsActive: expect.any(String) } });
    },
  );

  it.each([
    ['/api/Profiles?companyid=not-a-uuid', 'companyId', 'companyId must be a UUID'],
    ['/api/Staffs?companyId=not-a-uuid', 'companyId', 'companyId must be a UUID'],
    ['/api/Administrators?CompanyId=not-a-uuid', 'companyId', 'companyId must be a UUID'],
    ['/api/Staffs/get_active_staffs?IsActive=yes', 'IsActive', "IsActive must be 'true' or 'false'"],
    ['/api/Administrators/get_active_admin', 'IsActive', "IsActive must be 'true' or 'false'"],
    ['/api/Profiles/not-a-uuid', 'id', 'The id must be a UUID'],
    ['/api/Staffs/42', 'id', 'The id must be a UUID'],
    ['/api/Administrators/not-a-uuid', 'id', 'The id must be a UUID'],
  ])('refuses %s with 400 naming %s', async (url, field, message) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, url, c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(res.json().message).toContain(message);
  });
});

describe('people lists: who may see what', () => {
  it('shows an Auditor only audit-approved clients and staff (lists, status lists and by id)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const approvedClient = await insertProfile(h, c.companyId, { auditApproved: true });
    const hiddenClient = await insertProfile(h, c.companyId, { auditApproved: false });
    const approvedStaff = await insertStaff(h, c.companyId, { auditApproved: true });
    const hiddenStaff = await insertStaff(h, c.companyId, { auditApproved: false });
    const auditor = c.users.Auditor.token;

    expect(names((await get(h, '/api/Profiles', auditor)).json())).toEqual([approvedClient.firstName]);
    expect(names((await get(h, '/api/Profiles/get_active_clients?IsActive=true', auditor)).json())).toEqual([
      approvedClient.firstName,
    ]);
    expect(names((await get(h, '/api/Staffs', auditor)).json())).toEqual([approvedStaff.firstName]);
    expect(names((await get(h, '/api/Staffs/get_active_staffs?IsActive=true', auditor)).json())).toEqual([
      approvedStaff.firstName,
    ]);
    expect((await get(h, `/api/Profiles/${hiddenClient.id}`, auditor)).statusCode).toBe(404);
    expect((await get(h, `/api/Staffs/${hiddenStaff.id}`, auditor)).statusCode).toBe(404);
    expect((await get(h, `/api/Profiles/${approvedClient.id}`, auditor)).statusCode).toBe(200);

    // An administrator of the same company sees both.
    const admin = c.users.CompanyAdmin.token;
    expect((await get(h, '/api/Profiles', admin)).json()).toHaveLength(2);
    expect((await get(h, '/api/Staffs', admin)).json()).toHaveLength(2);
  });

  it.each(['/api/Administrators', '/api/Administrators/get_active_admin?IsActive=true'])(
    'refuses Staff on %s with 403',
    async (url) => {
      const h = await harness();
      const c = await createCompany(h);
      await insertAdministrator(h, c.companyId);
      const res = await get(h, url, c.users.Staff.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    },
  );

  it('refuses Staff on another administrator’s record by id with 403, before looking it up', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = await insertAdministrator(h, c.companyId);
    const res = await get(h, `/api/Administrators/${admin.id}`, c.users.Staff.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(admin.firstName);
  });

  it('lets Staff list staff only with the "Edit Staff" claim', async () => {
    const h = await harness();
    const withClaim = await createCompany(h, { Staff: ['Edit Staff'] });
    const without = await createCompany(h);
    const colleague = await insertStaff(h, withClaim.companyId);
    await insertStaff(h, without.companyId);

    const allowed = await get(h, '/api/Staffs', withClaim.users.Staff.token);
    expect(allowed.statusCode).toBe(200);
    expect(names(allowed.json())).toEqual([colleague.firstName]);
    expect((await get(h, `/api/Staffs/${colleague.id}`, withClaim.users.Staff.token)).statusCode).toBe(200);

    const refused = await get(h, '/api/Staffs', without.users.Staff.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
  });

  it.each(['Client', 'CareManager'] as const)('refuses %s on the staff list with 403', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    expect((await get(h, '/api/Staffs', c.users[role].token)).statusCode).toBe(403);
  });

  it('lists people with the spec’s id names and a full name', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const p = await insertProfile(h, c.companyId);
    const s = await insertStaff(h, c.companyId);
    const a = await insertAdministrator(h, c.companyId);
    const token = c.users.CompanyAdmin.token;
    expect((await get(h, '/api/Profiles', token)).json()[0]).toMatchObject({
      profileId: p.id,
      fullName: `${p.firstName} Test`,
    });
    expect((await get(h, '/api/Staffs', token)).json()[0]).toMatchObject({ staffId: s.id });
    expect((await get(h, '/api/Administrators', token)).json()[0]).toMatchObject({ administratorId: a.id });
  });
});
