import { type Action, type AdminShiftAction, adminShiftActions, type ShiftRosterView } from '@care/domain';

/** The details modal's action buttons in the order shown, with the permission each needs (spec 3 §6). */
export const DETAIL_ACTIONS = [
  { action: 'edit', label: 'Edit Shift', permission: 'roster.edit' },
  { action: 'approveCancellation', label: 'Approve Cancellation', permission: 'roster.decideCancellation' },
  { action: 'rejectCancellation', label: 'Reject Cancellation', permission: 'roster.decideCancellation' },
  { action: 'reassign', label: 'Reassign Shift', permission: 'roster.reassign' },
  { action: 'cancelClientShift', label: 'Cancel Shift', permission: 'roster.cancelClientShift' },
  { action: 'repeat', label: 'Repeat Shift', permission: 'roster.add' },
  { action: 'duplicate', label: 'Duplicate Shift', permission: 'roster.add' },
  { action: 'move', label: 'Move Shift', permission: 'roster.edit' },
  { action: 'delete', label: 'Delete Shift', permission: 'roster.delete' },
] as const satisfies readonly { action: AdminShiftAction; label: string; permission: Action }[];

export type DetailAction = (typeof DETAIL_ACTIONS)[number];

/**
 * The buttons the details modal shows: the actions of the shift's state at `now` (spec 3 §4.2) that
 * the user's role or claims allow. Mark/unmark attendance and the AI report come with the attendance
 * and report work, so they are not offered here yet.
 */
export function detailActions(
  shift: ShiftRosterView,
  now: Date,
  may: (permission: Action) => boolean,
): DetailAction[] {
  const byState = new Set(adminShiftActions(shift, now));
  return DETAIL_ACTIONS.filter((d) => byState.has(d.action) && may(d.permission));
}

/** An open shift's requests are decided from its details by those with openShift.decide. */
export function showsOpenShiftRequests(
  shift: ShiftRosterView,
  may: (permission: Action) => boolean,
): boolean {
  return shift.isOpenShift && may('openShift.decide');
}
