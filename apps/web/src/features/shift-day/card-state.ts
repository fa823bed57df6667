import {
  type ShiftRosterView,
  type StaffShiftAction,
  type StaffShiftStatus,
  staffShiftActions,
  staffShiftStatus,
} from '@care/domain';

/** The card's status and actions at `now` (spec 3 §4.1, §4.3), as the domain gives them. */
export function shiftCardState(
  shift: ShiftRosterView,
  now: Date,
): { status: StaffShiftStatus; actions: StaffShiftAction[] } {
  return { status: staffShiftStatus(shift, now), actions: staffShiftActions(shift, now) };
}
