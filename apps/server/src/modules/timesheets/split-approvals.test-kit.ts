import { and, eq } from 'drizzle-orm';
import { attendanceCompany, attendanceUrl, splitsOf } from '../../../test/attendance.ts';
import type { createCompany, Harness } from '../../../test/harness.ts';
import { attendanceSplits, attendances, timesheets } from '../../db/schema/index.ts';
import { recomputeSplits } from '../attendance/split-recompute.ts';
import { insertShift } from '../roster/shift-write.repo.ts';

export { activitiesBy, get, splitsOf } from '../../../test/attendance.ts';

/**
 * Fixed instants (Sydney, AEDT +11), so nothing depends on the clock: the fortnight from Monday
 * 9 November 2026 00:00 to Monday 23 November 00:00.
 */
export const FROM = '2026-11-08T13:00:00.000Z';
export const TO = '2026-11-22T13:00:00.000Z';
/** Monday 9 November 09:00 Sydney. */
export const MON_9AM = '2026-11-08T22:00:00.000Z';
/** Tuesday 10 November 09:00 Sydney. */
export const TUE_9AM = '2026-11-09T22:00:00.000Z';
/** Monday 23 November 09:00 Sydney: the next period. */
export const NEXT_MON_9AM = '2026-11-23T22:00:00.000Z';

export const api = attendanceUrl;

export const timesheetCompany = (h: Harness, claims?: Parameters<typeof createCompany>[1]) =>
  attendanceCompany(h, { claims });
export type TimesheetFixture = Awaited<ReturnType<typeof timesheetCompany>>;

/** A shift worked from `clockIn` for `minutes`, its attendance and splits stored; its ids and splits. */
export async function workedShift(
  h: Harness,
  f: TimesheetFixture,
  clockIn: string,
  o: { minutes?: number; staffId?: string; startKm?: number; endKm?: number } = {},
) {
  const { minutes = 240, staffId = f.staff.id } = o;
  const from = new Date(clockIn);
  const to = new Date(from.getTime() + minutes * 60_000);
  const shiftId = await insertShift(
    h.database.db,
    { companyId: f.c.companyId, staffId, dateFrom: from, dateTo: to, activities: 'Personal Support' },
    [f.client.id],
  );
  const [row] = await h.database.db
    .insert(attendances)
    .values({
      companyId: f.c.companyId,
      shiftRosterId: shiftId,
      staffId,
      clockIn: from,
      clockOut: to,
      startKm: o.startKm ?? 100,
      endKm: o.endKm ?? 112,
      clockInCheck: true,
      clockOutCheck: true,
    })
    .returning({ id: attendances.id });
  const attendanceId = row?.id as string;
  await recomputeSplits(h.database.db, f.c.companyId, [attendanceId], null);
  const splits = await splitsOf(h, attendanceId);
  return { shiftId, attendanceId, splits, splitId: splits[0]?.id as string };
}

/** Sets a split's stored status directly (and the worker's reason). */
export async function setStatus(h: Harness, splitId: string, status: string, reason: string | null = null) {
  await h.database.db
    .update(attendanceSplits)
    .set({ status, adjustmentReason: reason })
    .where(eq(attendanceSplits.id, splitId));
}

/** A split's stored status. */
export async function statusOf(h: Harness, splitId: string) {
  const [row] = await h.database.db.select().from(attendanceSplits).where(eq(attendanceSplits.id, splitId));
  return row;
}

/** A timesheet sent to the staff member for the fortnight, stored directly. */
export async function sentTimesheet(
  h: Harness,
  f: TimesheetFixture,
  o: { staffId?: string; status?: string; from?: string; to?: string } = {},
): Promise<string> {
  const [row] = await h.database.db
    .insert(timesheets)
    .values({
      companyId: f.c.companyId,
      staffId: o.staffId ?? f.staff.id,
      fromDate: new Date(o.from ?? FROM),
      toDate: new Date(o.to ?? TO),
      status: o.status ?? 'Pending',
      sentAt: h.clock.now(),
      sentBy: f.c.users.CompanyAdmin.id,
    })
    .returning({ id: timesheets.id });
  return row?.id as string;
}

/** The timesheet as stored. */
export async function timesheetRow(h: Harness, companyId: string, id: string) {
  const [row] = await h.database.db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.companyId, companyId), eq(timesheets.id, id)));
  return row;
}
