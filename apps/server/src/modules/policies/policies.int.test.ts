import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';

const policy = (over: object = {}) => ({
  title: 'Privacy and confidentiality',
  category: 'Privacy and information',
  code: 'POL-PRIV',
  effectiveDate: '2026-11-01',
  audience: 'Everyone',
  body: 'We keep participants’ information private.',
  ...over,
});

async function publish(h: Harness, token: string, over: object = {}) {
  const res = await post(h, '/api/PolicyDocuments/add_policy', token, policy(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { policyDocumentId: string; version: number; message: string };
}

describe('policies: publish, accept, and who has not', () => {
  it('a new version asks everyone again, and the office sees who has not accepted', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const v1 = await publish(h, c.users.CompanyAdmin.token);
    expect(v1.version).toBe(1);
    const accept = await post(h, `/api/PolicyDocuments/accept/${v1.policyDocumentId}`, c.users.Staff.token);
    expect(accept.json()).toEqual({ status: 'Success', message: 'Thank you. Your acceptance was recorded.' });
    const mine = (await get(h, '/api/PolicyDocuments/get_user_policies', c.users.Staff.token)).json();
    expect(mine).toEqual([expect.objectContaining({ code: 'POL-PRIV', version: 1, consent: true })]);

    const v2 = await publish(h, c.users.Administrator.token, { code: 'pol-priv', body: 'Updated.' });
    expect(v2).toMatchObject({ version: 2, message: expect.stringContaining('new version') });
    const now = (
      await get(h, '/api/PolicyDocuments/get_user_policies?consent=false', c.users.Staff.token)
    ).json();
    expect(now).toEqual([expect.objectContaining({ code: 'POL-PRIV', version: 2, consent: false })]);
    // The earlier version can no longer be accepted.
    const old = await post(h, `/api/PolicyDocuments/accept/${v1.policyDocumentId}`, c.users.Staff.token);
    expect(old.statusCode).toBe(400);

    const pending = (
      await get(h, '/api/PolicyDocuments/get_all_user_policies?consent=false', c.users.Auditor.token)
    ).json();
    // The auditor sees the office users; the Staff user has no staff record approved for auditing (issue 37).
    expect(pending.map((r: { role: string }) => r.role).sort()).toEqual(['Administrator', 'CompanyAdmin']);
    const staffOnly = (
      await get(h, '/api/PolicyDocuments/get_all_user_policies?role=Staff', c.users.CompanyAdmin.token)
    ).json();
    expect(staffOnly).toHaveLength(1);
    const versions = (
      await get(h, '/api/PolicyDocuments/get_company_policies?code=POL-PRIV', c.users.Staff.token)
    ).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const byCategory = (
      await get(h, '/api/PolicyDocuments/get_company_policies_by_category', c.users.Auditor.token)
    ).json();
    expect(byCategory.policies).toEqual([
      { category: 'Privacy and information', policies: [expect.objectContaining({ version: 2 })] },
    ]);
    expect((await get(h, '/api/Dashboard/summary', c.users.Auditor.token)).json().policyModules).toBe(1);
  });

  it('bad input is a 400 at the field; only the office publishes (403)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const bad = await post(
      h,
      '/api/PolicyDocuments/add_policy',
      c.users.CompanyAdmin.token,
      policy({ title: '', effectiveDate: 'soon', audience: 'Clients' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['audience', 'effectiveDate', 'title']);
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      expect(
        (await post(h, '/api/PolicyDocuments/add_policy', c.users[role].token, policy())).statusCode,
      ).toBe(403);
    }
    expect((await get(h, '/api/PolicyDocuments/get_all_user_policies', c.users.Staff.token)).statusCode).toBe(
      403,
    );
    expect((await get(h, '/api/PolicyDocuments/get_company_policies', c.users.Client.token)).statusCode).toBe(
      403,
    );
  });

  it("a staff member reaching another user's policies, or another company's policy, finds nothing (404)", async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const { policyDocumentId } = await publish(h, c.users.CompanyAdmin.token);
    expect(
      (
        await get(
          h,
          `/api/PolicyDocuments/get_user_policies?userId=${c.users.Administrator.id}`,
          c.users.Staff.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          h,
          `/api/PolicyDocuments/get_user_policies?userId=${c.users.Staff.id}`,
          c.users.Administrator.token,
        )
      ).json(),
    ).toHaveLength(1);
    expect(
      (await post(h, `/api/PolicyDocuments/accept/${policyDocumentId}`, other.users.Staff.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(h, '/api/PolicyDocuments/get_company_policies', other.users.Staff.token)).json(),
    ).toEqual([]);
    // Someone the policy does not ask (audience Office) is told so.
    const office = await publish(h, c.users.CompanyAdmin.token, { code: 'POL-OFF', audience: 'Office' });
    const refused = await post(
      h,
      `/api/PolicyDocuments/accept/${office.policyDocumentId}`,
      c.users.Staff.token,
    );
    expect(refused.json().message).toBe('This policy does not ask you to accept it.');
  });
});
