import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { harness } from '../../../test/harness.ts';
import { dailyReports, staffs } from '../../db/schema/index.ts';
import {
  ADMIN_ADD,
  ALL_ADMIN,
  ALL_STAFF,
  addReport,
  ofStaff,
  read,
  record,
  reportsCompany,
} from './daily-reports.test-kit.ts';

const HOUR = 60 * 60 * 1000;

beforeAll(() => harness());

describe('the daily report lists', () => {
  it('lists staff reports newest clock-in first for the office, and the admin reports apart', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    const now = h.clock.now().getTime();
    for (const hoursAgo of [5, 1, 3]) {
      const res = await addReport(h, f.c.users.Staff.token, {
        ClockIn: new Date(now - hoursAgo * HOUR).toISOString(),
        Report: `${hoursAgo}h`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await addReport(h, f.c.users.Administrator.token, { Report: 'admin' }, { url: ADMIN_ADD });
    const all = (
      await read(h, `${ALL_STAFF}?companyId=${f.c.companyId}`, f.c.users.CompanyAdmin.token)
    ).json();
    expect(all.map((r: { report: string }) => r.report)).toEqual(['1h', '3h', '5h']);
    expect(all[0].staff).toEqual({ fullName: `${f.staff.firstName} Test` });
    const admins = (await read(h, ALL_ADMIN, f.c.users.CompanyAdmin.token)).json();
    expect(admins).toEqual([
      expect.objectContaining({
        adminAttendanceId: expect.any(String),
        administrator: { fullName: `${f.admin.firstName} Test` },
        report: 'admin',
      }),
    ]);
    // A staff member reads their own list and records, not the office lists.
    expect((await read(h, ofStaff(f.staff.id), f.c.users.Staff.token)).json()).toHaveLength(3);
    expect((await read(h, ALL_STAFF, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await read(h, ALL_ADMIN, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await read(h, record(admins[0].adminAttendanceId), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await read(h, ofStaff(f.otherStaff.id), f.c.users.Staff.token)).statusCode).toBe(404);
  });

  it('shows an auditor the reports of audit-approved staff and the admin reports; a client nothing', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    await addReport(h, f.c.users.Staff.token, { Report: 'not approved' });
    await addReport(h, f.c.users.Administrator.token, { Report: 'admin' }, { url: ADMIN_ADD });
    const token = f.c.users.Auditor.token;
    expect((await read(h, ALL_STAFF, token)).json()).toEqual([]);
    const [row] = await h.database.db
      .select({ id: dailyReports.id })
      .from(dailyReports)
      .where(eq(dailyReports.staffId, f.staff.id));
    expect((await read(h, record(row?.id as string), token)).statusCode).toBe(404);
    expect((await read(h, ofStaff(f.staff.id), token)).statusCode).toBe(404);
    await h.database.db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, f.staff.id));
    expect((await read(h, ALL_STAFF, token)).json()).toHaveLength(1);
    expect((await read(h, record(row?.id as string), token)).json().report).toBe('not approved');
    expect((await read(h, ofStaff(f.staff.id), token)).json()).toHaveLength(1);
    expect((await read(h, ALL_ADMIN, token)).json()).toHaveLength(1);
    for (const url of [ALL_STAFF, ALL_ADMIN, ofStaff(f.staff.id), record(row?.id as string)]) {
      expect((await read(h, url, f.c.users.Client.token)).statusCode, url).toBe(403);
    }
  });

  it('refuses another company’s list (403) and reads its staff as not there (404)', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    const other = await reportsCompany(h);
    await addReport(h, other.c.users.Staff.token, { Report: 'theirs' });
    const token = f.c.users.CompanyAdmin.token;
    expect((await read(h, `${ALL_STAFF}?companyId=${other.c.companyId}`, token)).statusCode).toBe(403);
    expect((await read(h, ALL_STAFF, token)).json()).toEqual([]);
    expect((await read(h, ofStaff(other.staff.id), token)).statusCode).toBe(404);
  });
});
