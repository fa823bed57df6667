// The large tenant's fortnight for the pay-lines bench (issue 38, docs/performance.md "Pay lines"):
// 120 workers with award settings of every employment type (SACS level 2, pay points 1–3), ~2,500
// attendances with their splits approved in a fortnight, shaped as bench/timesheets.ts shapes them
// (a shift a day in a slot that turns, early hours on some days, active nights and sleepovers).
import { randomUUID } from 'node:crypto';
import { addCalendarDays, splitAttendance, type WorkBands, zonedWallTimeToInstant } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../apps/server/src/db/client.ts';
import {
  attendanceSplits,
  attendances,
  companies,
  shiftRosterClients,
  shiftRosters,
  staffAwardSettings,
} from '../apps/server/src/db/schema/index.ts';
import { ensurePayRowsSeeded } from '../apps/server/src/modules/pay-settings/pay-settings.api.ts';
import { BENCH_USER, insertInBatches } from './roster-tenant-people.ts';

export const ZONE = 'Australia/Sydney';
/** A fortnight without public holidays, Mon 7 Sep 2026 to Sun 20 Sep 2026: the company's pay period. */
export const FIRST_DAY = '2026-09-07';
export const DAYS = 14;
export const ATTENDANCES = 2500;
const BANDS: WorkBands = { zone: ZONE, dayStart: '06:00', eveningStart: '20:00', holidays: new Set() };
const SLOTS = [
  ['07:00', 3],
  ['09:00', 4],
  ['13:00', 3],
  ['15:00', 6],
  ['18:00', 4],
  ['21:00', 9],
  ['22:00', 8], // a sleepover to 06:00 (10 h would overlap the next morning's shift: the engine refuses overlaps)
] as const;
const TYPES = ['CASUAL', 'PT', 'FT'] as const;

function plan(companyId: string, staffIds: string[], clientIds: string[], now: Date) {
  const audit = { userCreated: BENCH_USER, dateCreated: now };
  const shifts: (typeof shiftRosters.$inferInsert)[] = [];
  const clients: (typeof shiftRosterClients.$inferInsert)[] = [];
  const rows: (typeof attendances.$inferInsert)[] = [];
  const splits: (typeof attendanceSplits.$inferInsert)[] = [];
  let n = 0;
  for (let k = 0; n < ATTENDANCES; k++) {
    const day = k % DAYS;
    const s = Math.floor(k / DAYS) % staffIds.length;
    const round = Math.floor(k / (DAYS * staffIds.length));
    const staffId = staffIds[s] as string;
    const slot =
      round === 0 ? (SLOTS[(s + day) % SLOTS.length] as (typeof SLOTS)[number]) : (['06:00', 1] as const);
    const date = addCalendarDays(FIRST_DAY, day);
    const start = zonedWallTimeToInstant(`${date}T${slot[0]}`, ZONE);
    const end = new Date(start.getTime() + slot[1] * 3_600_000);
    const night = slot[0] === '22:00';
    const active = slot[0] === '21:00';
    const shiftId = randomUUID();
    shifts.push({
      id: shiftId,
      companyId,
      staffId,
      dateFrom: start,
      dateTo: end,
      activities: 'Personal Support',
      isNightShift: night,
      isExceptionalShift: active,
      ...audit,
    });
    clients.push({
      shiftRosterId: shiftId,
      profileId: clientIds[(s * 3 + day) % clientIds.length] as string,
      companyId,
      position: 0,
    });
    const attendanceId = randomUUID();
    const km = (n % 9) * 3.7;
    rows.push({
      id: attendanceId,
      companyId,
      shiftRosterId: shiftId,
      staffId,
      clockIn: start,
      clockOut: end,
      startKm: 1000,
      endKm: 1000 + km,
      clockInCheck: true,
      clockOutCheck: true,
      ...audit,
    });
    splitAttendance(
      { clockIn: start, clockOut: end, isNightShift: night, isExceptionalShift: active },
      BANDS,
    ).forEach((p, i) => {
      splits.push({
        companyId,
        attendanceId,
        code: p.code,
        clockIn: p.clockIn,
        clockOut: p.clockOut,
        durationTicks: p.durationTicks,
        localDate: p.localDate,
        totalKm: i === 0 ? km : 0,
        status: 'Approved',
        ...audit,
      });
    });
    n++;
  }
  return { shifts, clients, rows, splits };
}

/** The fortnight, the workers' award settings, the company's pay period and its seeded award rows. */
export async function insertPayFortnight(
  db: Queryable,
  p: { companyId: string; staffIds: string[]; clientIds: string[]; now: Date },
) {
  const rows = plan(p.companyId, p.staffIds, p.clientIds, p.now);
  await insertInBatches(rows.shifts, (b) => db.insert(shiftRosters).values(b));
  await insertInBatches(rows.clients, (b) => db.insert(shiftRosterClients).values(b));
  await insertInBatches(rows.rows, (b) => db.insert(attendances).values(b));
  await insertInBatches(rows.splits, (b) => db.insert(attendanceSplits).values(b));
  await insertInBatches(
    p.staffIds.map((staffId, i) => {
      const employmentType = TYPES[i % TYPES.length] as (typeof TYPES)[number];
      return {
        companyId: p.companyId,
        staffId,
        award: 'MA000100',
        stream: 'SACS_B',
        level: 2,
        payPoint: (i % 3) + 1,
        employmentType,
        agreedWeeklyMinutes: employmentType === 'PT' ? 25 * 60 : null,
        shiftworker: i % 2 === 0,
        effectiveFrom: '2025-07-07',
        userCreated: BENCH_USER,
        dateCreated: p.now,
      };
    }),
    (b) => db.insert(staffAwardSettings).values(b),
  );
  await db
    .update(companies)
    .set({ payPeriod: 'fortnightly', payPeriodAnchor: FIRST_DAY })
    .where(eq(companies.id, p.companyId));
  await ensurePayRowsSeeded(db, p.companyId, p.now);
  return { attendances: rows.rows.length, splits: rows.splits.length };
}
