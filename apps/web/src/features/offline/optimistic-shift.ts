import type { ShiftRosterView } from '@care/domain';
import type { QueuedAction } from './shift-day-action.ts';

/**
 * The shift as the worker has made it on this phone: the server's view with the actions still
 * waiting to send laid over it, so a queued clock-in shows the shift in progress and a queued,
 * signed report lets them clock out offline. Refused actions change nothing.
 */
export function withQueued(shift: ShiftRosterView, queued: readonly QueuedAction[]): ShiftRosterView {
  let view = shift;
  for (const action of queued) {
    if (action.state !== 'waiting' || action.shiftId !== shift.shiftRosterId) {
      continue;
    }
    if (action.kind === 'clockIn') {
      view = { ...view, attendance: true, isEnded: false };
    } else if (
      action.kind === 'shiftReport' &&
      (action.json as { isSigned?: boolean } | undefined)?.isSigned
    ) {
      view = { ...view, isShiftReportSigned: true };
    } else if (action.kind === 'clockOut') {
      view = { ...view, attendance: true, isEnded: true };
    }
  }
  return view;
}
