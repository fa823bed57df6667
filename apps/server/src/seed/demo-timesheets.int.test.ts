import { SPLIT_STATUSES, TIMESHEET_STATUSES, timesheetTotals } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../test/harness.ts';
import {
  attendanceSplits,
  attendances,
  profiles,
  progressNotes,
  shiftRosterClients,
  staffs,
  timesheets,
} from '../db/schema/index.ts';
import { seedDemoRoster } from './demo-roster.ts';
import { seedDemoShiftDay } from './demo-shift-day.ts';
import { demoPeriods, seedDemoTimesheets } from './demo-timesheets.ts';

// New Year's Day in Sydney (a public holiday, a Friday): last fortnight spans Christmas and the year's end.
const NOW = new Date('2027-01-01T00:30:00Z');

async function seeded(h: Harness) {
  const c = await createCompany(h);
  const db = h.database.db;
  const tag = c.companyId.slice(0, 8);
  for (let i = 0; i < 5; i++) {
    await db.insert(staffs).values({
      companyId: c.companyId,
      firstName: `Payee${i}`,
      surName: 'Sheet',
      email: `payee${i}-${tag}@test.example`,
      maxStaffId: `STF-00${i + 1}`,
      userId: i === 0 ? c.users.Staff.id : null,
      isActive: true,
    });
  }
  for (let i = 0; i < 6; i++) {
    await db.insert(profiles).values({
      companyId: c.companyId,
      firstName: `Sheetclient${i}`,
      surName: 'Day',
      email: `sheetclient${i}-${tag}@test.example`,
      contactId: `C-${String(i + 1).padStart(3, '0')}`,
      isActive: true,
      latitude: -33.8 - i * 0.01,
      longitude: 151.0 + i * 0.01,
    });
  }
  await seedDemoRoster(db, c.companyId, NOW);
  await seedDemoShiftDay(db, c.companyId, NOW);
  await seedDemoTimesheets(db, c.companyId, NOW);
  const where = <T extends { companyId: unknown }>(t: T) => eq(t.companyId as never, c.companyId);
  return {
    demoStaffId: (await db.select().from(staffs).where(eq(staffs.userId, c.users.Staff.id)))[0]?.id,
    attended: await db.select().from(attendances).where(where(attendances)),
    splits: await db.select().from(attendanceSplits).where(where(attendanceSplits)),
    sent: await db.select().from(timesheets).where(where(timesheets)),
    notes: await db.select().from(progressNotes).where(where(progressNotes)),
    clientsOfShifts: await db
      .select({ shiftRosterId: shiftRosterClients.shiftRosterId })
      .from(shiftRosterClients)
      .innerJoin(attendances, eq(attendances.shiftRosterId, shiftRosterClients.shiftRosterId))
      .where(eq(attendances.companyId, c.companyId)),
  };
}

describe('seedDemoTimesheets', () => {
  let s: Awaited<ReturnType<typeof seeded>>;
  beforeAll(async () => {
    s = await seeded(await harness());
  }, 180_000);

  it('makes fortnights from Monday to Monday in Sydney, last one ending this week', () => {
    const p = demoPeriods(NOW, 'Australia/Sydney');
    expect(p.last.to.toISOString()).toBe('2026-12-27T13:00:00.000Z'); // Monday 28 December, 00:00 AEDT
    expect(p.last.from.toISOString()).toBe('2026-12-13T13:00:00.000Z');
    expect(p.older.to.getTime()).toBe(p.last.from.getTime());
    expect(p.current.from.getTime()).toBe(p.last.to.getTime());
  });

  it('has splits in every status, with the worker’s reason on those needing adjustment', () => {
    for (const status of SPLIT_STATUSES) {
      expect(
        s.splits.some((x) => x.status === status),
        status,
      ).toBe(true);
    }
    const waiting = s.splits.filter((x) => x.status === 'Need Adjustment');
    expect(waiting.every((x) => (x.adjustmentReason ?? '').length > 10)).toBe(true);
  });

  it('sends timesheets in every status; the demo worker’s last fortnight is Pending with a split to adjust', () => {
    for (const status of TIMESHEET_STATUSES) {
      expect(
        s.sent.some((x) => x.status === status),
        status,
      ).toBe(true);
    }
    const p = demoPeriods(NOW, 'Australia/Sydney');
    const demoLast = s.sent.find(
      (x) => x.staffId === s.demoStaffId && x.fromDate.getTime() === p.last.from.getTime(),
    );
    expect(demoLast?.status).toBe('Pending');
    expect(s.sent.find((x) => x.status === 'Rejected')?.responseNote).toMatch(/adjust/);
    // An approved timesheet has every split of its period approved, and adds up to real hours.
    const approved = s.sent.find((x) => x.status === 'Approved') as (typeof s.sent)[number];
    const ofIt = s.splits.filter((x) => {
      const a = s.attended.find((y) => y.id === x.attendanceId);
      return (
        a?.staffId === approved.staffId &&
        x.clockIn.getTime() >= approved.fromDate.getTime() &&
        x.clockIn.getTime() < approved.toDate.getTime()
      );
    });
    expect(ofIt.length).toBeGreaterThan(0);
    expect(ofIt.every((x) => x.status === 'Approved')).toBe(true);
    const totals = timesheetTotals(
      ofIt.map((x) => ({ code: x.code, duration: x.durationTicks, totalKm: x.totalKm })),
    );
    expect(totals.totalDuration).toBeGreaterThan(0);
  });

  it('opens a progress note for each client of each attended shift, most written', () => {
    expect(s.notes.length).toBe(s.clientsOfShifts.length);
    const written = s.notes.filter((n) => n.isCompleted);
    expect(written.length).toBeGreaterThan(s.notes.length / 2);
    expect(written.every((n) => (n.report ?? '').length > 0 && (n.progress ?? '').length > 0)).toBe(true);
    expect(s.notes.some((n) => !n.isCompleted)).toBe(true);
  });
});
