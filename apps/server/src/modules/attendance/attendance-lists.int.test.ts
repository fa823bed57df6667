import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceAt,
  attendanceCompany,
  attendanceUrl,
  auditApproved,
  get,
  reportFor,
  shiftIn,
} from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';
import { attendances } from '../../db/schema/index.ts';

beforeAll(async () => {
  await harness();
});

describe('GET /api/Attendances/get_staff_attendances', () => {
  it('lists a worker’s own attendances newest first; the office lists anyone’s', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const older = await attendanceAt(h, f, await shiftIn(h, f, -3000), {
      minutesAgo: 3000,
      outMinutesAgo: 2800,
    });
    const newer = await attendanceAt(h, f, await shiftIn(h, f, -300), {
      minutesAgo: 300,
      outMinutesAgo: 100,
    });
    await attendanceAt(h, f, await shiftIn(h, f, -300, { staffId: f.otherStaff.id }), {
      minutesAgo: 300,
      staffId: f.otherStaff.id,
    });
    const url = attendanceUrl('Attendances/get_staff_attendances', { staffId: f.staff.id });
    for (const token of [f.c.users.Staff.token, f.c.users.CompanyAdmin.token]) {
      const res = await get(h, url, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((a: { attendanceId: string }) => a.attendanceId)).toEqual([newer, older]);
    }
  });

  it('gives 404 for another worker’s list and another company’s staff; 403 for a client', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const g = await attendanceCompany(h);
    const theirs = attendanceUrl('Attendances/get_staff_attendances', { staffId: f.otherStaff.id });
    expect((await get(h, theirs, f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, theirs, g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, theirs, f.c.users.Client.token)).statusCode).toBe(403);
  });
});

describe('GET /api/Attendances/get_all_attendances_by_company', () => {
  it('lists the company’s attendances, by clock-in dates and flagged for review', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    // The auditor reaches only audit-approved people's attendances (issue 24): these are.
    await auditApproved(h, f);
    const g = await attendanceCompany(h);
    const recent = await attendanceAt(h, f, await shiftIn(h, f, -120), { minutesAgo: 120 });
    const old = await attendanceAt(h, f, await shiftIn(h, f, -60 * 24 * 10), { minutesAgo: 60 * 24 * 10 });
    await h.database.db
      .update(attendances)
      .set({ clockInLocation: 'outside' })
      .where(eq(attendances.id, old));
    await attendanceAt(h, g, await shiftIn(h, g, -120), { minutesAgo: 120 });
    const all = await get(
      h,
      attendanceUrl('Attendances/get_all_attendances_by_company', { companyId: f.c.companyId }),
      f.c.users.CompanyAdmin.token,
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((a: { attendanceId: string }) => a.attendanceId)).toEqual([recent, old]);
    const from = new Date(h.clock.now().getTime() - 24 * 3_600_000).toISOString();
    const since = await get(
      h,
      attendanceUrl('Attendances/get_all_attendances_by_company', { fromDate: from }),
      f.c.users.Auditor.token,
    );
    expect(since.json().map((a: { attendanceId: string }) => a.attendanceId)).toEqual([recent]);
    const until = await get(
      h,
      attendanceUrl('Attendances/get_all_attendances_by_company', { toDate: from }),
      f.c.users.Administrator.token,
    );
    expect(until.json().map((a: { attendanceId: string }) => a.attendanceId)).toEqual([old]);
    const flagged = await get(
      h,
      attendanceUrl('Attendances/get_all_attendances_by_company', { flagged: 'true' }),
      f.c.users.CompanyAdmin.token,
    );
    expect(flagged.json()).toHaveLength(1);
    expect(flagged.json()[0]).toMatchObject({ attendanceId: old, flagged: true, clockInLocation: 'outside' });
    const bad = await get(
      h,
      attendanceUrl('Attendances/get_all_attendances_by_company', { fromDate: 'last week' }),
      f.c.users.CompanyAdmin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ fromDate: 'Enter a valid date and time' });
  });

  it('is for the office and auditors (and the attendance claims); a worker gets 403', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { claims: { CareManager: ['Mark Attendances'] } });
    const url = attendanceUrl('Attendances/get_all_attendances_by_company');
    expect((await get(h, url, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, url, f.c.users.Client.token)).statusCode).toBe(403);
    expect((await get(h, url, f.c.users.CareManager.token)).statusCode).toBe(200);
  });
});

describe('GET /api/Attendances/get_split_attendances', () => {
  it('gives the splits of a worker’s own attendance after clock-out, and the office’s view of any', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -120, { minutes: 120 });
    const id = await attendanceAt(h, f, shiftId, { minutesAgo: 120 });
    await reportFor(h, f.c.companyId, shiftId);
    const out = await get(h, attendanceUrl('Attendances/clock_out', { shiftId }), f.c.users.Staff.token);
    expect(out.statusCode, out.body).toBe(200);
    for (const token of [f.c.users.Staff.token, f.c.users.CompanyAdmin.token]) {
      const res = await get(
        h,
        attendanceUrl('Attendances/get_split_attendances', { attendanceId: id }),
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const splits = res.json().splittedAttendance;
      expect(splits.length).toBeGreaterThan(0);
      expect(splits[0]).toMatchObject({
        attendanceId: id,
        status: 'Pending',
        shiftRoster: { shiftRosterId: shiftId },
      });
      expect(splits[0].shiftName).toBeTruthy();
      expect(splits.reduce((s: number, x: { duration: number }) => s + x.duration, 0)).toBe(
        120 * 60_000 * 10_000,
      );
    }
  });

  it('gives 404 for another worker’s attendance and another company’s', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const g = await attendanceCompany(h);
    const id = await attendanceAt(h, f, await shiftIn(h, f, -60, { staffId: f.otherStaff.id }), {
      minutesAgo: 60,
      staffId: f.otherStaff.id,
    });
    const url = attendanceUrl('Attendances/get_split_attendances', { attendanceId: id });
    expect((await get(h, url, f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, url, g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
  });
});
