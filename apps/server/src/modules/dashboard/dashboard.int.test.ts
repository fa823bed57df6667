import { describe, expect, it } from 'vitest';
import { insertAdministrator, insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { bearer, createCompany, harness } from '../../../test/harness.ts';

describe('GET /api/Dashboard/summary', () => {
  it('counts only the caller’s company’s people', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    await insertAdministrator(h, a.companyId);
    await insertStaff(h, a.companyId, { auditApproved: true });
    await insertStaff(h, a.companyId);
    await insertProfile(h, a.companyId, { isActive: true, auditApproved: true });
    await insertProfile(h, a.companyId, { isActive: false });
    await insertProfile(h, a.companyId, { isActive: true });
    // Company B has more of everything; none of it may show in A's counts.
    for (let i = 0; i < 3; i++) {
      await insertAdministrator(h, b.companyId);
      await insertStaff(h, b.companyId, { auditApproved: true });
      await insertProfile(h, b.companyId, { auditApproved: true });
    }

    const res = await h.app.inject({
      method: 'GET',
      url: '/api/Dashboard/summary',
      headers: bearer(a.users.CompanyAdmin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      administrators: 1,
      staff: 2,
      clients: 3,
      activeClients: 2,
      users: 6,
      auditApprovedClients: 1,
      auditApprovedStaff: 1,
      staffTrainings: 0,
      policyModules: 0,
    });
  });

  it('needs a session', async () => {
    const h = await harness();
    expect((await h.app.inject({ method: 'GET', url: '/api/Dashboard/summary' })).statusCode).toBe(401);
  });
});
