import { ATTENDANCE_MESSAGES as A, MESSAGES, OFFLINE_MESSAGES, POSITION_MESSAGES } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesBy,
  attendanceCompany,
  attendancesOf,
  attendanceUrl,
  CLIENT_AT,
  FAR_AWAY,
  get,
  minutesFromNow,
  NEARBY,
  shiftIn,
} from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';

const clockIn = (shiftId: string, at: { latitude: number; longitude: number } | null, extra = {}) =>
  attendanceUrl('Attendances/clock_in', {
    shiftId,
    lat: at?.latitude ?? 0,
    lng: at?.longitude ?? 0,
    ...extra,
  });

// The shared database opens (and migrates) once per run: not on the first test's clock.
beforeAll(async () => {
  await harness();
});

describe('GET /api/Attendances/clock_in', () => {
  it('clocks a support worker into their shift inside the radius, and logs it', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, 5);
    const res = await get(h, clockIn(id, NEARBY, { userId: f.c.users.Staff.id }), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.status).toBe('Success');
    expect(body.message).toBe('Clocked in. Fill and sign the shift report before you clock out.');
    expect(body.attendance).toMatchObject({
      shiftRosterId: id,
      clockIn: h.clock.now().toISOString(),
      clockOut: null,
      source: 'clock',
      clockInLocation: 'inside',
      inLatitude: NEARBY.latitude,
      inLongitude: NEARBY.longitude,
      flagged: false,
      deviceTimeOff: false,
      clockInReceivedAt: h.clock.now().toISOString(),
      clockInDeviceAt: null,
      staff: { staffId: f.staff.id },
      clientLocation: { latitude: CLIENT_AT.latitude, longitude: CLIENT_AT.longitude },
      radiusMetres: 500,
    });
    expect(body.attendance.clockInDistanceMetres).toBeGreaterThan(90);
    expect(body.attendance.clockInDistanceMetres).toBeLessThan(110);
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(1);
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/^Clocked in to the shift of .* with .*$/),
    );
    const roster = await get(h, `/api/ShiftRosters/${id}`, f.c.users.CompanyAdmin.token);
    expect(roster.json()).toMatchObject({
      attendance: true,
      clockInLocation: 'inside',
      attendanceFlagged: false,
    });
  });

  it('flags a clock-in outside the radius in warn mode, says so, and the roster shows it', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { mode: 'warn' });
    const id = await shiftIn(h, f, -30);
    const res = await get(h, clockIn(id, FAR_AWAY), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Clocked in. You are 1.2 km from the client’s address, so the office will review this clock-in. Fill and sign the shift report before you clock out.',
    );
    expect(res.json().attendance).toMatchObject({ clockInLocation: 'outside', flagged: true });
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/\(flagged for review\)$/),
    );
    const roster = await get(h, `/api/ShiftRosters/${id}`, f.c.users.CompanyAdmin.token);
    expect(roster.json()).toMatchObject({ clockInLocation: 'outside', attendanceFlagged: true });
  });

  it('refuses a clock-in outside the radius in block mode, saving nothing', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { mode: 'block' });
    const id = await shiftIn(h, f, -30);
    const res = await get(h, clockIn(id, FAR_AWAY), f.c.users.Staff.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'You are 1.2 km from the client’s address; clocking in needs you within 500 m.',
    );
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(0);
    const inside = await get(h, clockIn(id, NEARBY), f.c.users.Staff.token);
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('reads 0,0 as no location: flagged in warn mode, refused in block mode', async () => {
    const h = await harness();
    const warn = await attendanceCompany(h, { mode: 'warn' });
    const a = await shiftIn(h, warn, 0);
    const res = await get(h, clockIn(a, null), warn.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Your location was not available, so the office will review');
    expect(res.json().attendance).toMatchObject({
      clockInLocation: 'noLocation',
      flagged: true,
      inLatitude: null,
      inLongitude: null,
    });
    const block = await attendanceCompany(h, { mode: 'block' });
    const b = await shiftIn(h, block, 0);
    const refused = await get(h, clockIn(b, null), block.c.users.Staff.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Your location is needed to clock in/);
    expect(await attendancesOf(h, block.c.companyId, b)).toHaveLength(0);
  });

  it('does no check when the client has no coordinates (and says so), or when the check is off', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { mode: 'block' });
    const id = await shiftIn(h, f, 0, { profileIds: [f.otherClient.id] });
    const res = await get(h, clockIn(id, FAR_AWAY), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('The client’s address has no map position');
    expect(res.json().attendance).toMatchObject({ clockInLocation: 'noClientLocation', flagged: false });
    const off = await attendanceCompany(h, { mode: 'off' });
    const o = await shiftIn(h, off, 0);
    const offRes = await get(h, clockIn(o, FAR_AWAY), off.c.users.Staff.token);
    expect(offRes.json().attendance).toMatchObject({ clockInLocation: 'off', flagged: false });
  });

  it('opens 10 minutes before the start and closes at the end', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const early = await shiftIn(h, f, 11);
    const res = await get(h, clockIn(early, NEARBY), f.c.users.Staff.token);
    expect(res.statusCode).toBe(400);
    // Issue 40 item 10: it says how early, and when clock-in opens.
    expect(res.json().message).toMatch(
      /^Your shift starts in 11 minutes\. Clock-in opens 10 minutes before it, at \d{1,2}:\d{2} [AP]M\.$/,
    );
    const justOpen = await shiftIn(h, f, 10);
    expect((await get(h, clockIn(justOpen, NEARBY), f.c.users.Staff.token)).statusCode).toBe(200);
    const over = await shiftIn(h, f, -240, { minutes: 240 });
    const closed = await get(h, clockIn(over, NEARBY), f.c.users.Staff.token);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(A.windowClosed);
    expect(await attendancesOf(h, f.c.companyId, early)).toHaveLength(0);
    expect(await attendancesOf(h, f.c.companyId, over)).toHaveLength(0);
  });

  it('refuses a cancelled shift but lets a worker clock into one whose cancellation is pending', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const cancelled = await shiftIn(h, f, 0, { status: 'Cancelled' });
    const res = await get(h, clockIn(cancelled, NEARBY), f.c.users.Staff.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(A.shiftCancelled);
    const pending = await shiftIn(h, f, 0, { status: 'Pending' });
    expect((await get(h, clockIn(pending, NEARBY), f.c.users.Staff.token)).statusCode).toBe(200);
  });

  it('refuses a second clock-in (another request) with alreadyClockedIn', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, 0);
    await get(h, clockIn(id, NEARBY, { requestId: 'request-one-1' }), f.c.users.Staff.token);
    const again = await get(h, clockIn(id, NEARBY, { requestId: 'request-two-2' }), f.c.users.Staff.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(A.alreadyClockedIn);
    const plain = await get(h, clockIn(id, NEARBY), f.c.users.Staff.token);
    expect(plain.json().message).toBe(A.alreadyClockedIn);
  });

  it('gives 404 for another staff member’s shift and another company’s; 403 for the office', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const g = await attendanceCompany(h);
    const theirs = await shiftIn(h, f, 0, { staffId: f.otherStaff.id });
    expect((await get(h, clockIn(theirs, NEARBY), f.c.users.Staff.token)).statusCode).toBe(404);
    const mine = await shiftIn(h, f, 0);
    expect((await get(h, clockIn(mine, NEARBY), g.c.users.Staff.token)).statusCode).toBe(404);
    const admin = await get(h, clockIn(mine, NEARBY), f.c.users.CompanyAdmin.token);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(MESSAGES.forbidden);
    expect(await attendancesOf(h, f.c.companyId, theirs)).toHaveLength(0);
    expect(await attendancesOf(h, f.c.companyId, mine)).toHaveLength(0);
  });

  it('refuses bad input with per-field messages', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, 0);
    const badShift = await get(h, clockIn('nope', NEARBY), f.c.users.Staff.token);
    expect(badShift.statusCode).toBe(400);
    const badLat = await get(
      h,
      attendanceUrl('Attendances/clock_in', { shiftId: id, lat: 'north', lng: 151 }),
      f.c.users.Staff.token,
    );
    expect(badLat.statusCode).toBe(400);
    expect(badLat.json().errors).toEqual({ lat: POSITION_MESSAGES.latitude });
    const badTime = await get(h, clockIn(id, NEARBY, { deviceTime: 'yesterday' }), f.c.users.Staff.token);
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().errors).toHaveProperty('deviceTime');
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(0);
  });
});

describe('GET /api/Attendances/clock_in with an impossible position (issue 24)', () => {
  it('refuses coordinates off the globe or not plain decimals at their field, storing nothing', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, 0);
    const send = (lat: string, lng: string) =>
      get(h, attendanceUrl('Attendances/clock_in', { shiftId: id, lat, lng }), f.c.users.Staff.token);
    const cases: [string, string, Record<string, string>][] = [
      ['91', '200', { lat: POSITION_MESSAGES.latitude, lng: POSITION_MESSAGES.longitude }],
      ['1e300', '151', { lat: POSITION_MESSAGES.latitude }],
      ['-33.8', '0x10', { lng: POSITION_MESSAGES.longitude }],
      ['Infinity', '151', { lat: POSITION_MESSAGES.latitude }],
    ];
    for (const [lat, lng, errors] of cases) {
      const res = await send(lat, lng);
      expect(res.statusCode, `${lat},${lng}`).toBe(400);
      expect(res.json().errors, `${lat},${lng}`).toEqual(errors);
    }
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(0);
    const edge = await send(String(NEARBY.latitude), String(NEARBY.longitude));
    expect(edge.statusCode, edge.body).toBe(200);
  });
});

describe('GET /api/Attendances/clock_in queued offline (requestId, deviceTime)', () => {
  it('accepts a clock-in replayed 2 hours late: clockIn is the device time, flagged as device time off', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -180, { minutes: 480 });
    const device = minutesFromNow(h, -120);
    const res = await get(
      h,
      clockIn(id, NEARBY, { requestId: 'queued-clock-in-1', deviceTime: device.toISOString() }),
      f.c.users.Staff.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('sent from your phone later than it was recorded');
    expect(res.json().attendance).toMatchObject({
      clockIn: device.toISOString(),
      clockInDeviceAt: device.toISOString(),
      clockInReceivedAt: h.clock.now().toISOString(),
      deviceTimeOff: true,
      flagged: true,
    });
    const [row] = await attendancesOf(h, f.c.companyId, id);
    expect(row?.clockInRequestId).toBe('queued-clock-in-1');
  });

  it('judges the window at the device time: a queued clock-in from inside the window is accepted after the end', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -300, { minutes: 240 });
    const device = minutesFromNow(h, -280);
    const res = await get(
      h,
      clockIn(id, NEARBY, { deviceTime: device.toISOString() }),
      f.c.users.Staff.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attendance.clockIn).toBe(device.toISOString());
  });

  it('refuses one recorded 25 hours ago and one from the future', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -1600, { minutes: 1700 });
    const old = await get(
      h,
      clockIn(id, NEARBY, { deviceTime: minutesFromNow(h, -25 * 60).toISOString() }),
      f.c.users.Staff.token,
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(OFFLINE_MESSAGES.tooOld);
    const future = await get(
      h,
      clockIn(id, NEARBY, { deviceTime: minutesFromNow(h, 10).toISOString() }),
      f.c.users.Staff.token,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(OFFLINE_MESSAGES.future);
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(0);
  });

  it('answers the same request id twice with the same reply and one row', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -60);
    const q = { requestId: 'same-request-77', deviceTime: minutesFromNow(h, -1).toISOString() };
    const first = await get(h, clockIn(id, FAR_AWAY, q), f.c.users.Staff.token);
    const second = await get(h, clockIn(id, FAR_AWAY, q), f.c.users.Staff.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await attendancesOf(h, f.c.companyId, id)).toHaveLength(1);
  });
});
