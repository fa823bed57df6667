import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness, PASSWORD } from '../../test/harness.ts';
import { type App, buildApp } from '../app.ts';
import { staffs, users } from '../db/schema/index.ts';
import { SESSION_CACHE_MS } from './session-cache.ts';

const me = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/Account/me', headers: bearer(token) });

describe('the session check stays exact with the session cache', () => {
  let h: Harness;
  // A second server on the same database, as behind a load balancer.
  let other: App;

  beforeAll(async () => {
    h = await harness();
    other = await buildApp({ config: h.config, database: h.database, clock: h.clock.now, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
  });

  it('refuses a deactivated user at once on the server that deactivated them', async () => {
    const c = await createCompany(h);
    const staff = c.users.Staff;
    const [row] = await h.database.db
      .insert(staffs)
      .values({
        companyId: c.companyId,
        firstName: 'Staff',
        surName: 'Cached',
        email: staff.email,
        userId: staff.id,
      })
      .returning({ id: staffs.id });
    expect((await me(h.app, staff.token)).statusCode).toBe(200);
    const off = await h.app.inject({
      method: 'GET',
      url: `/api/Staffs/deactivate_staff?staffId=${row?.id}`,
      headers: bearer(c.users.Administrator.token),
    });
    expect(off.statusCode).toBe(200);
    expect((await me(h.app, staff.token)).statusCode).toBe(401);
  });

  it('refuses the old token at once after a password change', async () => {
    const c = await createCompany(h);
    const staff = c.users.Staff;
    expect((await me(h.app, staff.token)).statusCode).toBe(200);
    const changed = await h.app.inject({
      method: 'POST',
      url: '/api/Account/change_password',
      headers: bearer(staff.token),
      payload: {
        email: staff.email,
        oldPassword: PASSWORD,
        password: 'Battery-Staple-42',
        confirmPassword: 'Battery-Staple-42',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(h.app, staff.token)).statusCode).toBe(401);
  });

  it('drops a revoked claim at once', async () => {
    const c = await createCompany(h, { Staff: ['Edit Client'] });
    const staff = c.users.Staff;
    expect((await me(h.app, staff.token)).json().claims).toEqual([{ value: 'Edit Client' }]);
    const revoked = await h.app.inject({
      method: 'POST',
      url: '/api/Account/add_claims_to_user',
      headers: bearer(c.users.CompanyAdmin.token),
      payload: { userId: staff.id, claims: [] },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await me(h.app, staff.token)).json().claims).toEqual([]);
  });

  it('on another server, a change takes effect once the cache time has passed, not before', async () => {
    const c = await createCompany(h, { Staff: ['Edit Client'] });
    const staff = c.users.Staff;
    expect((await me(other, staff.token)).statusCode).toBe(200);
    const revoked = await h.app.inject({
      method: 'POST',
      url: '/api/Account/add_claims_to_user',
      headers: bearer(c.users.CompanyAdmin.token),
      payload: { userId: staff.id, claims: [] },
    });
    expect(revoked.statusCode).toBe(200);
    await h.database.db.update(users).set({ isActive: false }).where(eq(users.id, staff.id));
    // Still the cached session on the other server, for at most SESSION_CACHE_MS.
    expect((await me(other, staff.token)).json().claims).toEqual([{ value: 'Edit Client' }]);
    h.clock.advance(SESSION_CACHE_MS);
    expect((await me(other, staff.token)).statusCode).toBe(401);
  });

  it('never trusts a cached session past its token expiry', async () => {
    const c = await createCompany(h);
    const staff = c.users.Staff;
    expect((await me(h.app, staff.token)).statusCode).toBe(200);
    h.clock.advance(12 * 60 * 60 * 1000);
    expect((await me(h.app, staff.token)).statusCode).toBe(401);
  });
});
