import type { DailyReportView, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';
import { sendOrQueue, toFormData } from '../offline/send-or-queue.ts';
import type { SendResult } from '../offline/shift-day-action.ts';

export type ReportKind = 'staff' | 'admin';

/** Query keys: every daily report list starts with 'daily-reports', so a change refreshes them all. */
export const DAILY_REPORTS_KEY = ['daily-reports'] as const;
export const reportsKey = (list: string, id?: string) => [...DAILY_REPORTS_KEY, list, id ?? ''] as const;

const userId = () => getSession()?.user.uid ?? '';
const companyId = () => getSession()?.user.companyId ?? '';
const BASE: Record<ReportKind, string> = { staff: '/StaffAttendances', admin: '/AdminAttendances' };
/** Forms show their own field errors: the failure is not toasted. */
const inline = { toastFailure: false } as const;

/** The report's id, whichever kind it is. */
export const reportId = (r: DailyReportView) => r.staffAttendanceId ?? r.adminAttendanceId ?? '';
/** The author's name, whichever kind it is. */
export const authorName = (r: DailyReportView) => r.staff?.fullName ?? r.administrator?.fullName ?? '';

export const fetchMyReports = (staffId: string, signal?: AbortSignal) =>
  api.get<DailyReportView[]>('/StaffAttendances/get_staff_attendances', { query: { staffId }, signal });

export const fetchStaffReports = (signal?: AbortSignal) =>
  api.get<DailyReportView[]>('/StaffAttendances/get_all_staff_attendances', {
    query: { companyId: companyId() },
    signal,
  });

export const fetchAdminReports = (signal?: AbortSignal) =>
  api.get<DailyReportView[]>('/AdminAttendances/get_admin_attendance', {
    query: { companyId: companyId() },
    signal,
  });

/** What the add and edit forms send (multipart, the spec's field names). */
export interface ReportFormInput {
  StartKm: string;
  EndKm: string;
  Report: string;
  file: File | null;
}

function formFields(input: ReportFormInput, extra: Record<string, string>) {
  const fields: Record<string, string | { blob: Blob; name: string }> = {
    StartKm: input.StartKm,
    EndKm: input.EndKm,
    Report: input.Report,
    companyId: companyId(),
    ...extra,
  };
  if (input.file) {
    fields.ImageFile = { blob: input.file, name: input.file.name };
  }
  return fields;
}

/**
 * Adds the signed-in person's daily report with the device position. A staff member's goes through
 * the offline queue (it is sent when the phone is back online); an administrator's is sent now.
 */
export function addDailyReport(
  kind: ReportKind,
  input: ReportFormInput,
  position: { latitude: number; longitude: number },
): Promise<SendResult<StatusReply>> {
  return sendOrQueue<StatusReply>({
    kind: 'dailyReport',
    method: 'POST',
    path: `${BASE[kind]}/add_report`,
    query: { userId: userId() },
    form: formFields(input, {
      InLatitude: String(position.latitude),
      InLongitude: String(position.longitude),
    }),
    label: `Daily report, ${new Date().toLocaleString('en-AU', { weekday: 'short', hour: 'numeric', minute: '2-digit' })}`,
  });
}

/** Saves an edit of a report: the staff member's own through the queue, the office's directly. */
export async function editDailyReport(
  kind: ReportKind,
  id: string,
  input: ReportFormInput,
  own: boolean,
): Promise<SendResult<StatusReply>> {
  const path = `${BASE[kind]}/edit/${encodeURIComponent(id)}`;
  const fields = formFields(input, kind === 'staff' ? { StaffAttendanceId: id } : {});
  if (own && kind === 'staff') {
    return sendOrQueue<StatusReply>({
      kind: 'dailyReport',
      method: 'POST',
      path,
      query: { userId: userId() },
      form: fields,
      label: 'Daily report edit',
    });
  }
  const form = toFormData(fields);
  const reply = await api.post<StatusReply>(path, form, { query: { userId: userId() }, ...inline });
  return { sent: true, reply };
}
