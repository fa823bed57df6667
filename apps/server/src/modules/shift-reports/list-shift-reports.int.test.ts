import { TIMESHEET_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { shiftReports, staffs } from '../../db/schema/index.ts';
import { PROGRESS_NOTE_TEXTS } from '../progress-notes/list-filters.ts';
import { dayFromNow } from '../roster/roster.test-kit.ts';
import { api, approveForAudit, get, reportCompany } from './shift-reports.test-kit.ts';

beforeAll(async () => {
  await harness();
});

const HOUR = 3600_000;
const SIGNATURE = '/api/Files/00000000-0000-4000-8000-000000000001';

/** Reports of both shifts: the worker's written an hour before the other staff member's. */
async function twoReports(h: Harness) {
  const r = await reportCompany(h);
  await h.database.db.update(staffs).set({ signatureUrl: SIGNATURE }).where(eq(staffs.id, r.staff.id));
  const now = h.clock.now().getTime();
  const [mine] = await h.database.db
    .insert(shiftReports)
    .values({
      companyId: r.c.companyId,
      shiftRosterId: r.shiftId,
      goal_Progress: '<p>Cooked lunch together and washed up.</p>',
      isSigned: true,
      signedAt: new Date(now - 2 * HOUR),
      signedByStaffId: r.staff.id,
      dateCreated: new Date(now - 2 * HOUR),
    })
    .returning({ id: shiftReports.id });
  const [theirs] = await h.database.db
    .insert(shiftReports)
    .values({
      companyId: r.c.companyId,
      shiftRosterId: r.otherShiftId,
      goal_Progress: '<p>Went to the pool and swam two laps.</p>',
      dateCreated: new Date(now - HOUR),
    })
    .returning({ id: shiftReports.id });
  return { r, mine: mine?.id as string, theirs: theirs?.id as string };
}

const ids = (list: { shiftReportId: string }[]) => list.map((x) => x.shiftReportId);
const all = (q: Record<string, string> = {}) => api(`get_all_shiftreports?${new URLSearchParams(q)}`);
const ofClient = (clientId: string) => api(`get_client_shiftreports?clientId=${clientId}`);

describe('GET /api/ShiftReports/get_all_shiftreports', () => {
  it('lists the company’s reports newest created first, each with its shift', async () => {
    const h = await harness();
    const { r, mine, theirs } = await twoReports(h);
    const res = await get(h, all(), r.c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json())).toEqual([theirs, mine]);
    expect(res.json()[1]).toMatchObject({
      shiftRosterId: r.shiftId,
      companyID: r.c.companyId,
      goal_Progress: '<p>Cooked lunch together and washed up.</p>',
      isSigned: true,
      signatureUrl: SIGNATURE,
      shiftRoster: { staff: { staffId: r.staff.id }, profileId: r.client.id },
    });
    expect(res.json()[0]).toMatchObject({ isSigned: false, signatureUrl: null });
  });

  it('filters by staff member, client and the shift’s start (blank filters are none)', async () => {
    const h = await harness();
    const { r, mine, theirs } = await twoReports(h);
    const admin = r.c.users.CompanyAdmin.token;
    expect(ids((await get(h, all({ staffId: r.staff.id, clientId: '' }), admin)).json())).toEqual([mine]);
    expect(ids((await get(h, all({ clientId: r.otherClient.id }), admin)).json())).toEqual([theirs]);
    expect(
      ids((await get(h, all({ staffId: r.staff.id, clientId: r.otherClient.id }), admin)).json()),
    ).toEqual([]);
    const date = dayFromNow(h, 1);
    // The worker's shift is 09:00–13:00 local, the other 14:00–16:00.
    const afternoon = await get(h, all({ fromDate: `${date}T13:30`, toDate: `${date}T23:00` }), admin);
    expect(ids(afternoon.json())).toEqual([theirs]);
    expect(ids((await get(h, all({ fromDate: date, toDate: date }), admin)).json())).toEqual([theirs, mine]);
    expect(ids((await get(h, all({ toDate: dayFromNow(h, 0) }), admin)).json())).toEqual([]);
  });

  it('refuses a bad date, a backwards period and a bad id (400); another company’s staff member is 404', async () => {
    const h = await harness();
    const { r } = await twoReports(h);
    const admin = r.c.users.CompanyAdmin.token;
    const bad = await get(h, all({ fromDate: 'soon' }), admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ fromDate: PROGRESS_NOTE_TEXTS.badDateTime });
    const backwards = await get(
      h,
      all({ fromDate: '2026-11-20T00:00:00Z', toDate: '2026-11-19T00:00:00Z' }),
      admin,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ toDate: TIMESHEET_MESSAGES.periodOrder });
    const badId = await get(h, all({ clientId: 'nobody' }), admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ clientId: 'The client id must be a UUID' });
    const other = await reportCompany(h);
    expect((await get(h, all({ staffId: other.staff.id }), admin)).statusCode).toBe(404);
  });

  it('is the office’s: a worker and a client get 403; an auditor sees audit-approved people’s reports only', async () => {
    const h = await harness();
    const { r, mine } = await twoReports(h);
    expect((await get(h, all(), r.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, all(), r.c.users.Client.token)).statusCode).toBe(403);
    expect((await get(h, all(), r.c.users.Auditor.token)).json()).toEqual([]);
    await approveForAudit(h, r);
    expect(ids((await get(h, all(), r.c.users.Auditor.token)).json())).toEqual([mine]);
    const other = await createCompany(h);
    expect((await get(h, all(), other.users.CompanyAdmin.token)).json()).toEqual([]);
  });
});

describe('GET /api/ShiftReports/get_client_shiftreports', () => {
  it('lists the reports of the client’s shifts, newest created first', async () => {
    const h = await harness();
    const { r, mine, theirs } = await twoReports(h);
    const admin = r.c.users.CompanyAdmin.token;
    const res = await get(h, ofClient(r.client.id), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json())).toEqual([mine]);
    expect(ids((await get(h, ofClient(r.otherClient.id), admin)).json())).toEqual([theirs]);
  });

  it('needs a client id (400); another company’s client is 404; a worker and a client get 403', async () => {
    const h = await harness();
    const { r } = await twoReports(h);
    const missing = await get(h, api('get_client_shiftreports'), r.c.users.CompanyAdmin.token);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['clientId']);
    const other = await createCompany(h);
    expect((await get(h, ofClient(r.client.id), other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, ofClient(r.client.id), r.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, ofClient(r.client.id), r.c.users.Client.token)).statusCode).toBe(403);
  });
});
