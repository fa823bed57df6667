import type { ShiftRosterView } from '@care/domain';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { personNameSql } from '../../../db/person-name.ts';
import {
  attendanceSplits,
  attendances,
  openShiftRequests,
  shiftRosters,
  staffs,
} from '../../../db/schema/index.ts';
import { shiftViews } from '../../roster/roster.api.ts';

/**
 * The shifts the Today lists look at, in one read: those overlapping the window around now, the
 * cancellation requests still waiting, and the open shifts someone asked to take.
 */
export function todayShifts(
  db: Queryable,
  companyId: string,
  window: { from: Date; to: Date },
  now: Date,
): Promise<ShiftRosterView[]> {
  const s = shiftRosters;
  const requested = sql`${s.id} in (select ${openShiftRequests.shiftRosterId} from ${openShiftRequests}
    where ${openShiftRequests.companyId} = ${companyId} and ${openShiftRequests.status} = 'Pending')`;
  const where = or(
    and(gt(s.dateTo, window.from), lt(s.dateFrom, window.to)),
    and(eq(s.status, 'Pending'), gt(s.dateTo, now)),
    and(isNull(s.staffId), gt(s.dateFrom, now), requested),
  );
  return shiftViews(db, companyId, where ?? sql`false`);
}

/** Clocked-out attendances since `from` with splits the office still has to approve, by worker. */
export async function splitsAwaitingApproval(db: Queryable, companyId: string, from: Date, to: Date) {
  const a = attendances;
  const rows = await db
    .select({
      staffId: a.staffId,
      fullName: personNameSql(staffs),
      attendances: sql<number>`count(distinct ${a.id})::int`,
    })
    .from(a)
    .innerJoin(staffs, eq(staffs.id, a.staffId))
    .innerJoin(attendanceSplits, eq(attendanceSplits.attendanceId, a.id))
    .where(
      and(
        eq(a.companyId, companyId),
        gt(a.clockIn, from),
        lt(a.clockIn, to),
        sql`${a.clockOut} is not null`,
        // What the office approves: Pending and Adjusted (domain nextSplitStatus).
        inArray(attendanceSplits.status, ['Pending', 'Adjusted']),
      ),
    )
    .groupBy(a.staffId, staffs.firstName, staffs.middleName, staffs.surName)
    .orderBy(sql`count(distinct ${a.id}) desc`);
  return rows;
}
