/** A sent timesheet's status (spec 3 §4.4). */
export const TIMESHEET_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** send: the office (re)sends it; approve / reject: the worker answers it. */
export type TimesheetAction = 'send' | 'approve' | 'reject';

/**
 * The status after an action, or null when not allowed:
 * - sending (again) always makes it Pending;
 * - the worker approves or rejects only a Pending timesheet, and approves only when none of its
 *   splits still waits for an adjustment.
 */
export function nextTimesheetStatus(
  current: TimesheetStatus | null,
  action: TimesheetAction,
  splitsAwaitingAdjustment = 0,
): TimesheetStatus | null {
  if (action === 'send') {
    return 'Pending';
  }
  if (current !== 'Pending') {
    return null;
  }
  if (action === 'approve') {
    return splitsAwaitingAdjustment > 0 ? null : 'Approved';
  }
  return 'Rejected';
}

/** Card colours of My Timesheet: Pending yellow, Approved green, others grey (spec 3 §2.4). */
export function timesheetColour(status: string): 'yellow' | 'green' | 'gray' {
  if (status === 'Pending') {
    return 'yellow';
  }
  return status === 'Approved' ? 'green' : 'gray';
}
