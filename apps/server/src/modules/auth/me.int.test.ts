import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { userClaims } from '../../db/schema/index.ts';
import { SESSION_CACHE_MS } from '../../http/session-cache.ts';
import { TokenService } from '../../http/tokens.ts';

const me = (h: Harness, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: '/api/Account/me', headers });

describe('session (bearer token) and GET /api/Account/me', () => {
  it('refuses a call without a token with 401 and the error body', async () => {
    const h = await harness();
    const res = await me(h);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'Error', message: MESSAGES.unauthorized });
  });

  it.each([
    ['a garbage token', 'Bearer not-a-jwt'],
    ['an empty bearer', 'Bearer '],
    ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
  ])('refuses %s with 401', async (_, authorization) => {
    const h = await harness();
    const res = await me(h, { authorization });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'Error', message: MESSAGES.unauthorized });
  });

  it('refuses a well-formed token signed with another secret', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const user = c.users.CompanyAdmin;
    const forged = await new TokenService('another-secret-another-secret-another').sign(
      { uid: user.id, role: 'CompanyAdmin', companyId: c.companyId, sv: 0 },
      h.clock.now(),
    );
    const res = await me(h, bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'Error', message: MESSAGES.unauthorized });
  });

  it('refuses a token whose company is not the user’s, even when signed with the right secret', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const tokens = new TokenService('test-secret-test-secret-test-secret');
    const crossed = await tokens.sign(
      { uid: a.users.Staff.id, role: 'Staff', companyId: b.companyId, sv: 0 },
      h.clock.now(),
    );
    expect((await me(h, bearer(crossed))).statusCode).toBe(401);
  });

  it('returns the signed-in user and their claims', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff', 'Add Client'] });
    const staff = c.users.Staff;
    const res = await me(h, bearer(staff.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        uid: staff.id,
        role: 'Staff',
        companyId: c.companyId,
        fullName: `Staff ${c.name.split(' ').at(-1)}`,
        email: staff.email,
      },
      claims: [{ value: 'Add Client' }, { value: 'Edit Staff' }],
    });
  });

  it('reads claims again: a claim granted after sign-in (here, by another server) shows with the same token', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = c.users.Staff;
    expect((await me(h, bearer(staff.token))).json().claims).toEqual([]);
    await h.database.db
      .insert(userClaims)
      .values({ companyId: c.companyId, userId: staff.id, claim: 'Edit Client' });
    h.clock.advance(SESSION_CACHE_MS);
    const res = await me(h, bearer(staff.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().claims).toEqual([{ value: 'Edit Client' }]);
  });
});
