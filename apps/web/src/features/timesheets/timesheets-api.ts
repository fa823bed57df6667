import type {
  PeriodicTimesheetView,
  SendTimesheetReply,
  ShiftReportView,
  StatusReply,
  TimesheetAttendanceView,
  TimesheetSplitView,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { isApiError } from '../../api/api-error.ts';
import { getSession } from '../../session/session-store.ts';

/** Every timesheet query's key starts with this, so an approval or an adjustment refreshes them all. */
export const TIMESHEETS_KEY = ['timesheets'] as const;

const userId = () => getSession()?.user.uid ?? '';
const companyId = () => getSession()?.user.companyId ?? '';
/** The page shows the spec's own toasts for these (spec 3 §8), not the server's message. */
const ownToasts = { action: true, toastSuccess: false, toastFailure: false } as const;

/** A timesheet screen's period (ISO instants) and its chosen staff (none: everyone). */
export interface TimesheetFilter {
  fromDate: string;
  toDate: string;
  staffIds: string[];
}

/** The Timesheet Report's filter (spec 3 §2.3): period, and optionally a staff member, a client, a shift code. */
export interface ShiftAttendanceFilter {
  fromDate: string;
  toDate: string;
  staffId: string | null;
  clientId: string | null;
  shiftType: string | null;
}

/** The reply of get_shift_attendance and get_periodic_shift_attendnace. */
export interface ShiftAttendanceReply {
  shiftAttendance: TimesheetAttendanceView[];
  totalDuration: number;
  totalKm: number;
}

export const timesheetAttendancesKey = (f: TimesheetFilter | null) =>
  [...TIMESHEETS_KEY, 'attendances', f] as const;
export const shiftAttendanceKey = (f: ShiftAttendanceFilter | null) =>
  [...TIMESHEETS_KEY, 'shift-attendance', f] as const;

/** GET /Attendances/get_periodic_attendances_by_company: the attendances of the period, newest first. */
export function fetchPeriodicAttendances(f: TimesheetFilter, signal?: AbortSignal) {
  return api.get<TimesheetAttendanceView[]>('/Attendances/get_periodic_attendances_by_company', {
    query: {
      fromDate: f.fromDate,
      toDate: f.toDate,
      companyId: companyId(),
      staffId: f.staffIds.length === 1 ? f.staffIds[0] : undefined,
      staffs: f.staffIds.length > 0 ? f.staffIds.join(',') : undefined,
    },
    signal,
  });
}

/** The last 14 days (GET /Attendances/get_shift_attendance), or the filter's period and people. */
export function fetchShiftAttendance(f: ShiftAttendanceFilter | null, signal?: AbortSignal) {
  if (!f) {
    return api.get<ShiftAttendanceReply>('/Attendances/get_shift_attendance', {
      query: { companyId: companyId() },
      signal,
    });
  }
  return api.get<ShiftAttendanceReply>('/Attendances/get_periodic_shift_attendnace', {
    query: {
      companyId: companyId(),
      fromDate: f.fromDate,
      toDate: f.toDate,
      staffId: f.staffId ?? undefined,
      clientId: f.clientId ?? undefined,
      shifttype: f.shiftType ?? undefined,
    },
    signal,
  });
}

/** GET /Attendances/approve_attendance?attendancesplitId: the office approves one split. */
export function approveSplit(attendanceSplitId: string) {
  return api.get<StatusReply>('/Attendances/approve_attendance', {
    ...ownToasts,
    query: { attendancesplitId: attendanceSplitId },
  });
}

/** New clock times (ISO instants) of an adjustment; empty strings leave the attendance's own. */
export interface AdjustValues {
  clockIn: string;
  clockOut: string;
  startKm: string;
  endKm: string;
}

/** GET /attendances/adjust_attendances?userId&attendanceId[&clockIn&clockOut&startKm&endKm]: the splits become Adjusted. */
export function adjustAttendance(attendanceId: string, values: AdjustValues) {
  return api.get<StatusReply & { splits: TimesheetSplitView[] }>('/attendances/adjust_attendances', {
    ...ownToasts,
    query: {
      userId: userId(),
      attendanceId,
      clockIn: values.clockIn || undefined,
      clockOut: values.clockOut || undefined,
      startKm: values.startKm || undefined,
      endKm: values.endKm || undefined,
    },
  });
}

const periodQuery = (f: TimesheetFilter) => ({
  userId: userId(),
  fromDate: f.fromDate,
  toDate: f.toDate,
});

/** GET /Attendances/generate_staff_timesheet for the chosen staff. */
export function generateStaffTimesheet(f: TimesheetFilter) {
  return api.get<{ timesheet: PeriodicTimesheetView[] }>('/Attendances/generate_staff_timesheet', {
    action: true,
    toastSuccess: false,
    query: {
      ...periodQuery(f),
      staffid: f.staffIds.length === 1 ? f.staffIds[0] : undefined,
      staffs: f.staffIds.join(','),
    },
  });
}

/** GET /Attendances/generate_all_staff_timesheet: every staff member with splits in the period. */
export function generateAllTimesheets(f: TimesheetFilter) {
  return api.get<{ timesheet: PeriodicTimesheetView[] }>('/Attendances/generate_all_staff_timesheet', {
    action: true,
    toastSuccess: false,
    query: periodQuery(f),
  });
}

/** GET /ShiftRosters/send_timesheet: a Pending timesheet to each chosen staff member. */
export function sendTimesheet(f: TimesheetFilter) {
  return api.get<SendTimesheetReply>('/ShiftRosters/send_timesheet', {
    action: true,
    toastSuccess: false,
    query: {
      ...periodQuery(f),
      companyId: companyId(),
      staffId: f.staffIds.length === 1 ? f.staffIds[0] : undefined,
      staffs: f.staffIds.join(','),
    },
  });
}

/** GET /ShiftRosters/send_all_timesheet: to everyone with splits; 'Warning' with a log when some were skipped. */
export function sendAllTimesheets(f: TimesheetFilter) {
  return api.get<SendTimesheetReply>('/ShiftRosters/send_all_timesheet', {
    action: true,
    toastSuccess: false,
    query: { ...periodQuery(f), companyId: companyId() },
  });
}

/** The text of a send-all log; `link` is the reply's '/api/Timesheets/send_log/{id}'. */
export async function fetchSendLog(link: string, signal?: AbortSignal): Promise<string> {
  const path = link.replace(/^\/api(?=\/)/, '');
  const body = await api.get<unknown>(path, { signal });
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

/**
 * The shift's report, as Timesheet Details shows it (issue 40 item 7): by the shift
 * (get_shiftreport_details/null?shiftId); null when the worker has written none.
 */
export async function fetchReportOfShift(
  shiftId: string,
  signal?: AbortSignal,
): Promise<ShiftReportView | null> {
  try {
    return await api.get<ShiftReportView>('/ShiftReports/get_shiftreport_details/null', {
      query: { shiftId },
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.kind === 'notFound') {
      return null;
    }
    throw error;
  }
}

/** The office's page of a shift report. */
export const officeReportPath = (r: Pick<ShiftReportView, 'shiftReportId' | 'shiftRosterId'>) =>
  `/app/reports/view-shift-report/${encodeURIComponent(r.shiftReportId)}/${encodeURIComponent(r.shiftRosterId)}`;
