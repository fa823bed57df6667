import { ATTENDANCE_MESSAGES as A } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesBy,
  attendanceAt,
  attendanceCompany,
  attendancesOf,
  attendanceUrl,
  get,
  shiftIn,
  splitsOf,
} from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';

const mileage = (shiftId: string, startKm: unknown, endKm: unknown, extra = {}) =>
  attendanceUrl('ShiftRosters/fill_mileage', {
    shiftId,
    ...(startKm === undefined ? {} : { startKm: String(startKm) }),
    ...(endKm === undefined ? {} : { endKm: String(endKm) }),
    ...extra,
  });

// The shared database opens (and migrates) once per run: not on the first test's clock.
beforeAll(async () => {
  await harness();
});

describe('GET /api/ShiftRosters/fill_mileage', () => {
  it('records a worker’s kilometres on their own shift; the first split carries them', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -120, { minutes: 120 });
    const attendanceId = await attendanceAt(h, f, id, { minutesAgo: 120, outMinutesAgo: 0 });
    const res = await get(h, mileage(id, 1000, 1012.5), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'Success', message: 'Mileage saved.' });
    const [row] = await attendancesOf(h, f.c.companyId, id);
    expect(row).toMatchObject({ startKm: 1000, endKm: 1012.5 });
    const splits = await splitsOf(h, attendanceId);
    expect(splits[0]?.totalKm).toBe(12.5);
    expect(splits.slice(1).every((s) => s.totalKm === 0)).toBe(true);
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/^Recorded 12.5 km \(1000 to 1012.5\) for the shift of/),
    );
  });

  it('refuses bad readings with the spec’s messages at their fields', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const id = await shiftIn(h, f, -60);
    await attendanceAt(h, f, id, { minutesAgo: 60 });
    const cases: [unknown, unknown, Record<string, string>][] = [
      [undefined, 10, { startKm: A.startKmRequired }],
      [10, '', { endKm: A.endKmRequired }],
      ['ten', 12, { startKm: A.mustBeNumber }],
      [-1, 12, { startKm: A.notNegative }],
      [20, 12, { endKm: A.endKmBelowStart }],
    ];
    for (const [start, end, errors] of cases) {
      const res = await get(h, mileage(id, start, end), f.c.users.Staff.token);
      expect(res.statusCode, JSON.stringify([start, end])).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const [row] = await attendancesOf(h, f.c.companyId, id);
    expect(row).toMatchObject({ startKm: null, endKm: null });
  });

  it('lets the office (admins, or the Edit Attendances claim) record it; others get 403', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { claims: { Auditor: ['Edit Attendances'] } });
    const id = await shiftIn(h, f, -60);
    await attendanceAt(h, f, id, { minutesAgo: 60 });
    for (const token of [f.c.users.Administrator.token, f.c.users.Auditor.token]) {
      const res = await get(h, mileage(id, 5, 9), token);
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const token of [f.c.users.Client.token, f.c.users.CareManager.token]) {
      expect((await get(h, mileage(id, 5, 9), token)).statusCode).toBe(403);
    }
  });

  it('gives 404 for another staff member’s shift and another company’s; 400 without an attendance', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const g = await attendanceCompany(h);
    const theirs = await shiftIn(h, f, -60, { staffId: f.otherStaff.id });
    await attendanceAt(h, f, theirs, { minutesAgo: 60, staffId: f.otherStaff.id });
    expect((await get(h, mileage(theirs, 1, 2), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, mileage(theirs, 1, 2), g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    const [row] = await attendancesOf(h, f.c.companyId, theirs);
    expect(row?.startKm).toBeNull();
    const unattended = await shiftIn(h, f, -60);
    const res = await get(h, mileage(unattended, 1, 2), f.c.users.Staff.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(A.notClockedIn);
    const office = await get(h, mileage(unattended, 1, 2), f.c.users.CompanyAdmin.token);
    expect(office.json().message).toBe(A.notAttended);
  });
});
