import type { ShiftRosterView, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/** A staff member's or a client's shifts (the profile tabs). */
export function fetchShiftsByUser(who: { staff?: string; client?: string }, signal?: AbortSignal) {
  return api.get<ShiftRosterView[]>('/ShiftRosters/get_shifts_by_user', { query: who, signal });
}

/** An open shift as listed: the shift, and for a staff member whether they asked for it. */
export interface OpenShiftView extends ShiftRosterView {
  requested: boolean;
}

/** Upcoming open shifts: a staff member sees those that fit their availability and screening. */
export function fetchOpenShifts(signal?: AbortSignal) {
  return api.get<OpenShiftView[]>('/ShiftRosters/open_shifts', { signal });
}

export function requestOpenShift(shiftId: string) {
  return api.post<StatusReply>('/ShiftRosters/request_open_shift', undefined, { query: { shiftId } });
}
