import {
  adminShiftStatus,
  CANCELLATION_REASON_CODES,
  dayjs,
  fitsAvailability,
  localDateOf,
  ROSTER_LIMITS,
  type RosteredShift,
  rosterFindings,
  todayIn,
  WEEKDAY_FLAGS,
} from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../test/harness.ts';
import {
  attendances,
  openShiftRequests,
  profiles,
  shiftRosterClients,
  shiftRosters,
  staffAvailabilities,
  staffs,
  userNotices,
} from '../db/schema/index.ts';
import { seedDemoRoster } from './demo-roster.ts';

const ZONE = 'Australia/Sydney';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A fresh company with eight workers (the third can sign in) and thirteen clients, seeded at `now`. */
async function seededAt(h: Harness, now: Date) {
  const c = await createCompany(h);
  const db = h.database.db;
  const staffIds: string[] = [];
  for (let i = 0; i < 8; i++) {
    const [row] = await db
      .insert(staffs)
      .values({
        companyId: c.companyId,
        firstName: `Worker${i}`,
        surName: 'Demo',
        email: `worker${i}-${c.companyId.slice(0, 8)}@test.example`,
        maxStaffId: `STF-00${i + 1}`,
        userId: i === 2 ? c.users.Staff.id : null,
        isActive: true,
      })
      .returning({ id: staffs.id });
    staffIds.push(row?.id ?? '');
  }
  // An inactive worker is never rostered.
  const [inactive] = await db
    .insert(staffs)
    .values({
      companyId: c.companyId,
      firstName: 'Gone',
      surName: 'Demo',
      email: `gone-${c.companyId.slice(0, 8)}@test.example`,
      maxStaffId: 'STF-000',
      isActive: false,
    })
    .returning({ id: staffs.id });
  const clientIds: string[] = [];
  for (let i = 0; i < 13; i++) {
    const [row] = await db
      .insert(profiles)
      .values({
        companyId: c.companyId,
        firstName: `Client${i}`,
        surName: 'Demo',
        email: `client${i}-${c.companyId.slice(0, 8)}@test.example`,
        contactId: `C-${String(i + 1).padStart(3, '0')}`,
        isActive: true,
      })
      .returning({ id: profiles.id });
    clientIds.push(row?.id ?? '');
  }
  await seedDemoRoster(db, c.companyId, now);

  const shifts = await db.select().from(shiftRosters).where(eq(shiftRosters.companyId, c.companyId));
  const links = await db
    .select()
    .from(shiftRosterClients)
    .where(eq(shiftRosterClients.companyId, c.companyId));
  const attended = await db.select().from(attendances).where(eq(attendances.companyId, c.companyId));
  const requests = await db
    .select()
    .from(openShiftRequests)
    .where(eq(openShiftRequests.companyId, c.companyId));
  const slots = await db
    .select()
    .from(staffAvailabilities)
    .where(eq(staffAvailabilities.companyId, c.companyId));
  const notices = await db.select().from(userNotices).where(eq(userNotices.companyId, c.companyId));
  const clientsOf = (id: string) =>
    links
      .filter((l) => l.shiftRosterId === id)
      .sort((a, b) => a.position - b.position)
      .map((l) => l.profileId);
  const attendanceOf = (id: string) => attended.find((a) => a.shiftRosterId === id);
  const facts = (s: (typeof shifts)[number]) => ({
    dateFrom: s.dateFrom.toISOString(),
    dateTo: s.dateTo.toISOString(),
    status: s.status,
    attendance: !!attendanceOf(s.id),
    isEnded: !!attendanceOf(s.id)?.clockOut,
  });
  return {
    c,
    staffIds,
    inactiveId: inactive?.id,
    clientIds,
    demoStaffId: staffIds[2] as string,
    shifts,
    clientsOf,
    attendanceOf,
    facts,
    requests,
    slots,
    notices,
  };
}

type Seeded = Awaited<ReturnType<typeof seededAt>>;

function expectEveryCase(s: Seeded, now: Date) {
  const t = now.getTime();
  const today = todayIn(now, ZONE);
  const local = (d: Date) => localDateOf(d, ZONE);
  const status = (x: (typeof s.shifts)[number]) => adminShiftStatus(s.facts(x), now);

  // Three weeks back and three ahead, nothing beyond, and no inactive worker.
  const days = s.shifts.map((x) => dayjs.utc(local(x.dateFrom)).diff(dayjs.utc(today), 'day'));
  expect(Math.min(...days)).toBe(-21);
  expect(Math.max(...days)).toBeGreaterThanOrEqual(20);
  expect(Math.max(...days)).toBeLessThanOrEqual(21);
  expect(s.shifts.some((x) => x.staffId === s.inactiveId)).toBe(false);

  // The past attended (clocked in and out), with a few absences.
  const past = s.shifts.filter((x) => x.dateTo.getTime() <= t && !x.status);
  expect(past.length).toBeGreaterThan(60);
  const present = past.filter((x) => status(x) === 'Present');
  const absent = past.filter((x) => status(x) === 'Absent');
  expect(present.length).toBeGreaterThan(past.length * 0.8);
  expect(absent.length).toBeGreaterThanOrEqual(3);
  expect(absent.length).toBeLessThan(past.length * 0.15);
  for (const x of present) {
    const a = s.attendanceOf(x.id);
    expect(a?.clockOut?.getTime()).toBeGreaterThan(a?.clockIn.getTime() ?? 0);
  }
  // Nothing clocked in the future.
  expect(
    s.shifts.filter((x) => x.dateFrom.getTime() > t + 10 * 60_000).every((x) => !s.attendanceOf(x.id)),
  ).toBe(true);

  // Today: one shift in progress now (clocked in, not out).
  const inShift = s.shifts.filter((x) => status(x) === 'In Shift');
  expect(inShift.length).toBeGreaterThanOrEqual(1);
  expect(inShift.every((x) => x.dateFrom.getTime() <= t && s.attendanceOf(x.id)?.clockOut === null)).toBe(
    true,
  );

  // The demo staff sign-in: a shift starting within the next hour or two, and another later today.
  const mine = s.shifts
    .filter((x) => x.staffId === s.demoStaffId && x.dateFrom.getTime() > t && !x.status)
    .sort((a, b) => a.dateFrom.getTime() - b.dateFrom.getTime());
  const next = mine[0];
  expect(next).toBeDefined();
  expect((next?.dateFrom.getTime() ?? 0) - t).toBeGreaterThanOrEqual(HOUR);
  expect((next?.dateFrom.getTime() ?? 0) - t).toBeLessThanOrEqual(2 * HOUR);
  expect(s.attendanceOf(next?.id ?? '')).toBeUndefined();
  expect(mine[1] && local(mine[1].dateFrom)).toBe(local(next?.dateFrom ?? now));
  expect(mine.filter((x) => x.dateFrom.getTime() > t + 7 * DAY).length).toBeGreaterThan(3);

  // A repeat: real rows sharing a series id, each on a chosen weekday, at the same local times.
  const seriesIds = new Set(s.shifts.flatMap((x) => (x.seriesId ? [x.seriesId] : [])));
  expect(seriesIds.size).toBe(1);
  const series = s.shifts.filter((x) => x.seriesId && seriesIds.has(x.seriesId));
  expect(series?.length).toBeGreaterThanOrEqual(6);
  const first = [...(series ?? [])].sort((a, b) => a.dateFrom.getTime() - b.dateFrom.getTime());
  const wall = (d: Date) => dayjs(d).tz(ZONE).format('HH:mm');
  for (const x of first) {
    expect(x.repeat).toBe(true);
    expect(x.stopDate).toBe(first[0]?.stopDate);
    expect(wall(x.dateFrom)).toBe(wall(first[0]?.dateFrom ?? now));
    expect(wall(x.dateTo)).toBe(wall(first[0]?.dateTo ?? now));
    expect(local(x.dateFrom) <= (x.stopDate ?? '')).toBe(true);
  }
  for (const x of first.slice(1)) {
    const flag = WEEKDAY_FLAGS[dayjs(x.dateFrom).tz(ZONE).day()] as (typeof WEEKDAY_FLAGS)[number];
    expect(x[flag]).toBe(true);
  }
  expect(first.some((x) => x.dateFrom.getTime() < t) && first.some((x) => x.dateFrom.getTime() > t)).toBe(
    true,
  );

  // A sleepover over midnight of at least 8 hours, and an active night.
  const sleepovers = s.shifts.filter((x) => x.isNightShift);
  expect(sleepovers.length).toBeGreaterThanOrEqual(1);
  for (const x of sleepovers) {
    expect(local(x.dateTo)).not.toBe(local(x.dateFrom));
    expect(x.dateTo.getTime() - x.dateFrom.getTime()).toBeGreaterThanOrEqual(
      ROSTER_LIMITS.sleepoverMinHours * HOUR,
    );
  }
  const night = s.shifts.find((x) => x.isExceptionalShift);
  expect(night && local(night.dateTo) !== local(night.dateFrom)).toBe(true);

  // Open shifts, one with a worker's pending request.
  const open = s.shifts.filter((x) => x.staffId === null);
  expect(open.length).toBeGreaterThanOrEqual(2);
  expect(open.length).toBeLessThanOrEqual(3);
  expect(open.every((x) => x.dateFrom.getTime() > t && s.clientsOf(x.id).length === 1)).toBe(true);
  expect(s.requests).toHaveLength(1);
  expect(s.requests[0]?.status).toBe('Pending');
  expect(open.map((x) => x.id)).toContain(s.requests[0]?.shiftRosterId);
  // From a worker the shift suits (their availability), not the demo sign-in, who may ask themselves.
  const asked = open.find((x) => x.id === s.requests[0]?.shiftRosterId);
  const asker = s.requests[0]?.staffId;
  expect(asker).not.toBe(s.demoStaffId);
  expect(
    asked &&
      fitsAvailability(
        { dateFrom: asked.dateFrom.toISOString(), dateTo: asked.dateTo.toISOString() },
        s.slots.filter((x) => x.staffId === asker),
        ZONE,
      ),
  ).toBe(true);

  // A worker's cancellation request awaiting a decision.
  const pending = s.shifts.filter((x) => x.status === 'Pending');
  expect(pending).toHaveLength(1);
  expect(pending[0]?.reason).toBeTruthy();
  expect(pending[0]?.cancellationRequestedBy).toBe(pending[0]?.staffId);
  expect(pending[0]?.cancellationRequestedAt?.getTime()).toBeLessThan(t);
  expect(pending[0]?.dateFrom.getTime()).toBeGreaterThan(t);

  // Clients' cancellations: short notice (past and ahead) and one with plenty of notice.
  const byClient = s.shifts.filter((x) => x.status === 'Cancelled' && x.cancelledBy === 'Client');
  const short = byClient.filter((x) => x.isShortNotice);
  expect(short.length).toBeGreaterThanOrEqual(2);
  expect(short.some((x) => x.dateFrom.getTime() < t)).toBe(true);
  for (const x of byClient) {
    const notice = Math.floor((x.dateFrom.getTime() - (x.cancellationDate?.getTime() ?? 0)) / 60_000);
    expect(x.noticeMinutes).toBe(notice);
    expect(x.isShortNotice).toBe(notice < ROSTER_LIMITS.shortNoticeDays * 24 * 60);
    expect(CANCELLATION_REASON_CODES.map((r) => r.code)).toContain(x.cancellationReasonCode);
    expect(x.reason).toBeTruthy();
    expect(s.attendanceOf(x.id)).toBeUndefined();
  }
  expect(byClient.some((x) => x.isShortNotice === false)).toBe(true);

  // The demo sign-in's cancellation, approved, and their notice of it.
  const approved = s.shifts.find((x) => x.status === 'Cancelled' && x.cancelledBy === 'Staff');
  expect(approved?.cancellationRequestedBy).toBe(s.demoStaffId);
  expect(s.notices).toEqual([
    expect.objectContaining({
      userId: s.c.users.Staff.id,
      kind: 'cancellationApproved',
      shiftRosterId: approved?.id,
      dateRead: null,
    }),
  ]);
  expect(s.notices[0]?.message).toMatch(/^Your request to cancel your shift of .+ was approved\.$/);

  // A worker double-booked on purpose: the overlap stored as overridden, with the reason.
  const overridden = s.shifts.filter((x) => x.overriddenFindings && x.overriddenFindings.length > 0);
  // At these times of day the cases placed around now fit the workers' days: only the double booking is overridden.
  expect(overridden).toHaveLength(1);
  const doubled = overridden.find((x) => x.overriddenFindings?.some((f) => f.kind === 'overlap'));
  expect(doubled?.overrideReason).toBeTruthy();
  expect(doubled?.overriddenFindings?.find((f) => f.kind === 'overlap')?.message).toMatch(/already works/);

  // A group shift with two clients.
  expect(s.shifts.some((x) => s.clientsOf(x.id).length === 2)).toBe(true);

  // Availability for most workers, the demo sign-in included, valid slots only.
  const withSlots = new Set(s.slots.map((x) => x.staffId));
  expect(withSlots.has(s.demoStaffId)).toBe(true);
  expect(withSlots.size).toBeGreaterThanOrEqual(6);
  expect(withSlots.size).toBeLessThan(s.staffIds.length);

  // Spread: every active worker and nearly every client has shifts.
  expect(s.staffIds.every((id) => s.shifts.some((x) => x.staffId === id))).toBe(true);
  const served = new Set(s.shifts.flatMap((x) => s.clientsOf(x.id)));
  expect(served.size).toBeGreaterThanOrEqual(s.clientIds.length - 1);

  // The roster passes the rostering checks (screening aside, see the decisions) except where overridden.
  const live = s.shifts.filter((x) => x.status !== 'Cancelled');
  // Overridden shifts were saved last, over the findings: the clean ones are checked without them.
  const rostered: RosteredShift[] = live
    .filter((x) => !x.overrideReason)
    .map((x) => ({
      shiftRosterId: x.id,
      staffId: x.staffId,
      profileIds: s.clientsOf(x.id),
      dateFrom: x.dateFrom.toISOString(),
      dateTo: x.dateTo.toISOString(),
    }));
  for (const x of live.filter((y) => !y.overrideReason)) {
    const slots = s.slots.filter((a) => a.staffId === x.staffId);
    const findings = rosterFindings(
      [
        {
          shiftRosterId: x.id,
          staffId: x.staffId,
          profileIds: s.clientsOf(x.id),
          dateFrom: x.dateFrom.toISOString(),
          dateTo: x.dateTo.toISOString(),
        },
      ],
      {
        zone: ZONE,
        otherShifts: rostered,
        availability: slots,
        screeningDocuments: [
          {
            documentName: 'Current Police Check',
            status: 'Accepted',
            implementationDate: null,
            expirationDate: null,
          },
          {
            documentName: 'Working With Vulnerable People Card',
            status: 'Accepted',
            implementationDate: null,
            expirationDate: null,
          },
        ],
      },
    );
    expect(findings, `${x.id} ${x.dateFrom.toISOString()}`).toEqual([]);
  }
}

describe('seedDemoRoster', () => {
  it('builds every kind and state of shift around a now on the day Sydney daylight saving starts', async () => {
    const h = await harness();
    // Sun 4 Oct 2026, 10:30 AM AEDT (clocks went forward at 2:00 AM).
    const now = new Date('2026-10-03T23:30:00Z');
    const seeded = await seededAt(h, now);
    expectEveryCase(seeded, now);
    // A repeat keeps its local times over the change, so its instants move by an hour.
    const series = seeded.shifts
      .filter((x) => x.seriesId)
      .sort((a, b) => a.dateFrom.getTime() - b.dateFrom.getTime());
    const utcHours = new Set(series.map((x) => x.dateFrom.getUTCHours()));
    expect(utcHours.size).toBe(2);
  });

  it('builds every kind and state of shift around a now on 31 December, the roster running into the new year', async () => {
    const h = await harness();
    // Thu 31 Dec 2026, 4:00 PM AEDT.
    const now = new Date('2026-12-31T05:00:00Z');
    const seeded = await seededAt(h, now);
    expectEveryCase(seeded, now);
    expect(seeded.shifts.some((x) => localDateOf(x.dateFrom, ZONE).startsWith('2027-01'))).toBe(true);
  });
});
