import type { StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/** A staff member asks to be released from their shift (status Pending). */
export function requestCancellation(shiftId: string, reason: string) {
  return api.get<StatusReply>('/ShiftRosters/shift_cancellation', {
    action: true,
    toastFailure: false,
    query: { shiftid: shiftId, reason },
  });
}
