import {
  type PeriodicTimesheetView,
  TIMESHEET_MESSAGES as T,
  type TimesheetAttendanceView,
} from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/attendance.ts';
import { type Harness, harness } from '../../../test/harness.ts';
import { FORTNIGHT, H, setSplitStatus, sumOf, timesheetCompany, url, worked } from './timesheets.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const M = H / 60;

/** The checks every period call makes, with the message at the field. */
async function expectPeriodChecks(path: string, token: string, extra: Record<string, string> = {}) {
  const cases: [Record<string, string>, string, string][] = [
    [{ toDate: FORTNIGHT.toDate }, 'fromDate', T.periodRequired],
    [{ fromDate: FORTNIGHT.fromDate }, 'toDate', T.periodRequired],
    [{ fromDate: 'soon', toDate: FORTNIGHT.toDate }, 'fromDate', T.periodRequired],
    [{ fromDate: FORTNIGHT.toDate, toDate: FORTNIGHT.fromDate }, 'toDate', T.periodOrder],
    [{ fromDate: '2026-07-01T00:00:00.000Z', toDate: '2026-09-02T00:00:00.000Z' }, 'toDate', T.periodTooLong],
  ];
  for (const [period, field, message] of cases) {
    const res = await get(h, url(path, { ...extra, ...period }), token);
    expect(res.statusCode, `${path} ${JSON.stringify(period)}`).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  }
}

/** A timesheet's totals are exactly the sums of the splits it lists. */
function expectTotalsOfListed(t: PeriodicTimesheetView) {
  const sum = sumOf(t.attendanceSplits);
  expect(t.totalDuration).toBe(sum.duration);
  expect(t.totalKm).toBe(sum.km);
  const byCode: Record<string, number> = {};
  for (const s of t.attendanceSplits) {
    byCode[s.shift] = (byCode[s.shift] ?? 0) + s.duration;
  }
  expect(t.byCode).toEqual(byCode);
}

describe('GET /api/Attendances/generate_staff_timesheet', () => {
  it('gives the chosen staff members’ timesheets with totals by code, exactly their splits’', async () => {
    const f = await timesheetCompany(h);
    await setSplitStatus(h, f.saturday.attendanceId, 'Need Adjustment');
    const res = await get(
      h,
      url('Attendances/generate_staff_timesheet', {
        staffid: f.staff.id,
        staffs: `${f.otherStaff.id},${f.staff.id}`,
        ...FORTNIGHT,
      }),
      f.c.users.CompanyAdmin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [mine, theirs] = res.json().timesheet as PeriodicTimesheetView[];
    expect([mine?.staffId, theirs?.staffId]).toEqual([f.staff.id, f.otherStaff.id]);
    expect(mine).toMatchObject({
      staffName: `${f.staff.firstName} Test`,
      fromDate: FORTNIGHT.fromDate,
      toDate: FORTNIGHT.toDate,
      normalDuration: 8 * H,
      satDuration: 5 * H,
      sunDuration: 0,
      sleepoverDuration: 10 * H,
      nightShift: 1,
      totalKm: 13.25,
      totalDuration: 23 * H,
      byCode: { M: 8 * H, N: 10 * H, SA: 2 * H, SAN: 3 * H },
      xeroUploadLink: null,
      pendingCount: 3,
      needAdjustmentCount: 1,
      timesheet: null,
    });
    expect(mine?.attendanceSplits.map((s) => s.shift)).toEqual(['M', 'N', 'SA', 'SAN']);
    expectTotalsOfListed(mine as PeriodicTimesheetView);
    expect(theirs).toMatchObject({
      normalDuration: 4 * H,
      totalKm: 3.25,
      totalDuration: 4 * H,
      nightShift: 0,
    });
    expectTotalsOfListed(theirs as PeriodicTimesheetView);
  });

  it('refuses a missing or wrong period, no staff, another company’s staff and the wrong role', async () => {
    const f = await timesheetCompany(h);
    const g = await timesheetCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    await expectPeriodChecks('Attendances/generate_staff_timesheet', admin, { staffid: f.staff.id });
    const none = await get(h, url('Attendances/generate_staff_timesheet', FORTNIGHT), admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ staffs: T.staffRequired });
    const bad = await get(
      h,
      url('Attendances/generate_staff_timesheet', { staffs: 'x', ...FORTNIGHT }),
      admin,
    );
    expect(bad.statusCode).toBe(400);
    const foreign = url('Attendances/generate_staff_timesheet', {
      staffs: `${f.staff.id},${g.staff.id}`,
      ...FORTNIGHT,
    });
    expect((await get(h, foreign, admin)).statusCode).toBe(404);
    const mine = url('Attendances/generate_staff_timesheet', { staffid: f.staff.id, ...FORTNIGHT });
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      expect((await get(h, mine, f.c.users[role].token)).statusCode, role).toBe(403);
    }
    expect((await get(h, mine, f.c.users.Administrator.token)).statusCode).toBe(200);
  });
});

describe('GET /api/Attendances/generate_all_staff_timesheet', () => {
  it('gives everyone with splits in the period, by name, and no one else', async () => {
    const f = await timesheetCompany(h);
    const res = await get(
      h,
      url('Attendances/generate_all_staff_timesheet', FORTNIGHT),
      f.c.users.CompanyAdmin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().timesheet as PeriodicTimesheetView[];
    const names = [`${f.staff.firstName} Test`, `${f.otherStaff.firstName} Test`].sort((a, b) =>
      a.localeCompare(b),
    );
    expect(list.map((t) => t.staffName)).toEqual(names);
    for (const t of list) {
      expectTotalsOfListed(t);
    }
    expect(list.reduce((s, t) => s + t.totalDuration, 0)).toBe(27 * H);
    // A period with nobody's splits in it lists no one.
    const empty = await get(
      h,
      url('Attendances/generate_all_staff_timesheet', {
        fromDate: '2026-01-01T00:00:00Z',
        toDate: '2026-01-14T00:00:00Z',
      }),
      f.c.users.CompanyAdmin.token,
    );
    expect(empty.json().timesheet).toEqual([]);
    await expectPeriodChecks('Attendances/generate_all_staff_timesheet', f.c.users.CompanyAdmin.token);
    const g = await timesheetCompany(h);
    expect(
      (
        await get(
          h,
          url('Attendances/generate_all_staff_timesheet', { ...FORTNIGHT, companyId: g.c.companyId }),
          f.c.users.CompanyAdmin.token,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await get(h, url('Attendances/generate_all_staff_timesheet', FORTNIGHT), f.c.users.Staff.token))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/Attendances/load_periodic_timesheets', () => {
  it('gives a worker their own timesheet and the office anyone’s; another’s is 404 for a worker', async () => {
    const f = await timesheetCompany(h);
    const g = await timesheetCompany(h);
    const mine = url('Attendances/load_periodic_timesheets', { staffId: f.staff.id, ...FORTNIGHT });
    for (const role of ['Staff', 'CompanyAdmin', 'Auditor'] as const) {
      const res = await get(h, mine, f.c.users[role].token);
      expect(res.statusCode, role).toBe(200);
      const view = res.json() as PeriodicTimesheetView;
      expect(view).toMatchObject({
        staffId: f.staff.id,
        totalDuration: 23 * H,
        nightShift: 1,
        timesheet: null,
      });
      expectTotalsOfListed(view);
    }
    const theirs = url('Attendances/load_periodic_timesheets', { staffId: f.otherStaff.id, ...FORTNIGHT });
    expect((await get(h, theirs, f.c.users.Staff.token)).statusCode).toBe(404);
    // The other staff member is not audit-approved: not found for the auditor.
    expect((await get(h, theirs, f.c.users.Auditor.token)).statusCode).toBe(404);
    expect((await get(h, theirs, f.c.users.Client.token)).statusCode).toBe(403);
    const foreign = url('Attendances/load_periodic_timesheets', { staffId: g.staff.id, ...FORTNIGHT });
    expect((await get(h, foreign, f.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    await expectPeriodChecks('Attendances/load_periodic_timesheets', f.c.users.Staff.token, {
      staffId: f.staff.id,
    });
  });

  it('gives an empty timesheet for a period without splits', async () => {
    const f = await timesheetCompany(h);
    const res = await get(
      h,
      url('Attendances/load_periodic_timesheets', {
        staffId: f.staff.id,
        fromDate: '2026-01-01T00:00:00Z',
        toDate: '2026-01-14T00:00:00Z',
      }),
      f.c.users.CompanyAdmin.token,
    );
    expect(res.json()).toMatchObject({
      totalDuration: 0,
      totalKm: 0,
      attendanceSplits: [],
      byCode: {},
      pendingCount: 0,
    });
  });
});

describe('GET /api/Attendances/get_periodic_attendances_by_company', () => {
  it('lists the period’s attendances with their splits, newest first, of the chosen staff or all', async () => {
    const f = await timesheetCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const all = await get(
      h,
      url('Attendances/get_periodic_attendances_by_company', { ...FORTNIGHT, companyId: f.c.companyId }),
      admin,
    );
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json() as TimesheetAttendanceView[];
    expect(list.map((a) => a.attendanceId)).toEqual([
      f.saturday.attendanceId,
      f.sleepover.attendanceId,
      f.other.attendanceId,
      f.monday.attendanceId,
    ]);
    expect(list[0]?.attendanceSplits.map((s) => [s.shift, s.duration])).toEqual([
      ['SA', 2 * H],
      ['SAN', 3 * H],
    ]);
    const theirs = await get(
      h,
      url('Attendances/get_periodic_attendances_by_company', { ...FORTNIGHT, staffs: f.otherStaff.id }),
      admin,
    );
    expect((theirs.json() as TimesheetAttendanceView[]).map((a) => a.attendanceId)).toEqual([
      f.other.attendanceId,
    ]);
    const g = await timesheetCompany(h);
    const foreign = url('Attendances/get_periodic_attendances_by_company', {
      ...FORTNIGHT,
      staffs: g.staff.id,
    });
    expect((await get(h, foreign, admin)).statusCode).toBe(404);
    const otherCompany = url('Attendances/get_periodic_attendances_by_company', {
      ...FORTNIGHT,
      companyId: g.c.companyId,
    });
    expect((await get(h, otherCompany, admin)).statusCode).toBe(403);
    await expectPeriodChecks('Attendances/get_periodic_attendances_by_company', admin);
    expect(
      (await get(h, url('Attendances/get_periodic_attendances_by_company', FORTNIGHT), f.c.users.Staff.token))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/Attendances/get_shift_attendance and get_periodic_shift_attendnace', () => {
  it('lists the last 14 days with the totals of the listed splits', async () => {
    const f = await timesheetCompany(h);
    const id = f.c.companyId;
    const now = h.clock.now().getTime();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const recent = await worked(h, id, f.staff.id, f.client.id, at(600), at(420), { km: 7.125 });
    await worked(h, id, f.staff.id, f.client.id, at(15 * 24 * 60), at(15 * 24 * 60 - 120));
    const res = await get(
      h,
      url('Attendances/get_shift_attendance', { companyId: id }),
      f.c.users.Auditor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      shiftAttendance: TimesheetAttendanceView[];
      totalDuration: number;
      totalKm: number;
    };
    expect(body.shiftAttendance.map((a) => a.attendanceId)).toEqual([recent.attendanceId]);
    expect(body.totalDuration).toBe(180 * M);
    expect(body.totalKm).toBe(7.13);
    expect((await get(h, url('Attendances/get_shift_attendance'), f.c.users.Staff.token)).statusCode).toBe(
      403,
    );
  });

  it('filters a period by staff, client and shift code', async () => {
    const f = await timesheetCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const path = 'Attendances/get_periodic_shift_attendnace';
    const body = async (q: Record<string, string>) => {
      const res = await get(h, url(path, { ...FORTNIGHT, ...q }), admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        shiftAttendance: TimesheetAttendanceView[];
        totalDuration: number;
        totalKm: number;
      };
    };
    const all = await body({});
    expect(all.shiftAttendance).toHaveLength(4);
    expect(all.totalDuration).toBe(27 * H);
    expect(all.totalKm).toBe(16.5);
    const sleepovers = await body({ shifttype: 'N' });
    expect(sleepovers.shiftAttendance.map((a) => a.attendanceId)).toEqual([f.sleepover.attendanceId]);
    expect(sleepovers.totalDuration).toBe(10 * H);
    const sat = await body({ shifttype: 'SAN', staffId: f.staff.id });
    expect(sat.shiftAttendance[0]?.attendanceSplits.map((s) => s.shift)).toEqual(['SAN']);
    expect(sat.totalDuration).toBe(3 * H);
    const client = await body({ clientId: f.otherClient.id });
    expect(client.shiftAttendance.map((a) => a.attendanceId)).toEqual([f.other.attendanceId]);
    expect(client.totalKm).toBe(3.25);
    const bad = await get(h, url(path, { ...FORTNIGHT, shifttype: 'ZZ' }), admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['shifttype']);
    await expectPeriodChecks(path, admin);
    expect((await get(h, url(path, FORTNIGHT), f.c.users.Client.token)).statusCode).toBe(403);
  });
});
