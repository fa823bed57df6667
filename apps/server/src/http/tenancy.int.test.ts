import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertAdministrator, insertProfile, insertStaff, uniqueAddress } from '../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness, PASSWORD } from '../../test/harness.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Two companies, each with one administrator, staff member and client record of its own. */
async function twoCompanies(h: Harness) {
  const a = await createCompany(h);
  const b = await createCompany(h);
  const people = async (companyId: string) => ({
    administrator: await insertAdministrator(h, companyId),
    staff: await insertStaff(h, companyId, { auditApproved: true }),
    profile: await insertProfile(h, companyId, { auditApproved: true }),
  });
  return { a, b, aPeople: await people(a.companyId), bPeople: await people(b.companyId) };
}

describe('tenancy: a user only ever reaches their own company', () => {
  it.each(['companyId', 'companyid', 'COMPANYID', 'CompanyID'])(
    'refuses a list that names another company as ?%s=<B> with 403',
    async (key) => {
      const h = await harness();
      const { a, b } = await twoCompanies(h);
      const res = await get(h, `/api/Administrators?${key}=${b.companyId}`, a.users.CompanyAdmin.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'Error', message: MESSAGES.forbidden });
    },
  );

  it.each(['companyId', 'companyid', 'COMPANYID'])('accepts its own company as ?%s=<A>', async (key) => {
    const h = await harness();
    const { a, aPeople } = await twoCompanies(h);
    const res = await get(h, `/api/Administrators?${key}=${a.companyId}`, a.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { administratorId: string }) => r.administratorId)).toEqual([
      aPeople.administrator.id,
    ]);
  });

  it('refuses another company even when a second spelling of the key names the caller’s own', async () => {
    const h = await harness();
    const { a, b } = await twoCompanies(h);
    const token = a.users.CompanyAdmin.token;
    for (const query of [
      `companyId=${a.companyId}&companyid=${b.companyId}`,
      `companyid=${b.companyId}&companyId=${a.companyId}`,
    ]) {
      expect((await get(h, `/api/Profiles?${query}`, token)).statusCode).toBe(403);
    }
  });

  it('refuses another company named on a route that declares no companyId (dashboard, me)', async () => {
    const h = await harness();
    const { a, b } = await twoCompanies(h);
    for (const url of [
      `/api/Dashboard/summary?companyId=${b.companyId}`,
      `/api/Account/me?CompanyId=${b.companyId}`,
    ]) {
      expect((await get(h, url, a.users.CompanyAdmin.token)).statusCode).toBe(403);
    }
  });

  it('refuses another company named in a JSON body with 403, and changes nothing', async () => {
    const h = await harness();
    const { a, b } = await twoCompanies(h);
    const user = a.users.Staff;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/Account/change_password',
      headers: bearer(user.token),
      payload: {
        companyId: b.companyId,
        email: user.email,
        oldPassword: PASSWORD,
        password: 'Another-Pass-77',
        confirmPassword: 'Another-Pass-77',
      },
    });
    expect(res.statusCode).toBe(403);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: user.email, password: PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses another company’s record with 403 on get_company, and returns its own', async () => {
    const h = await harness();
    const { a, b } = await twoCompanies(h);
    const other = await get(h, `/api/Companies/get_company/${b.companyId}`, a.users.Staff.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.forbidden);
    expect(other.body).not.toContain(b.name);
    const own = await get(h, `/api/Companies/get_company/${a.companyId}`, a.users.Staff.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().company).toMatchObject({ companyId: a.companyId, companyName: a.name });
  });

  it('does not find another company’s people by id (404), while finding its own', async () => {
    const h = await harness();
    const { a, aPeople, bPeople } = await twoCompanies(h);
    const token = a.users.CompanyAdmin.token;
    for (const [base, key] of [
      ['Profiles', 'profile'],
      ['Staffs', 'staff'],
      ['Administrators', 'administrator'],
    ] as const) {
      const theirs = await get(h, `/api/${base}/${bPeople[key].id}`, token);
      expect(theirs.statusCode, base).toBe(404);
      expect(theirs.json().message).toBe(MESSAGES.notFound);
      expect(theirs.body).not.toContain(bPeople[key].firstName);
      const ours = await get(h, `/api/${base}/${aPeople[key].id}`, token);
      expect(ours.statusCode, base).toBe(200);
      expect(ours.json()).toMatchObject({ companyId: a.companyId, firstName: aPeople[key].firstName });
    }
  });

  it.each([
    ['/api/Administrators', 'administrator'],
    ['/api/Administrators/get_active_admin?IsActive=true', 'administrator'],
    ['/api/Staffs', 'staff'],
    ['/api/Staffs/get_active_staffs?IsActive=true', 'staff'],
    ['/api/Profiles', 'profile'],
    ['/api/Profiles/get_active_clients?IsActive=true', 'profile'],
  ] as const)('lists only the caller’s company rows on %s', async (url, key) => {
    const h = await harness();
    const { a, aPeople, bPeople } = await twoCompanies(h);
    for (const role of ['CompanyAdmin', 'Auditor'] as const) {
      const res = await get(h, url, a.users[role].token);
      expect(res.statusCode).toBe(200);
      const rows: { companyId: string; firstName: string }[] = res.json();
      expect(rows.map((r) => r.firstName)).toEqual([aPeople[key].firstName]);
      expect(rows.every((r) => r.companyId === a.companyId)).toBe(true);
      expect(res.body).not.toContain(bPeople[key].firstName);
    }
  });
});
