import type { ShiftReportView } from '@care/domain';
import { api } from '../../api/api.ts';
import { isApiError } from '../../api/api-error.ts';
import { sendOrQueue } from '../offline/send-or-queue.ts';
import type { SendResult } from '../offline/shift-day-action.ts';
import { signedInUserId } from '../shift-day/attendance-api.ts';
import type { ShiftReportPayload } from './report-form-values.ts';

export interface SaveReportReply {
  status: string;
  message: string;
  shiftReportId?: string;
}

export const SHIFT_REPORTS_KEY = ['shift-reports'] as const;
export const reportOfShiftKey = (shiftId: string) => [...SHIFT_REPORTS_KEY, 'shift', shiftId] as const;
export const staffReportsKey = (staffId: string) => [...SHIFT_REPORTS_KEY, 'staff', staffId] as const;

/** GET /ShiftReports/get_shiftreport_details/{id}?shiftId: the report (by id, or 'null' and the shift); null when there is none yet. */
export async function fetchShiftReport(
  id: string | null,
  shiftId: string,
  signal?: AbortSignal,
): Promise<ShiftReportView | null> {
  try {
    return await api.get<ShiftReportView>(
      `/ShiftReports/get_shiftreport_details/${encodeURIComponent(id ?? 'null')}`,
      {
        query: { shiftId },
        signal,
      },
    );
  } catch (error) {
    // No report for the shift yet: the form starts empty.
    if (isApiError(error) && error.kind === 'notFound') {
      return null;
    }
    throw error;
  }
}

/** GET /ShiftReports/get_staff_shiftreports?staffId: newest modified first. */
export function fetchStaffShiftReports(staffId: string, signal?: AbortSignal) {
  return api.get<ShiftReportView[]>('/ShiftReports/get_staff_shiftreports', { query: { staffId }, signal });
}

/** The worker's save (POST add_shiftreport), sent now or queued on the phone while offline. */
export function saveStaffReport(payload: ShiftReportPayload): Promise<SendResult<SaveReportReply>> {
  return sendOrQueue<SaveReportReply>({
    kind: 'shiftReport',
    shiftId: payload.shiftRosterId,
    method: 'POST',
    path: '/ShiftReports/add_shiftreport',
    query: { userId: signedInUserId() },
    json: payload,
    label: payload.isSigned ? 'Shift report (signed)' : 'Shift report',
  });
}

/** The office's edit (POST edit/{shiftReportId}). */
export function editShiftReport(shiftReportId: string, payload: ShiftReportPayload) {
  return api.post<SaveReportReply>(`/ShiftReports/edit/${encodeURIComponent(shiftReportId)}`, payload, {
    query: { userId: signedInUserId() },
  });
}

/** The server's PDF of the report (the session cookie lets the browser open it). */
export const shiftReportPdfUrl = (id: string, download = false) =>
  `/api/ShiftReports/pdf/${encodeURIComponent(id)}${download ? '?download=true' : ''}`;
