import { fullName } from '@care/domain';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendanceSplits, attendances, staffs } from '../../db/schema/index.ts';

export interface LockedSplit {
  split: typeof attendanceSplits.$inferSelect;
  staffId: string;
  staffName: string;
}

/** The company's splits matching `where` (on attendance_splits / attendances), locked, in time order. */
export async function lockSplits(
  db: Queryable,
  companyId: string,
  where: SQL | undefined,
): Promise<LockedSplit[]> {
  const rows = await db
    .select({
      split: attendanceSplits,
      staffId: attendances.staffId,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
    })
    .from(attendanceSplits)
    .innerJoin(attendances, eq(attendances.id, attendanceSplits.attendanceId))
    .innerJoin(staffs, eq(staffs.id, attendances.staffId))
    .where(and(eq(attendanceSplits.companyId, companyId), where))
    .orderBy(attendanceSplits.clockIn, attendanceSplits.id)
    .for('update', { of: attendanceSplits });
  return rows.map((r) => ({
    split: r.split,
    staffId: r.staffId,
    staffName: fullName(r.firstName, r.middleName, r.surName),
  }));
}

/** A staff member's splits whose clock-in is in [from, to) (the period rule of every timesheet). */
export const staffPeriod = (staffId: string, from: Date, to: Date) =>
  and(
    eq(attendances.staffId, staffId),
    gte(attendanceSplits.clockIn, from),
    lt(attendanceSplits.clockIn, to),
  );

/** The splits of one attendance. */
export const splitsOfAttendance = (attendanceId: string) => eq(attendanceSplits.attendanceId, attendanceId);

/** One split of the company, locked, or undefined. */
export async function lockSplitById(
  db: Queryable,
  companyId: string,
  splitId: string,
): Promise<LockedSplit | undefined> {
  const [row] = await lockSplits(db, companyId, eq(attendanceSplits.id, splitId));
  return row;
}
