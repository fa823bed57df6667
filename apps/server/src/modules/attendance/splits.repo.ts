import type { SplitStatus } from '@care/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendanceSplits, attendances, shiftRosters } from '../../db/schema/index.ts';

// attendance_splits is this module's: it cuts attendances into splits (split-recompute.ts), and the
// timesheet approvals change a split's status through `setSplitStatus`.

export type SplitRow = typeof attendanceSplits.$inferSelect;
export type NewSplit = typeof attendanceSplits.$inferInsert;

/** The company's attendances among `ids` with what cutting them needs: times, kilometres, shift kind. */
export function attendancesToSplit(db: Queryable, companyId: string, ids: readonly string[]) {
  return db
    .select({
      id: attendances.id,
      clockIn: attendances.clockIn,
      clockOut: attendances.clockOut,
      startKm: attendances.startKm,
      endKm: attendances.endKm,
      isNightShift: shiftRosters.isNightShift,
      isExceptionalShift: shiftRosters.isExceptionalShift,
    })
    .from(attendances)
    .innerJoin(shiftRosters, eq(shiftRosters.id, attendances.shiftRosterId))
    .where(and(eq(attendances.companyId, companyId), inArray(attendances.id, [...ids])));
}

/** The splits of the company's attendances among `attendanceIds`. */
export function splitsOfAttendances(
  db: Queryable,
  companyId: string,
  attendanceIds: readonly string[],
): Promise<SplitRow[]> {
  return db
    .select()
    .from(attendanceSplits)
    .where(
      and(
        eq(attendanceSplits.companyId, companyId),
        inArray(attendanceSplits.attendanceId, [...attendanceIds]),
      ),
    );
}

/** The attendances' splits become `splits`: the old ones are deleted, the new ones inserted. */
export async function replaceSplits(
  db: Queryable,
  companyId: string,
  attendanceIds: readonly string[],
  splits: readonly NewSplit[],
): Promise<void> {
  await db
    .delete(attendanceSplits)
    .where(
      and(
        eq(attendanceSplits.companyId, companyId),
        inArray(attendanceSplits.attendanceId, [...attendanceIds]),
      ),
    );
  if (splits.length > 0) {
    await db.insert(attendanceSplits).values([...splits]);
  }
}

/** Sets the splits' status, stamping when and by whom (and the worker's reason when given). */
export async function setSplitStatus(
  db: Queryable,
  companyId: string,
  splitIds: readonly string[],
  status: SplitStatus,
  by: { now: Date; userId: string },
  extra: { adjustmentReason?: string | null } = {},
): Promise<void> {
  if (splitIds.length === 0) {
    return;
  }
  await db
    .update(attendanceSplits)
    .set({
      status,
      ...extra,
      statusChangedAt: by.now,
      statusChangedBy: by.userId,
      dateModified: by.now,
      userModified: by.userId,
    })
    .where(and(eq(attendanceSplits.companyId, companyId), inArray(attendanceSplits.id, [...splitIds])));
}
