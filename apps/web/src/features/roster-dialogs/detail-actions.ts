import { type Action, type AdminShiftAction, adminShiftActions, type ShiftRosterView } from '@care/domain';

/**
 * What the details modal can open: the actions of the shift's state (spec 3 §4.2), and the two of
 * an existing attendance: Edit Attendance (the spec's "Edit Shift" when attendance exists, named
 * apart from the roster's edit) and the clock-in location map.
 */
export type DetailActionName = AdminShiftAction | 'editAttendance' | 'clockInLocation';

/** The details modal's action buttons in the order shown, with the permission each needs (spec 3 §6). */
export const DETAIL_ACTIONS = [
  { action: 'edit', label: 'Edit Shift', permission: 'roster.edit' },
  { action: 'markAttendance', label: 'Mark Attendance', permission: 'attendance.mark' },
  { action: 'editAttendance', label: 'Edit Attendance', permission: 'attendance.edit' },
  { action: 'unmarkAttendance', label: 'Unmark Attendance', permission: 'attendance.mark' },
  { action: 'approveCancellation', label: 'Approve Cancellation', permission: 'roster.decideCancellation' },
  { action: 'rejectCancellation', label: 'Reject Cancellation', permission: 'roster.decideCancellation' },
  { action: 'reassign', label: 'Reassign Shift', permission: 'roster.reassign' },
  { action: 'cancelClientShift', label: 'Cancel Shift', permission: 'roster.cancelClientShift' },
  { action: 'generateReport', label: 'Generate Shift Report', permission: 'shiftReport.aiDraft' },
  { action: 'repeat', label: 'Repeat Shift', permission: 'roster.add' },
  { action: 'duplicate', label: 'Duplicate Shift', permission: 'roster.add' },
  { action: 'move', label: 'Move Shift', permission: 'roster.edit' },
  { action: 'delete', label: 'Delete Shift', permission: 'roster.delete' },
] as const satisfies readonly { action: DetailActionName; label: string; permission: Action }[];

export type DetailAction = (typeof DETAIL_ACTIONS)[number];

/**
 * The buttons the details modal shows: the actions of the shift's state at `now` (spec 3 §4.2) that
 * the user's role or claims allow, and Edit Attendance when the shift has one. The AI report
 * (generateReport) is offered unless the shift is Upcoming or awaiting a cancellation decision.
 */
export function detailActions(
  shift: ShiftRosterView,
  now: Date,
  may: (permission: Action) => boolean,
): DetailAction[] {
  const byState = new Set<DetailActionName>(adminShiftActions(shift, now));
  if (hasAttendance(shift)) {
    byState.add('editAttendance');
  }
  return DETAIL_ACTIONS.filter((d) => byState.has(d.action) && may(d.permission));
}

function hasAttendance(shift: ShiftRosterView): boolean {
  return shift.attendance && Boolean(shift.attendanceId);
}

/** The clock-in location map is offered for a shift with an attendance, to those who see attendances. */
export function showsClockInLocation(shift: ShiftRosterView, may: (permission: Action) => boolean): boolean {
  return hasAttendance(shift) && may('attendance.view');
}

/** An open shift's requests are decided from its details by those with openShift.decide. */
export function showsOpenShiftRequests(
  shift: ShiftRosterView,
  may: (permission: Action) => boolean,
): boolean {
  return shift.isOpenShift && may('openShift.decide');
}
