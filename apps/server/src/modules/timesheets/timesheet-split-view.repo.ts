import { fullName, shiftCodeName, type TimesheetSplitView } from '@care/domain';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendanceSplits, attendances, shiftRosters, staffs } from '../../db/schema/index.ts';
import { clientNames } from '../attendance/attendance.api.ts';
import type { WorkRecordScope } from '../people/people.api.ts';

const s = attendanceSplits;
const a = attendances;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The company's splits as the timesheet screens show them (with worker, shift and adjustment request),
 * ordered by clock-in. `where` narrows them: a condition on attendance_splits / attendances
 * (e.g. `and(eq(attendances.staffId, id), gte(attendanceSplits.clockIn, from), lt(attendanceSplits.clockIn, to))`).
 * The split fields are those of get_split_attendances (AttendanceSplitView). `visible`, the reader's
 * scope (record-rules `workRecordListScope`), keeps the splits of the attendances they reach.
 */
export async function timesheetSplitViews(
  db: Queryable,
  companyId: string,
  where?: SQL,
  visible?: WorkRecordScope,
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
    .where(and(eq(s.companyId, companyId), where, visible?.(a.staffId, a.shiftRosterId)))
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

/**
 * The splits of a period (clock-in in [from, to)), of these staff or of everyone: one query. `visible`:
 * only those of the attendances the reader reaches (record-rules `workRecordListScope`).
 */
export function periodSplits(
  db: Queryable,
  companyId: string,
  period: { from: Date; to: Date },
  staffIds: readonly string[] | 'all',
  more?: SQL,
  visible?: WorkRecordScope,
): Promise<TimesheetSplitView[]> {
  return timesheetSplitViews(
    db,
    companyId,
    and(
      gte(s.clockIn, period.from),
      lt(s.clockIn, period.to),
      staffIds === 'all' ? undefined : inArray(a.staffId, [...staffIds]),
      more,
    ),
    visible,
  );
}

/** The splits of the attendances whose clock-in is in [from, to), of one staff member and one shift code when given. */
export function splitsOfAttendancesIn(
  db: Queryable,
  companyId: string,
  period: { from: Date; to: Date },
  f: { staffId?: string | undefined; code?: string | undefined; visible?: WorkRecordScope | undefined },
): Promise<TimesheetSplitView[]> {
  return timesheetSplitViews(
    db,
    companyId,
    and(
      gte(a.clockIn, period.from),
      lt(a.clockIn, period.to),
      f.staffId ? eq(a.staffId, f.staffId) : undefined,
      f.code ? eq(s.code, f.code) : undefined,
    ),
    f.visible,
  );
}
