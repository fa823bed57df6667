import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { countRows } from '../../../test/uploads.ts';
import { companyRoles } from '../../db/schema/index.ts';

const createRole = (h: Harness, token: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/Account/create_role', headers: bearer(token), payload });
const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('Manage Roles', () => {
  it('creates roles and lists them as {roles:[{uRolesId, role}]} by name, own company only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const admin = c.users.Administrator;
    await createRole(h, other.users.CompanyAdmin.token, { role: 'Their Role' });
    for (const role of ['Team Leader', '  Coordinator  ']) {
      const res = await createRole(h, admin.token, { role, companyId: c.companyId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'Success', message: `Role ${role.trim()} created.` });
    }
    const list = await get(h, '/api/Account/get_roles', admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      roles: [
        { uRolesId: expect.any(String), role: 'Coordinator', dateCreated: expect.any(String) },
        { uRolesId: expect.any(String), role: 'Team Leader', dateCreated: expect.any(String) },
      ],
    });
    const [row] = await h.database.db
      .select()
      .from(companyRoles)
      .where(eq(companyRoles.id, list.json().roles[0].uRolesId));
    expect(row).toMatchObject({ companyId: c.companyId, role: 'Coordinator', userCreated: admin.id });
    expect(await activitiesOf(h, admin.id, 'Created role Team Leader')).toHaveLength(1);
  });

  it('refuses a duplicate name (any case) and an empty one with 400, saving nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const name = uniqueName('Night Shift');
    expect((await createRole(h, token, { role: name })).statusCode).toBe(200);
    const before = await countRows(h, companyRoles, c.companyId);
    const duplicate = await createRole(h, token, { role: name.toUpperCase() });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      message: 'A role with this name already exists.',
      errors: { role: 'A role with this name already exists.' },
    });
    for (const payload of [{ role: '' }, { role: '   ' }, {}]) {
      const empty = await createRole(h, token, payload);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ role: 'Enter a Role Name' });
    }
    expect(await countRows(h, companyRoles, c.companyId)).toBe(before);
  });

  it('lets two companies use the same role name', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    expect((await createRole(h, a.users.CompanyAdmin.token, { role: 'Shared Name' })).statusCode).toBe(200);
    expect((await createRole(h, b.users.CompanyAdmin.token, { role: 'Shared Name' })).statusCode).toBe(200);
  });

  it('deletes a role (mutating GET, no-store) and refuses another company’s role id with 404', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    await createRole(h, a.users.CompanyAdmin.token, { role: 'Ours' });
    await createRole(h, b.users.CompanyAdmin.token, { role: 'Theirs' });
    const [ours] = (await get(h, '/api/Account/get_roles', a.users.CompanyAdmin.token)).json().roles;
    const [theirs] = (await get(h, '/api/Account/get_roles', b.users.CompanyAdmin.token)).json().roles;

    const cross = await get(
      h,
      `/api/Account/delete_role?roleId=${theirs.uRolesId}`,
      a.users.CompanyAdmin.token,
    );
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe(MESSAGES.notFound);
    expect(await countRows(h, companyRoles, b.companyId)).toBe(1);

    const res = await get(h, `/api/Account/delete_role?roleId=${ours.uRolesId}`, a.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toBe('Role Ours deleted.');
    expect((await get(h, '/api/Account/get_roles', a.users.CompanyAdmin.token)).json()).toEqual({
      roles: [],
    });
    expect(await activitiesOf(h, a.users.Administrator.id, 'Deleted role Ours')).toHaveLength(1);
    expect(
      (await get(h, `/api/Account/delete_role?roleId=${ours.uRolesId}`, a.users.CompanyAdmin.token))
        .statusCode,
    ).toBe(404);
    const malformed = await get(h, '/api/Account/delete_role?roleId=x', a.users.CompanyAdmin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'Role id: roleId must be a UUID',
      errors: { roleId: 'roleId must be a UUID' },
    });
  });

  it('refuses a create naming another company with 403', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const res = await createRole(h, a.users.CompanyAdmin.token, { role: 'Sneaky', companyId: b.companyId });
    expect(res.statusCode).toBe(403);
    expect(await countRows(h, companyRoles, a.companyId)).toBe(0);
    expect(await countRows(h, companyRoles, b.companyId)).toBe(0);
  });

  it.each(['Staff', 'Auditor', 'Client', 'CareManager'] as const)(
    'refuses %s with 403 on every role call',
    async (role) => {
      const h = await harness();
      const c = await createCompany(h);
      await createRole(h, c.users.CompanyAdmin.token, { role: 'Existing' });
      const [existing] = (await get(h, '/api/Account/get_roles', c.users.CompanyAdmin.token)).json().roles;
      const token = c.users[role].token;
      expect((await get(h, '/api/Account/get_roles', token)).statusCode).toBe(403);
      expect((await createRole(h, token, { role: 'Mine' })).statusCode).toBe(403);
      expect((await get(h, `/api/Account/delete_role?roleId=${existing.uRolesId}`, token)).statusCode).toBe(
        403,
      );
      expect(await countRows(h, companyRoles, c.companyId)).toBe(1);
    },
  );
});
