import type { OfficeTodayView } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceAt, attendanceCompany, get, shiftIn } from '../../../../test/attendance.ts';
import { harness } from '../../../../test/harness.ts';
import { attendances } from '../../../db/schema/index.ts';

beforeAll(async () => {
  await harness();
});

const today = async (h: Awaited<ReturnType<typeof harness>>, token: string, query = '') => {
  const res = await get(h, `/api/Dashboard/today${query}`, token);
  return { res, view: res.statusCode === 200 ? (res.json() as OfficeTodayView) : null };
};
const sectionOf = (view: OfficeTodayView | null, key: string) => view?.sections.find((s) => s.key === key);

describe('GET /api/Dashboard/today', () => {
  it('lists what is happening now, each list from its own rule, with counts and the shifts to open', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const unfilled = await shiftIn(h, f, 60, { staffId: null });
    const missing = await shiftIn(h, f, -20);
    const early = await shiftIn(h, f, -300, { minutes: 240 });
    const earlyAttendance = await attendanceAt(h, f, early, { minutesAgo: 300, outMinutesAgo: 150 });
    await h.database.db
      .update(attendances)
      .set({ leftEarlyReason: 'The client went to hospital with family' })
      .where(eq(attendances.id, earlyAttendance));
    const overrun = await shiftIn(h, f, -240, { minutes: 200, staffId: f.otherStaff.id });
    await attendanceAt(h, f, overrun, { minutesAgo: 240, staffId: f.otherStaff.id });
    const flagged = await shiftIn(h, f, -30, { staffId: f.otherStaff.id, profileIds: [f.otherClient.id] });
    const flaggedAttendance = await attendanceAt(h, f, flagged, { minutesAgo: 25, staffId: f.otherStaff.id });
    await h.database.db
      .update(attendances)
      .set({ clockInLocation: 'outside', clockInDistanceMetres: 1200 })
      .where(eq(attendances.id, flaggedAttendance));
    const pending = await shiftIn(h, f, 180, { status: 'Pending', reason: 'Family event' });

    for (const role of ['CompanyAdmin', 'Administrator'] as const) {
      const { res, view } = await today(h, f.c.users[role].token);
      expect(res.statusCode, res.body).toBe(200);
      expect(view?.toleranceMinutes).toBe(15);
      const ids = (key: string) => sectionOf(view, key)?.items.map((i) => i.id);
      expect(ids('unfilled')).toEqual([unfilled]);
      expect(ids('notClockedIn')).toEqual([missing]);
      expect(ids('stillClockedIn')).toEqual([overrun]);
      expect(ids('leftEarly')).toEqual([early]);
      expect(ids('flagged')).toEqual([flagged]);
      expect(ids('cancellations')).toEqual([pending]);
      const left = sectionOf(view, 'leftEarly')?.items[0];
      expect(left).toMatchObject({
        note: 'The client went to hospital with family',
        status: 'Left early',
        title: `${f.staff.firstName} Test`,
      });
      expect(left?.shift).toMatchObject({
        shiftRosterId: early,
        leftEarlyReason: 'The client went to hospital with family',
      });
      expect(sectionOf(view, 'notClockedIn')?.items[0]?.status).toBe('Late');
      expect(sectionOf(view, 'leftEarly')?.count).toBe(1);
    }
  });

  it('counts the timesheets awaiting approval of the pay period and the expiring documents', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const { view } = await today(h, f.c.users.CompanyAdmin.token);
    const keys = view?.sections.map((s) => s.key);
    expect(keys).toEqual([
      'unfilled',
      'notClockedIn',
      'stillClockedIn',
      'leftEarly',
      'flagged',
      'cancellations',
      'openShiftRequests',
      'timesheets',
      'documents',
    ]);
    expect(view?.sections.every((s) => s.count === 0 && s.items.length === 0)).toBe(true);
    expect(sectionOf(view, 'timesheets')?.link).toMatch(/^\/app\/shift\/timesheet\?from=.+&to=.+/);
  });

  it('is the office’s: a staff member, a client and an auditor get 403', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      const { res } = await today(h, f.c.users[role].token);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/Dashboard/today' })).statusCode).toBe(401);
  });

  it('shows only the caller’s company; naming another company is a 403', async () => {
    const h = await harness();
    const a = await attendanceCompany(h);
    const b = await attendanceCompany(h);
    await shiftIn(h, a, -20);
    await shiftIn(h, a, 30, { staffId: null });
    const { view } = await today(h, b.c.users.CompanyAdmin.token);
    expect(sectionOf(view, 'notClockedIn')?.count).toBe(0);
    expect(sectionOf(view, 'unfilled')?.count).toBe(0);
    const mine = await today(h, a.c.users.CompanyAdmin.token);
    expect(sectionOf(mine.view, 'notClockedIn')?.count).toBe(1);
    const other = await today(h, b.c.users.CompanyAdmin.token, `?companyId=${a.c.companyId}`);
    expect(other.res.statusCode).toBe(403);
  });
});
