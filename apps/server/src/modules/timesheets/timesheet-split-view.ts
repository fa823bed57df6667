import { fullName, shiftCodeName, type TimesheetSplitView } from '@care/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendanceSplits, attendances, shiftRosters, staffs } from '../../db/schema/index.ts';
import { clientNames } from '../attendance/attendance-view.repo.ts';

const s = attendanceSplits;
const a = attendances;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The company's splits as the timesheet screens show them (with worker, shift and adjustment request),
 * ordered by clock-in. `where` narrows them: a condition on attendance_splits / attendances
 * (e.g. `and(eq(attendances.staffId, id), gte(attendanceSplits.clockIn, from), lt(attendanceSplits.clockIn, to))`).
 * The split fields are those of get_split_attendances (AttendanceSplitView).
 */
export async function timesheetSplitViews(
  db: Queryable,
  companyId: string,
  where?: SQL,
): Promise<TimesheetSplitView[]> {
  const rows = await db
    .select({
      s,
      staffId: a.staffId,
      shiftRosterId: a.shiftRosterId,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
      dateFrom: shiftRosters.dateFrom,
      dateTo: shiftRosters.dateTo,
      clients: clientNames,
    })
    .from(s)
    .innerJoin(a, eq(a.id, s.attendanceId))
    .innerJoin(staffs, eq(staffs.id, a.staffId))
    .innerJoin(shiftRosters, eq(shiftRosters.id, a.shiftRosterId))
    .where(and(eq(s.companyId, companyId), where))
    .orderBy(s.clockIn, s.id);
  return rows.map((r) => ({
    attendanceSplitId: r.s.id,
    attendanceId: r.s.attendanceId,
    clockIn: r.s.clockIn.toISOString(),
    clockOut: r.s.clockOut.toISOString(),
    duration: r.s.durationTicks,
    totalKm: r.s.totalKm,
    shift: r.s.code,
    shiftName: shiftCodeName(r.s.code),
    status: r.s.status,
    localDate: r.s.localDate,
    staffId: r.staffId,
    staffName: fullName(r.firstName, r.middleName, r.surName),
    adjustmentReason: r.s.adjustmentReason,
    statusChangedAt: iso(r.s.statusChangedAt),
    shiftRoster: {
      shiftRosterId: r.shiftRosterId,
      clients: r.clients,
      dateFrom: r.dateFrom.toISOString(),
      dateTo: r.dateTo.toISOString(),
    },
  }));
}
