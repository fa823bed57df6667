import { ROSTER_LIMITS } from './roster-lists.ts';
import type { ShiftStatusFacts } from './shift-view.ts';

/**
 * A client's cancellation: the notice given is the time from when the client told the provider to
 * the shift's start (never negative: a no-show or a late call has none). Less than 7 days is a
 * short-notice cancellation that the provider may bill (docs/reference/NDIS.md, support-worker items).
 */
export function cancellationNotice(
  toldAt: Date,
  shiftStart: Date,
): { noticeMinutes: number; isShortNotice: boolean } {
  const noticeMinutes = Math.max(0, Math.floor((shiftStart.getTime() - toldAt.getTime()) / 60_000));
  return { noticeMinutes, isShortNotice: noticeMinutes < ROSTER_LIMITS.shortNoticeDays * 24 * 60 };
}

/** Why a worker's cancellation request cannot be approved (issue 24). */
export const CANCELLATION_MESSAGES = {
  workerClockedIn:
    'The worker has already clocked in to this shift, so their cancellation can no longer be approved. Reject the request instead.',
} as const;

/**
 * Whether the office may approve a worker's cancellation request (spec 3 §4.2; issue 24): only a
 * request still Pending, and never once the worker has clocked in on the shift (it has an
 * attendance): approving then would cancel a shift being worked, and drop its attendance from the
 * timesheet and the invoice. Null when it may; else why not.
 */
export function cancellationApprovalRefusal(
  shift: Pick<ShiftStatusFacts, 'status' | 'attendance'>,
): 'notPending' | 'workerClockedIn' | null {
  if (shift.status !== 'Pending') {
    return 'notPending';
  }
  return shift.attendance ? 'workerClockedIn' : null;
}
