import { MESSAGES } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { countRows, PDF, postForm } from '../../../test/uploads.ts';
import { activityLogs } from '../../db/schema/index.ts';

const MINUTE = 60_000;
const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (h: Harness, url: string, token: string, payload: Record<string, unknown> = {}) =>
  h.app.inject({ method: 'POST', url, headers: bearer(token), payload });

type Entry = { activity: string; user: string; userId: string; medium: string; dateCreated: string };

const logsOf = async (h: Harness, c: CompanyFixture, query = '') => {
  const res = query
    ? await post(h, `/api/Account/get_periodic_activities?${query}`, c.users.CompanyAdmin.token)
    : await get(h, '/api/Account/activity_logs', c.users.CompanyAdmin.token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { activityLogs: Entry[] }).activityLogs;
};

/** One mutation of each area, as the given company's users; each must log exactly one line. */
async function mutations(h: Harness, c: CompanyFixture) {
  const admin = c.users.CompanyAdmin.token;
  const client = await insertProfile(h, c.companyId);
  const staff = await insertStaff(h, c.companyId);
  const email = (p: string) => `${p}-${c.companyId}@test.example`;
  return [
    () => post(h, '/api/Account/create_role', admin, { role: 'Logged Role' }),
    () =>
      post(h, '/api/Profiles/add_client', admin, {
        firstName: 'Logged',
        surName: 'Client',
        email: email('client'),
        phoneNumber: '0400000000',
        ndisNo: '431234567',
        agreementStartDate: '2026-01-01',
        agreementEndDate: '2026-12-31',
      }),
    () =>
      postForm(
        h,
        '/api/Staffs/add_staff',
        admin,
        { firstName: 'Logged', surName: 'Staff', email: email('staff'), phoneNumber: '0400000000' },
        {
          offerLetter: { bytes: PDF, filename: 'offer.pdf' },
        },
      ),
    () => postForm(h, `/api/Profiles/edit/${client.id}`, admin, { phoneNumber: '0400000001' }),
    () => get(h, `/api/Staffs/deactivate_staff?staffId=${staff.id}`, admin),
    () => get(h, `/api/Profiles/approve_audit?id=${client.id}`, admin),
    () =>
      post(h, '/api/Account/add_claims_to_user', admin, {
        userId: c.users.Staff.id,
        claims: ['Edit Client'],
      }),
    () =>
      post(h, `/api/Account/user_edit/${c.users.Auditor.id}`, admin, {
        firstName: 'Audrey',
        lastName: 'Tor',
        phoneNumber: '0400000002',
        role: 'Auditor',
      }),
    () => get(h, `/api/Account/reset_user_password?email=${c.users.Client.email}`, admin),
    () =>
      postForm(
        h,
        '/api/Templates/add_template',
        admin,
        { name: 'Logged form' },
        { file: { bytes: PDF, filename: 'f.pdf' } },
      ),
    () =>
      post(h, '/api/ClientCareManagers/assign_client_to_caremanager', admin, {
        id: c.users.CareManager.id,
        profileId: client.id,
      }),
  ];
}

describe('activity log', () => {
  it('gets exactly one line for the caller’s company from every mutation, and none from a refused one', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = c.users.CompanyAdmin;
    for (const [i, run] of (await mutations(h, c)).entries()) {
      const before = await countRows(h, activityLogs, c.companyId);
      const res = await run();
      expect(res.statusCode, `mutation ${i}: ${res.body}`).toBe(200);
      expect(await countRows(h, activityLogs, c.companyId), `mutation ${i}`).toBe(before + 1);
    }
    const mine = await h.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.companyId, c.companyId), eq(activityLogs.userId, owner.id)));
    expect(mine.filter((l) => l.activity !== 'Signed in')).toHaveLength(11);
    expect(mine.every((l) => l.medium === 'Web' && l.user.startsWith('CompanyAdmin '))).toBe(true);

    const before = await countRows(h, activityLogs, c.companyId);
    expect((await post(h, '/api/Account/create_role', owner.token, { role: '' })).statusCode).toBe(400);
    expect((await post(h, '/api/Account/create_role', c.users.Staff.token, { role: 'X' })).statusCode).toBe(
      403,
    );
    expect(await countRows(h, activityLogs, c.companyId)).toBe(before);
  });

  it('GET /api/Account/activity_logs lists the company’s lines newest first, and no other company’s', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    await post(h, '/api/Account/create_role', other.users.CompanyAdmin.token, { role: 'Other company role' });
    for (const role of ['First', 'Second', 'Third']) {
      h.clock.advance(MINUTE);
      expect(
        (await post(h, '/api/Account/create_role', c.users.Administrator.token, { role })).statusCode,
      ).toBe(200);
    }
    const logs = await logsOf(h, c);
    expect(logs.slice(0, 3).map((l) => l.activity)).toEqual([
      'Created role Third',
      'Created role Second',
      'Created role First',
    ]);
    expect(logs[0]).toEqual({
      activityLogId: expect.any(String),
      user: expect.stringMatching(/^Administrator /),
      userId: c.users.Administrator.id,
      activity: 'Created role Third',
      medium: 'Web',
      dateCreated: h.clock.now().toISOString(),
    });
    const times = logs.map((l) => Date.parse(l.dateCreated));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(logs.some((l) => l.activity === 'Created role Other company role')).toBe(false);
    expect(logs.every((l) => Object.values(c.users).some((u) => u.id === l.userId))).toBe(true);
  });

  it('POST /api/Account/get_periodic_activities filters by dates and user name', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const start = h.clock.now().getTime();
    h.clock.advance(60 * MINUTE);
    await post(h, '/api/Account/create_role', c.users.Administrator.token, { role: 'In window' });
    h.clock.advance(60 * MINUTE);
    await post(h, '/api/Account/create_role', c.users.CompanyAdmin.token, { role: 'Later' });
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());

    const window = await logsOf(
      h,
      c,
      `fromDate=${iso(start + 30 * MINUTE)}&toDate=${iso(start + 90 * MINUTE)}`,
    );
    expect(window.map((l) => l.activity)).toEqual(['Created role In window']);
    const fromOnly = await logsOf(h, c, `fromDate=${iso(start + 30 * MINUTE)}`);
    expect(fromOnly.map((l) => l.activity)).toEqual(['Created role Later', 'Created role In window']);
    const byUser = await logsOf(h, c, `fromDate=${iso(start)}&username=administrator`);
    expect(byUser.map((l) => l.activity)).toContain('Created role In window');
    expect(byUser.every((l) => l.user.startsWith('Administrator '))).toBe(true);
    expect(await logsOf(h, c, 'username=nobody-at-all')).toEqual([]);
    // '%' in the name is matched literally, not as a wildcard.
    expect(await logsOf(h, c, 'username=%25')).toEqual([]);
  });

  it('refuses a date that is not a date with 400, and another company named with 403', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const bad = await post(h, '/api/Account/get_periodic_activities?fromDate=yesterday', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ fromDate: 'fromDate is not a valid date' });
    const named = await post(h, `/api/Account/get_periodic_activities?companyId=${other.companyId}`, token);
    expect(named.statusCode).toBe(403);
  });

  it.each(['Staff', 'Auditor', 'Client', 'CareManager'] as const)('refuses %s with 403', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    const list = await get(h, '/api/Account/activity_logs', c.users[role].token);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(MESSAGES.forbidden);
    expect((await post(h, '/api/Account/get_periodic_activities', c.users[role].token)).statusCode).toBe(403);
  });
});
