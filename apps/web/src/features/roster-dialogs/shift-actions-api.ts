import type { RosterFinding, StatusReply, WeekdayFlags } from '@care/domain';
import { api } from '../../api/api.ts';
import { isApiError } from '../../api/api-error.ts';
import type { RosterPeriod } from '../../shelf/shift-api.ts';

/** The Add/Edit Shift Roster form as sent (times as local 'YYYY-MM-DDTHH:mm' in the company's zone). */
export interface ShiftFormValues extends WeekdayFlags {
  staffId: string | null;
  clientsId: string[];
  dateFrom: string;
  dateTo: string;
  activities: string[];
  isNightShift: boolean;
  isExceptionalShift: boolean;
  /** One period of a broken shift (issue 38). */
  isBrokenShift: boolean;
  repeat: boolean;
  stopDate: string | null;
  description: string;
  appointment: string;
  overrideReason?: string;
  applyTo?: 'one' | 'series';
  /** The Support at Home service delivered (issue 39 item 3). */
  sahServiceId?: string | null;
}

/** The findings a 409 reply carries (a write that breaks the rostering checks without an override). */
export function findingsOf(error: unknown): RosterFinding[] | null {
  if (!isApiError(error) || error.status !== 409) {
    return null;
  }
  const body = error.body as { findings?: RosterFinding[] } | undefined;
  return Array.isArray(body?.findings) ? body.findings : [];
}

const quiet = { toastFailure: false } as const;

const withOverride = (overrideReason?: string) => (overrideReason ? { overrideReason } : {});

/** The rostering checks of a form before saving (ours): the warnings to show in the dialog. */
export function checkShift(form: ShiftFormValues, shiftId?: string, signal?: AbortSignal) {
  return api.post<{ findings: RosterFinding[] }>(
    '/ShiftRosters/check_shift',
    { ...form, shiftId },
    { ...quiet, signal },
  );
}

export function addShift(form: ShiftFormValues) {
  return api.post<StatusReply & { shiftRosterIds: string[] }>(
    '/ShiftRosters/add_multipleclient_shifts',
    form,
    quiet,
  );
}

export function editShift(id: string, form: ShiftFormValues) {
  return api.post<StatusReply>(`/ShiftRosters/edit_shift/${encodeURIComponent(id)}`, form, quiet);
}

export function repeatShift(shiftId: string, days: WeekdayFlags, stopDate: string, overrideReason?: string) {
  return api.post<StatusReply>('/ShiftRosters/repeat_shift', undefined, {
    ...quiet,
    query: { shiftId, ...days, stopDate, ...withOverride(overrideReason) },
  });
}

export function duplicateShift(shiftId: string, date: string, overrideReason?: string) {
  return api.post<StatusReply>('/ShiftRosters/duplicate_shift', undefined, {
    ...quiet,
    query: { shiftId, date, ...withOverride(overrideReason) },
  });
}

export function moveShift(shiftId: string, date: string, overrideReason?: string) {
  return api.post<StatusReply>('/ShiftRosters/move_shift', undefined, {
    ...quiet,
    query: { shiftId, date, ...withOverride(overrideReason) },
  });
}

/** Deletes one shift, or it and the later shifts of its series. */
export function deleteShift(id: string, applyTo: 'one' | 'series' = 'one') {
  return api.post<StatusReply>(`/ShiftRosters/delete/${encodeURIComponent(id)}`, undefined, {
    query: { applyTo },
  });
}

/** Delete Multiple / Delete Selected: only upcoming shifts without attendance go. */
export function deleteMultipleShifts(ids: readonly string[]) {
  return api.get<StatusReply & { deleted: number; skipped: number }>('/ShiftRosters/delete_multiple_shift', {
    action: true,
    query: { values: ids.join(',') },
  });
}

/** Delete filtered shift: the upcoming unattended shifts of the filter. */
export function deleteFilteredShifts(p: RosterPeriod) {
  return api.get<StatusReply & { deleted: number; skipped: number }>(
    '/ShiftRosters/delete_periodic_shift_rosters',
    {
      action: true,
      query: {
        fromDate: p.fromDate,
        toDate: p.toDate,
        staffId: p.staffId ?? undefined,
        clientId: p.clientId ?? undefined,
      },
    },
  );
}

/** An administrator approves a cancellation request (Cancelled). */
export function approveCancellation(shiftId: string) {
  return api.get<StatusReply>('/ShiftRosters/cancel_shift', { action: true, query: { shiftId } });
}

export function rejectCancellation(shiftId: string) {
  return api.get<StatusReply>('/ShiftRosters/reject_shift_cancellation', {
    action: true,
    query: { shiftId },
  });
}

/** An administrator cancels a client's shift: when the client told, why, and the NDIS reason code. */
export function cancelClientShift(
  shiftId: string,
  cancellationDate: string,
  reason: string,
  reasonCode: string,
) {
  return api.get<StatusReply & { isShortNotice: boolean; noticeMinutes: number }>(
    '/ShiftRosters/cancel_client_shift',
    {
      action: true,
      ...quiet,
      query: { shiftId, cancellationdate: cancellationDate, reason, reasonCode },
    },
  );
}

export function reassignShift(shiftId: string, staffId: string, overrideReason?: string) {
  return api.get<StatusReply>('/ShiftRosters/reassign_staff', {
    action: true,
    ...quiet,
    query: { shiftId, staffId, ...withOverride(overrideReason) },
  });
}

export interface OpenShiftRequestView {
  openShiftRequestId: string;
  shiftRosterId: string;
  staffId: string;
  staffName: string;
  status: 'Pending' | 'Approved' | 'Declined';
  dateCreated: string;
  findings: RosterFinding[];
}

export function fetchOpenShiftRequests(shiftId: string, signal?: AbortSignal) {
  return api.get<OpenShiftRequestView[]>('/ShiftRosters/open_shift_requests', { query: { shiftId }, signal });
}

export function approveOpenShift(requestId: string, overrideReason?: string) {
  return api.post<StatusReply>('/ShiftRosters/approve_open_shift', undefined, {
    ...quiet,
    query: { requestId, ...withOverride(overrideReason) },
  });
}

export function declineOpenShift(requestId: string) {
  return api.post<StatusReply>('/ShiftRosters/decline_open_shift', undefined, { query: { requestId } });
}
