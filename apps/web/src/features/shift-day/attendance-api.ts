import type { AttendanceSplitView, AttendanceView } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** Every attendance read hangs under this key, so one invalidation refreshes the lists and pages. */
export const ATTENDANCE_KEY = ['attendance'] as const;
export const staffAttendancesKey = (staffId: string) => [...ATTENDANCE_KEY, 'staff', staffId] as const;
export const attendanceKey = (id: string) => [...ATTENDANCE_KEY, 'one', id] as const;
export const splitsKey = (id: string) => [...ATTENDANCE_KEY, 'splits', id] as const;

/** The clock-in and clock-out replies (the message says when the clock-in is flagged). */
export interface ClockReply {
  status: string;
  message: string;
  attendance?: AttendanceView;
}

/** The signed-in user's id, which the spec's calls carry as `userId` (spec 3 §7). */
export const signedInUserId = () => getSession()?.user.uid ?? '';

/** GET /Attendances/get_staff_attendances: the staff member's attendances, newest first. */
export function fetchStaffAttendances(staffId: string, signal?: AbortSignal) {
  return api.get<AttendanceView[]>('/Attendances/get_staff_attendances', { query: { staffId }, signal });
}

/** GET /Attendances/{id}: one attendance (staff: their own). */
export function fetchAttendance(id: string, signal?: AbortSignal) {
  return api.get<AttendanceView>(`/Attendances/${encodeURIComponent(id)}`, { signal });
}

/** GET /Attendances/get_split_attendances: the attendance split by shift code. */
export async function fetchSplits(attendanceId: string, signal?: AbortSignal) {
  const reply = await api.get<{ splittedAttendance: AttendanceSplitView[] }>(
    '/Attendances/get_split_attendances',
    { query: { attendanceId }, signal },
  );
  return reply.splittedAttendance ?? [];
}
