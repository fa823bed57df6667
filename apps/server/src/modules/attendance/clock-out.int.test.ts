import { ATTENDANCE_MESSAGES as A } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesBy,
  attendanceAt,
  attendanceCompany,
  attendancesOf,
  attendanceUrl,
  FAR_AWAY,
  get,
  minutesFromNow,
  NEARBY,
  reportFor,
  shiftIn,
  splitsOf,
} from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';

const clockOut = (shiftId: string, at: { latitude: number; longitude: number } | null, extra = {}) =>
  attendanceUrl('Attendances/clock_out', {
    shiftId,
    ...(at ? { lat: at.latitude, lng: at.longitude } : {}),
    ...extra,
  });

// The shared database opens (and migrates) once per run: not on the first test's clock.
beforeAll(async () => {
  await harness();
});

describe('GET /api/Attendances/clock_out', () => {
  it('clocks out after the signed report: times, position, splits, log', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -120, { minutes: 120 });
    const attendanceId = await attendanceAt(h, f, id, { minutesAgo: 120 });
    await reportFor(h, f.c.companyId, id);
    const res = await get(h, clockOut(id, NEARBY, { userId: f.c.users.Staff.id }), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Clocked out.' });
    expect(res.json().attendance).toMatchObject({
      attendanceId,
      clockOut: h.clock.now().toISOString(),
      duration: 120 * 60_000 * 10_000,
      clockOutLocation: 'inside',
      outLatitude: NEARBY.latitude,
      isSplitted: true,
      clockOutCheck: true,
    });
    const splits = await splitsOf(h, attendanceId);
    expect(splits.length).toBeGreaterThan(0);
    expect(splits.reduce((sum, s) => sum + s.durationTicks, 0)).toBe(120 * 60_000 * 10_000);
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/^Clocked out of the shift of .*$/),
    );
    const roster = await get(h, `/api/ShiftRosters/${id}`, f.c.users.Staff.token);
    expect(roster.json()).toMatchObject({ attendance: true, isEnded: true, isShiftReportSigned: true });
  });

  it('needs a signed shift report (none, or unsigned: reportNotSigned)', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -60);
    await attendanceAt(h, f, id, { minutesAgo: 60 });
    const none = await get(h, clockOut(id, NEARBY), f.c.users.Staff.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(A.reportNotSigned);
    await reportFor(h, f.c.companyId, id, false);
    const unsigned = await get(h, clockOut(id, NEARBY), f.c.users.Staff.token);
    expect(unsigned.json().message).toBe(A.reportNotSigned);
    const [row] = await attendancesOf(h, f.c.companyId, id);
    expect(row?.clockOut).toBeNull();
  });

  it('refuses without a clock-in, and a second clock-out', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -60);
    await reportFor(h, f.c.companyId, id);
    const none = await get(h, clockOut(id, NEARBY), f.c.users.Staff.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(A.notClockedIn);
    await attendanceAt(h, f, id, { minutesAgo: 60, outMinutesAgo: 5 });
    const twice = await get(h, clockOut(id, NEARBY), f.c.users.Staff.token);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(A.alreadyClockedOut);
  });

  it('never refuses on location: outside the radius in block mode is recorded and flagged', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { mode: 'block' });
    const id = await shiftIn(h, f, -60, { minutes: 60 });
    await attendanceAt(h, f, id, { minutesAgo: 60 });
    await reportFor(h, f.c.companyId, id);
    const res = await get(h, clockOut(id, FAR_AWAY), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('so the office will review this clock-out');
    expect(res.json().attendance).toMatchObject({ clockOutLocation: 'outside', flagged: true });
    const roster = await get(h, `/api/ShiftRosters/${id}`, f.c.users.CompanyAdmin.token);
    expect(roster.json().attendanceFlagged).toBe(true);
  });

  it('takes a queued clock-out at the device time; not before the clock-in; the same request id twice gives one answer', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    // Ends 30 minutes ago, when the queued clock-out was recorded: no early reason is asked.
    const id = await shiftIn(h, f, -180, { minutes: 150 });
    await attendanceAt(h, f, id, { minutesAgo: 150 });
    await reportFor(h, f.c.companyId, id);
    const before = await get(
      h,
      clockOut(id, NEARBY, { deviceTime: minutesFromNow(h, -160).toISOString() }),
      f.c.users.Staff.token,
    );
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(A.clockOutAfterIn);
    const device = minutesFromNow(h, -30);
    const q = { requestId: 'queued-out-123', deviceTime: device.toISOString() };
    const first = await get(h, clockOut(id, NEARBY, q), f.c.users.Staff.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().attendance).toMatchObject({
      clockOut: device.toISOString(),
      clockOutDeviceAt: device.toISOString(),
      clockOutReceivedAt: h.clock.now().toISOString(),
      deviceTimeOff: true,
    });
    const second = await get(h, clockOut(id, NEARBY, q), f.c.users.Staff.token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('gives 404 for another staff member’s shift and another company’s; 403 for the office', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const g = await attendanceCompany(h);
    const theirs = await shiftIn(h, f, -60, { staffId: f.otherStaff.id });
    await attendanceAt(h, f, theirs, { minutesAgo: 60, staffId: f.otherStaff.id });
    await reportFor(h, f.c.companyId, theirs);
    expect((await get(h, clockOut(theirs, NEARBY), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, clockOut(theirs, NEARBY), g.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, clockOut(theirs, NEARBY), f.c.users.Administrator.token)).statusCode).toBe(403);
    const [row] = await attendancesOf(h, f.c.companyId, theirs);
    expect(row?.clockOut).toBeNull();
  });

  it('asks why when leaving before the end less the tolerance; the reason is on the attendance and the shift', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -120, { minutes: 180 });
    await attendanceAt(h, f, id, { minutesAgo: 120 });
    await reportFor(h, f.c.companyId, id);
    const token = f.c.users.Staff.token;
    const refused = await get(h, clockOut(id, NEARBY), token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ leftEarlyReason: A.leftEarlyReasonRequired });
    const blank = await get(h, clockOut(id, NEARBY, { leftEarlyReason: '   ' }), token);
    expect(blank.statusCode).toBe(400);
    const [still] = await attendancesOf(h, f.c.companyId, id);
    expect(still?.clockOut).toBeNull();
    const res = await get(
      h,
      clockOut(id, NEARBY, { leftEarlyReason: 'Client unwell, family took over' }),
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attendance).toMatchObject({ leftEarlyReason: 'Client unwell, family took over' });
    const shift = (await get(h, `/api/ShiftRosters/${id}`, f.c.users.CompanyAdmin.token)).json();
    expect(shift).toMatchObject({
      leftEarlyReason: 'Client unwell, family took over',
      attendanceClockOut: h.clock.now().toISOString(),
      isEnded: true,
    });
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/before the end: Client unwell, family took over$/),
    );
  });

  it('needs no reason within the company tolerance (15 minutes by default), and keeps none given', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -120, { minutes: 135 });
    await attendanceAt(h, f, id, { minutesAgo: 120 });
    await reportFor(h, f.c.companyId, id);
    const res = await get(h, clockOut(id, NEARBY, { leftEarlyReason: 'not needed' }), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attendance.leftEarlyReason).toBeNull();
  });
});
