import {
  type AttendanceSplitView,
  type AttendanceView,
  periodListText,
  type StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** Who makes the call: the spec's `userId` is the signed-in user (spec 3 §7). */
const userId = () => getSession()?.user.uid ?? '';

// The dialogs show field errors themselves and toast the spec's failure title over the message.
const quiet = { toastFailure: false } as const;

/** Every attendance query's key starts with this. */
export const ATTENDANCE_KEY = ['attendance'] as const;
export const attendanceKey = (id: string) => [...ATTENDANCE_KEY, id] as const;
export const splitsKey = (id: string) => [...ATTENDANCE_KEY, id, 'splits'] as const;

/** The Mark Staff Attendance form as sent: times as ISO instants, km as typed. */
export interface MarkAttendanceValues {
  clockIn: string;
  clockOut: string;
  startKm: string;
  endKm: string;
  report: string;
  /** Issue 38: the unpaid break ('' for none) or its times; on a sleepover the work inside it (ISO instants). */
  unpaidBreakMinutes: string;
  unpaidBreaks: { start: string; end: string }[];
  activePeriods: { start: string; end: string }[];
  staffId: string | null;
  companyID: string;
}

/** POST /Attendances/mark_attendance?userId&shiftId with the mark payload (spec 3 §3, §7.2). */
export function markAttendance(shiftId: string, values: MarkAttendanceValues) {
  return api.post<StatusReply>(
    '/Attendances/mark_attendance',
    { ...values, clockInCheck: true, clockOutCheck: true },
    { ...quiet, query: { userId: userId(), shiftId } },
  );
}

/** GET /Attendances/unmark_attendance?userId&shiftId: a mutation kept as GET by the spec. */
export function unmarkAttendance(shiftId: string) {
  return api.get<StatusReply>('/Attendances/unmark_attendance', {
    action: true,
    query: { userId: userId(), shiftId },
  });
}

export function fetchAttendance(id: string, signal?: AbortSignal) {
  return api.get<AttendanceView>(`/Attendances/${encodeURIComponent(id)}`, { signal });
}

export async function fetchSplits(attendanceId: string, signal?: AbortSignal) {
  const reply = await api.get<{ splittedAttendance: AttendanceSplitView[] }>(
    '/Attendances/get_split_attendances',
    { query: { attendanceId }, signal },
  );
  return reply.splittedAttendance ?? [];
}

/** The Edit Attendance form as sent (multipart, the spec's field names). */
export interface AttendanceEditValues {
  clockIn: string;
  clockOut: string;
  startKm: string;
  endKm: string;
  report: string;
  unpaidBreakMinutes: string;
  unpaidBreaks: { start: string; end: string }[];
  activePeriods: { start: string; end: string }[];
  image: File | null;
}

/**
 * POST /Attendances/edit/{id}?userId multipart: ClockIn, ClockOut, StartKm, EndKm, Report, ImageFile,
 * and (issue 38) UnpaidBreakMinutes, UnpaidBreaks and ActivePeriods ("start/end,start/end").
 */
export function editAttendance(id: string, values: AttendanceEditValues) {
  const form = new FormData();
  form.append('ClockIn', values.clockIn);
  form.append('ClockOut', values.clockOut);
  form.append('StartKm', values.startKm);
  form.append('EndKm', values.endKm);
  form.append('Report', values.report);
  form.append('UnpaidBreakMinutes', values.unpaidBreakMinutes);
  form.append('UnpaidBreaks', periodListText(values.unpaidBreaks));
  form.append('ActivePeriods', periodListText(values.activePeriods));
  if (values.image) {
    form.append('ImageFile', values.image);
  }
  return api.post<StatusReply>(`/Attendances/edit/${encodeURIComponent(id)}`, form, {
    ...quiet,
    query: { userId: userId() },
  });
}
