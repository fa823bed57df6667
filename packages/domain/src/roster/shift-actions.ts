import { cancellationApprovalRefusal } from './cancellation.ts';
import { adminShiftStatus, staffShiftStatus } from './shift-status.ts';
import type { ShiftRosterView, ShiftStatusFacts } from './shift-view.ts';

/** What an administrator may do to a shift from the details modal (spec 3 §4.2). */
export type AdminShiftAction =
  | 'view'
  | 'edit'
  | 'markAttendance'
  | 'unmarkAttendance'
  | 'delete'
  | 'approveCancellation'
  | 'rejectCancellation'
  | 'reassign'
  | 'cancelClientShift'
  | 'generateReport'
  | 'duplicate'
  | 'move'
  | 'repeat';

/**
 * The actions by state (spec 3 §4.2). Active: edit and mark attendance. Otherwise: delete unless
 * Present; edit when Upcoming and not Pending or Cancelled; mark when Absent and not Pending; unmark
 * when ended with attendance; approve/reject when the stored status is Pending (approve not once
 * the worker has clocked in); reassign when
 * Cancelled; cancel the client's shift when Upcoming or Absent and not Pending or Cancelled. The AI
 * report unless Upcoming or Pending. Always: view, duplicate, move, repeat. Permissions are checked
 * apart (the permission table).
 */
export function adminShiftActions(shift: ShiftStatusFacts, now: Date): AdminShiftAction[] {
  const shown = adminShiftStatus(shift, now);
  const actions: AdminShiftAction[] = ['view'];
  const pending = shift.status === 'Pending';
  const cancelled = shift.status === 'Cancelled';
  if (shown === 'Active') {
    actions.push('edit', 'markAttendance');
  } else {
    if (shown !== 'Present') {
      actions.push('delete');
    }
    if (shown === 'Upcoming' && !pending && !cancelled) {
      actions.push('edit');
    }
    if (shown === 'Absent' && !pending) {
      actions.push('markAttendance');
    }
    if (shift.attendance && shift.isEnded) {
      actions.push('unmarkAttendance');
    }
    if (pending) {
      // Once the worker has clocked in, the request can only be rejected (issue 24).
      actions.push(
        ...(cancellationApprovalRefusal(shift) === null ? (['approveCancellation'] as const) : []),
        'rejectCancellation',
      );
    }
    if (cancelled) {
      actions.push('reassign');
    }
    if ((shown === 'Upcoming' || shown === 'Absent') && !pending && !cancelled) {
      actions.push('cancelClientShift');
    }
  }
  if (shown !== 'Upcoming' && !pending) {
    actions.push('generateReport');
  }
  actions.push('duplicate', 'move', 'repeat');
  return actions;
}

/** Delete Multiple takes only upcoming shifts without attendance (spec 3 §4.2). */
export function canDeleteInBulk(shift: ShiftStatusFacts, now: Date): boolean {
  return Date.parse(shift.dateFrom) > now.getTime() && !shift.attendance;
}

/** What a staff member may do on their shift card (spec 3 §4.3). */
export type StaffShiftAction = 'clockIn' | 'cancel' | 'fillReport' | 'clockOut';

/**
 * Clock-In state: clock in and cancel. Upcoming: cancel. Present with an unsigned report, or in
 * progress: Fill Report. Clock Out only in progress with the report signed. A shift already
 * Pending (cancellation asked) offers no second cancel; a Cancelled one shows Cancelled, no actions.
 */
export function staffShiftActions(
  shift: ShiftStatusFacts & Pick<ShiftRosterView, 'isShiftReportSigned'>,
  now: Date,
): StaffShiftAction[] {
  const shown = staffShiftStatus(shift, now);
  const canAsk = shift.status !== 'Pending' && shift.status !== 'Cancelled';
  switch (shown) {
    // A cancellation still waiting for a decision leaves the shift standing, so the worker may clock in.
    case 'Clock-In':
      return canAsk ? ['clockIn', 'cancel'] : ['clockIn'];
    case 'Upcoming':
      return canAsk ? ['cancel'] : [];
    case 'Present':
      return shift.isShiftReportSigned ? [] : ['fillReport'];
    case 'Shift in progress':
      return shift.isShiftReportSigned ? ['fillReport', 'clockOut'] : ['fillReport'];
    default:
      return [];
  }
}
