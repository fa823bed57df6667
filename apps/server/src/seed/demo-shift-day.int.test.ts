import { staffShiftActions } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../test/harness.ts';
import {
  administrators,
  attendanceSplits,
  attendances,
  dailyReports,
  profiles,
  publicHolidays,
  shiftReports,
  shiftRosters,
  staffs,
} from '../db/schema/index.ts';
import { seedDemoRoster } from './demo-roster.ts';
import { seedDemoShiftDay } from './demo-shift-day.ts';

/** A company with six workers (the first can sign in), ten clients with map locations and an administrator, seeded at `now`. */
async function seededAt(h: Harness, now: Date) {
  const c = await createCompany(h);
  const db = h.database.db;
  const tag = c.companyId.slice(0, 8);
  const staffIds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const [row] = await db
      .insert(staffs)
      .values({
        companyId: c.companyId,
        firstName: `Worker${i}`,
        surName: 'Day',
        email: `dayworker${i}-${tag}@test.example`,
        maxStaffId: `STF-00${i + 1}`,
        userId: i === 0 ? c.users.Staff.id : null,
        isActive: true,
      })
      .returning({ id: staffs.id });
    staffIds.push(row?.id ?? '');
  }
  for (let i = 0; i < 10; i++) {
    await db.insert(profiles).values({
      companyId: c.companyId,
      firstName: `Client${i}`,
      surName: 'Day',
      email: `dayclient${i}-${tag}@test.example`,
      contactId: `C-${String(i + 1).padStart(3, '0')}`,
      isActive: true,
      latitude: -33.8 - i * 0.01,
      longitude: 151.0 + i * 0.01,
    });
  }
  await db.insert(administrators).values({
    companyId: c.companyId,
    firstName: 'Office',
    surName: 'Admin',
    email: `dayadmin-${tag}@test.example`,
  });
  await seedDemoRoster(db, c.companyId, now);
  await seedDemoShiftDay(db, c.companyId, now);
  const where = <T extends { companyId: unknown }>(t: T) => eq(t.companyId as never, c.companyId);
  return {
    staffIds,
    shifts: await db.select().from(shiftRosters).where(where(shiftRosters)),
    attended: await db.select().from(attendances).where(where(attendances)),
    splits: await db.select().from(attendanceSplits).where(where(attendanceSplits)),
    reports: await db.select().from(shiftReports).where(where(shiftReports)),
    daily: await db.select().from(dailyReports).where(where(dailyReports)),
    holidays: await db.select().from(publicHolidays).where(where(publicHolidays)),
  };
}

describe('seedDemoShiftDay', () => {
  it.each([
    ['a Tuesday morning in November', '2026-11-23T22:40:00Z'],
    ['the morning Sydney daylight saving starts', '2026-10-04T00:10:00Z'],
    ['31 December', '2026-12-30T23:20:00Z'],
  ])('fills the shift day around %s', { timeout: 120_000 }, async (_label, iso) => {
    const h = await harness();
    const now = new Date(iso);
    const s = await seededAt(h, now);
    const t = now.getTime();

    // The state's public holidays of this year and the next, and a worked one.
    expect(s.holidays.some((x) => x.date === '2026-12-28' && x.name.includes('Boxing'))).toBe(true);
    expect(s.holidays.some((x) => x.date.startsWith('2027-'))).toBe(true);
    expect(s.splits.some((x) => x.code === 'PH')).toBe(true);

    // The demo worker can clock in now.
    const ready = s.shifts.filter(
      (x) =>
        x.staffId === s.staffIds[0] &&
        staffShiftActions(
          {
            dateFrom: x.dateFrom.toISOString(),
            dateTo: x.dateTo.toISOString(),
            status: x.status,
            attendance: false,
            isEnded: false,
            isShiftReportSigned: false,
          },
          now,
        ).includes('clockIn'),
    );
    expect(ready.length).toBeGreaterThanOrEqual(1);
    expect(s.attended.some((a) => ready.some((x) => x.id === a.shiftRosterId))).toBe(false);

    // Every clocked attendance has where the phone was; some flagged outside, one without a location, one sent late.
    const clocked = s.attended.filter((a) => a.source === 'clock');
    expect(clocked.every((a) => a.clockInLocation !== null)).toBe(true);
    expect(clocked.filter((a) => a.clockInLocation === 'inside').length).toBeGreaterThan(
      clocked.length * 0.7,
    );
    expect(clocked.some((a) => a.clockInLocation === 'outside' && (a.clockInDistanceMetres ?? 0) > 500)).toBe(
      true,
    );
    expect(clocked.some((a) => a.clockInLocation === 'noLocation' && a.inLatitude === 0)).toBe(true);
    expect(clocked.some((a) => a.deviceTimeOff)).toBe(true);
    expect(s.attended.some((a) => a.source === 'marked')).toBe(true);
    expect(s.attended.some((a) => a.clockOut === null && a.clockIn.getTime() <= t)).toBe(true);

    // Splits for every ended attendance, adding up to it; a sleepover's N and an active night's EX.
    for (const a of s.attended.filter((x) => x.clockOut)) {
      const mine = s.splits.filter((x) => x.attendanceId === a.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.reduce((sum, x) => sum + x.durationTicks, 0)).toBe(
        ((a.clockOut as Date).getTime() - a.clockIn.getTime()) * 10_000,
      );
    }
    expect(
      s.attended
        .filter((a) => a.clockOut === null)
        .every((a) => !s.splits.some((x) => x.attendanceId === a.id)),
    ).toBe(true);
    expect(s.splits.some((x) => x.code === 'N')).toBe(true);
    const active = s.shifts.find(
      (x) => x.isExceptionalShift && s.attended.some((a) => a.shiftRosterId === x.id),
    );
    const activeAttendance = s.attended.find((a) => a.shiftRosterId === active?.id);
    expect(s.splits.filter((x) => x.attendanceId === activeAttendance?.id).map((x) => x.code)).toContain(
      'EX',
    );

    // Shift reports: signed and unsigned, one per ended attendance; none for those in shift.
    const ended = s.attended.filter((a) => a.clockOut);
    expect(s.reports.length).toBe(ended.length);
    expect(s.reports.some((r) => r.isSigned) && s.reports.some((r) => !r.isSigned)).toBe(true);
    expect(s.reports.every((r) => r.goal_Progress.replace(/<[^>]+>/g, '').length >= 20)).toBe(true);

    // Daily reports of workers (one still open on a working morning) and of the administrator.
    expect(s.daily.filter((d) => d.authorKind === 'staff').length).toBeGreaterThanOrEqual(20);
    expect(s.daily.filter((d) => d.authorKind === 'admin').length).toBe(3);
    expect(s.daily.every((d) => d.clockIn.getTime() <= t)).toBe(true);
  });
});
