import {
  type ShiftRosterView,
  type StaffShiftAction,
  type StaffShiftStatus,
  staffShiftActions,
  staffShiftStatus,
} from '@care/domain';

/**
 * The card's status and actions at `now` (spec 3 §4.1, §4.3). A worker who clocked out before the
 * rostered end has finished the shift: it reads Present (Fill Report while the report is
 * unsigned), not Clock-In again, which the spec's order would give and the server would refuse.
 */
export function shiftCardState(
  shift: ShiftRosterView,
  now: Date,
): { status: StaffShiftStatus; actions: StaffShiftAction[] } {
  if (shift.status !== 'Cancelled' && shift.attendance && shift.isEnded) {
    return { status: 'Present', actions: shift.isShiftReportSigned ? [] : ['fillReport'] };
  }
  return { status: staffShiftStatus(shift, now), actions: staffShiftActions(shift, now) };
}
