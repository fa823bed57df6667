import type { TimesheetAttendanceView, TimesheetSplitView } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { attendanceViews } from '../attendance/attendance.api.ts';
import type { WorkRecordScope } from '../people/people.api.ts';
import { totalsOf } from './periodic-timesheets.ts';
import type { Period } from './timesheet-period.ts';
import { splitsOfAttendancesIn } from './timesheet-split-view.repo.ts';

/** What the attendance lists of the timesheet screens narrow to. */
export interface AttendanceListFilter {
  /** Only these staff (empty: everyone). */
  staffIds?: readonly string[];
  /** Only shifts with this client. */
  clientId?: string;
  /** Only splits of this code (and attendances with one). */
  shiftType?: string;
  /** The reader's scope over attendances (record-rules `workRecordListScope`). */
  visible?: WorkRecordScope;
}

/**
 * The attendances whose clock-in is in the period, each with its splits (TimesheetAttendanceView),
 * newest clock-in first: two queries whatever the number of attendances.
 */
export async function timesheetAttendances(
  db: Queryable,
  companyId: string,
  period: Period,
  f: AttendanceListFilter = {},
): Promise<TimesheetAttendanceView[]> {
  const oneStaff = f.staffIds?.length === 1 ? f.staffIds[0] : undefined;
  const [views, splits] = await readTogether(db, [
    () =>
      attendanceViews(db, companyId, {
        from: period.from,
        to: period.to,
        staffId: oneStaff,
        visible: f.visible,
      }),
    () =>
      splitsOfAttendancesIn(db, companyId, period, {
        staffId: oneStaff,
        code: f.shiftType,
        visible: f.visible,
      }),
  ]);
  const byAttendance = new Map<string, TimesheetSplitView[]>();
  for (const split of splits) {
    const list = byAttendance.get(split.attendanceId);
    if (list) {
      list.push(split);
    } else {
      byAttendance.set(split.attendanceId, [split]);
    }
  }
  const staffIds = f.staffIds && f.staffIds.length > 0 ? new Set(f.staffIds) : null;
  return views
    .filter((v) => !staffIds || staffIds.has(v.staff.staffId))
    .filter((v) => !f.clientId || v.shiftRoster.clientsId.split(',').includes(f.clientId))
    .filter((v) => !f.shiftType || byAttendance.has(v.attendanceId))
    .map((v) => ({ ...v, attendanceSplits: byAttendance.get(v.attendanceId) ?? [] }));
}

/** The Timesheet Report's list and its totals: the sums of the listed splits (km to 2 decimals). */
export function shiftAttendanceReply(list: TimesheetAttendanceView[]) {
  const totals = totalsOf(list.flatMap((v) => v.attendanceSplits));
  return { shiftAttendance: list, totalDuration: totals.totalDuration, totalKm: totals.totalKm };
}
