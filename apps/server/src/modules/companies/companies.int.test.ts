import { describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

// Another company's id (403) is covered in http/tenancy.int.test.ts.
describe('GET /api/Companies/get_company/:id', () => {
  it('returns the caller’s own company to any role', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const role of ['Client', 'CareManager'] as const) {
      const res = await get(h, `/api/Companies/get_company/${c.companyId}`, c.users[role].token);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().company).toMatchObject({ companyId: c.companyId, companyName: c.name });
    }
  });

  it('refuses a malformed id with 400 naming it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, '/api/Companies/get_company/not-a-uuid', c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Id: Company id must be a UUID',
      errors: { id: 'Company id must be a UUID' },
    });
  });
});
