import { ATTENDANCE_MESSAGES as A, ROSTER_MESSAGES } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesBy,
  attendanceAt,
  attendanceCompany,
  attendancesOf,
  attendanceUrl,
  get,
  post,
  shiftIn,
  splitsOf,
} from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';

beforeAll(async () => {
  await harness();
});

const mark = (shiftId: string) => attendanceUrl('Attendances/mark_attendance', { shiftId, userId: 'x' });
const unmark = (shiftId: string) => attendanceUrl('Attendances/unmark_attendance', { shiftId });

describe('POST /api/Attendances/mark_attendance', () => {
  it('marks a missed shift with the shift’s times, source marked, splits and a log line', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -300, { minutes: 240 });
    const res = await post(h, mark(id), f.c.users.CompanyAdmin.token, {
      startKm: '100',
      endKm: '130',
      report: 'Phone was flat',
      staffId: f.staff.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'Attendance marked.' });
    const [row] = await attendancesOf(h, f.c.companyId, id);
    expect(row).toMatchObject({
      source: 'marked',
      staffId: f.staff.id,
      startKm: 100,
      endKm: 130,
      report: 'Phone was flat',
      clockInLocation: null,
    });
    const shift = await get(h, `/api/ShiftRosters/${id}`, f.c.users.CompanyAdmin.token);
    expect(row?.clockIn.toISOString()).toBe(shift.json().dateFrom);
    expect(row?.clockOut?.toISOString()).toBe(shift.json().dateTo);
    expect(shift.json()).toMatchObject({ attendance: true, isEnded: true, attendanceFlagged: false });
    const splits = await splitsOf(h, row?.id as string);
    expect(splits.reduce((s, x) => s + x.durationTicks, 0)).toBe(240 * 60_000 * 10_000);
    expect(splits[0]?.totalKm).toBe(30);
    expect(await activitiesBy(h, f.c.users.CompanyAdmin.id)).toContainEqual(
      expect.stringMatching(/^Marked .*’s attendance at the shift of/),
    );
  });

  it('takes typed times in the company’s zone and checks them', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -300, { minutes: 240 });
    const body = { startKm: 1, endKm: 2 };
    const cases: [object, Record<string, string>][] = [
      [{ clockIn: 'soon' }, { clockIn: 'Enter a valid date and time' }],
      [{ clockIn: '2026-01-05T10:00', clockOut: '2026-01-05T09:00' }, { clockOut: A.clockOutAfterIn }],
      [{ clockIn: '2026-01-05T10:00', clockOut: '2026-01-06T11:00' }, { clockOut: A.tooLong }],
    ];
    for (const [times, errors] of cases) {
      const res = await post(h, mark(id), f.c.users.CompanyAdmin.token, { ...body, ...times });
      expect(res.statusCode, JSON.stringify(times)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const ok = await post(h, mark(id), f.c.users.CompanyAdmin.token, {
      ...body,
      clockIn: '2026-01-05T10:00',
      clockOut: '2026-01-05T12:30',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await attendancesOf(h, f.c.companyId, id);
    expect(row?.clockIn.toISOString()).toBe('2026-01-04T23:00:00.000Z');
    expect(row?.clockOut?.toISOString()).toBe('2026-01-05T01:30:00.000Z');
  });

  it('refuses bad kilometres with the spec’s messages', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -300, { minutes: 240 });
    const cases: [object, Record<string, string>][] = [
      [{ endKm: 2 }, { startKm: A.startKmRequired }],
      [{ startKm: 2 }, { endKm: A.endKmRequired }],
      [{ startKm: 'x', endKm: 2 }, { startKm: A.mustBeNumber }],
      [{ startKm: 5, endKm: 2 }, { endKm: A.endKmBelowStart }],
    ];
    for (const [body, errors] of cases) {
      const res = await post(h, mark(id), f.c.users.CompanyAdmin.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(0);
  });

  it('refuses a shift not yet started, Pending, Cancelled, without staff, or already attended', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const body = { startKm: 1, endKm: 2 };
    const upcoming = await shiftIn(h, f, 60);
    const pending = await shiftIn(h, f, -300, { status: 'Pending' });
    const cancelled = await shiftIn(h, f, -300, { status: 'Cancelled' });
    const open = await shiftIn(h, f, -300, { staffId: null });
    const attended = await shiftIn(h, f, -300);
    await attendanceAt(h, f, attended, { minutesAgo: 300, outMinutesAgo: 60 });
    const expected: [string, string][] = [
      [upcoming, ROSTER_MESSAGES.notAllowedNow],
      [pending, ROSTER_MESSAGES.notAllowedNow],
      [cancelled, A.shiftCancelled],
      [open, 'This shift has no staff member to mark attendance for'],
      [attended, A.attendanceExists],
    ];
    for (const [id, message] of expected) {
      const res = await post(h, mark(id), f.c.users.CompanyAdmin.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await attendancesOf(h, f.c.companyId, upcoming)).toHaveLength(0);
  });

  it('is for admins and the Mark Attendances claim: a Staff user gets 403; another company’s shift is 404', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { claims: { CareManager: ['Mark Attendances'] } });
    const g = await attendanceCompany(h);
    const body = { startKm: 1, endKm: 2 };
    const a = await shiftIn(h, f, -300);
    expect((await post(h, mark(a), f.c.users.Staff.token, body)).statusCode).toBe(403);
    expect((await post(h, mark(a), f.c.users.Auditor.token, body)).statusCode).toBe(403);
    expect((await post(h, mark(a), g.c.users.CompanyAdmin.token, body)).statusCode).toBe(404);
    expect(await attendancesOf(h, f.c.companyId, a)).toHaveLength(0);
    expect((await post(h, mark(a), f.c.users.CareManager.token, body)).statusCode).toBe(200);
    const b = await shiftIn(h, f, -300);
    expect((await post(h, mark(b), f.c.users.Administrator.token, body)).statusCode).toBe(200);
  });
});

describe('GET /api/Attendances/unmark_attendance', () => {
  it('removes a marked attendance with its splits, and logs it', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -300, { minutes: 240 });
    await post(h, mark(id), f.c.users.CompanyAdmin.token, { startKm: 1, endKm: 2 });
    const [row] = await attendancesOf(h, f.c.companyId, id);
    const res = await get(h, unmark(id), f.c.users.CompanyAdmin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'Success', message: 'Attendance unmarked.' });
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(0);
    expect(await splitsOf(h, row?.id as string)).toHaveLength(0);
    expect(await activitiesBy(h, f.c.users.CompanyAdmin.id)).toContainEqual(
      expect.stringMatching(/^Unmarked .*’s attendance/),
    );
  });

  it('unmarks an ended clock-in, but not one still in shift; none → notAttended', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const ended = await shiftIn(h, f, -300, { minutes: 240 });
    await attendanceAt(h, f, ended, { minutesAgo: 300, outMinutesAgo: 60 });
    expect((await get(h, unmark(ended), f.c.users.Administrator.token)).statusCode).toBe(200);
    const inShift = await shiftIn(h, f, -60);
    await attendanceAt(h, f, inShift, { minutesAgo: 60 });
    const refused = await get(h, unmark(inShift), f.c.users.Administrator.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(A.unmarkClockedIn);
    expect(await attendancesOf(h, f.c.companyId, inShift)).toHaveLength(1);
    const none = await get(h, unmark(await shiftIn(h, f, -300)), f.c.users.Administrator.token);
    expect(none.json().message).toBe(A.notAttended);
  });

  it('refuses a Staff user (403) and another company’s shift (404)', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const g = await attendanceCompany(h);
    const id = await shiftIn(h, f, -300, { minutes: 240 });
    await attendanceAt(h, f, id, { minutesAgo: 300, outMinutesAgo: 60 });
    expect((await get(h, unmark(id), f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, unmark(id), g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(1);
  });
});
