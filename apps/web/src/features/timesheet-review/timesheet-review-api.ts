import type {
  AttendanceView,
  PeriodicTimesheetView,
  SendTimesheetReply,
  SentTimesheetView,
  StatusReply,
  TimesheetSplitView,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** Query keys: every list of this area starts with 'timesheet-review', so an answer refreshes them all. */
export const TIMESHEET_REVIEW_KEY = ['timesheet-review'] as const;
export const sentTimesheetsKey = () => [...TIMESHEET_REVIEW_KEY, 'sent'] as const;
export const myTimesheetsKey = (staffId: string) => [...TIMESHEET_REVIEW_KEY, 'mine', staffId] as const;
export const periodicKey = (staffId: string, from: string, to: string) =>
  [...TIMESHEET_REVIEW_KEY, 'periodic', staffId, from, to] as const;
export const staffAttendancesKey = (staffId: string) =>
  [...TIMESHEET_REVIEW_KEY, 'attendances', staffId] as const;

const userId = () => getSession()?.user.uid ?? '';
const companyId = () => getSession()?.user.companyId ?? '';
/** These GET calls change things; the pages toast their own wording (spec 3 §8), not the server's. */
const quiet = { action: true, toastSuccess: false, toastFailure: false } as const;

/** GET /Attendances/load_timesheets: the company's sent timesheets, newest sent first. */
export const fetchSentTimesheets = (signal?: AbortSignal) =>
  api.get<SentTimesheetView[]>('/Attendances/load_timesheets', { query: { companyId: companyId() }, signal });

/** GET /Timesheets/get_staff_timesheets: the timesheets sent to one staff member. */
export const fetchStaffTimesheets = (staffId: string, signal?: AbortSignal) =>
  api.get<SentTimesheetView[]>('/Timesheets/get_staff_timesheets', { query: { staffId }, signal });

/** GET /Attendances/load_periodic_timesheets: a staff member's timesheet of a period, with its splits. */
export const fetchPeriodicTimesheet = (
  staffId: string,
  fromDate: string,
  toDate: string,
  signal?: AbortSignal,
) =>
  api.get<PeriodicTimesheetView>('/Attendances/load_periodic_timesheets', {
    query: { staffId, fromDate, toDate },
    signal,
  });

/** GET /Attendances/get_staff_attendances: a staff member's attendances, newest first. */
export const fetchStaffAttendances = (staffId: string, signal?: AbortSignal) =>
  api.get<AttendanceView[]>('/Attendances/get_staff_attendances', { query: { staffId }, signal });

/** Approve one split (the worker their own Pending one; the office a Pending or Adjusted one). */
export const approveSplit = (attendancesplitId: string) =>
  api.get<StatusReply>('/Attendances/approve_attendance', { query: { attendancesplitId }, ...quiet });

/** The worker asks the office to adjust one of their Pending splits, saying what should change. */
export const requestAdjustment = (attendancesplitId: string, reason: string) =>
  api.get<StatusReply>('/Attendances/request_adjustment', {
    query: { attendancesplitId, reason: reason.trim() || undefined },
    ...quiet,
  });

/** Every Pending split of the staff member in the period → Approved. */
export const approveAll = (staffId: string, fromDate: string, toDate: string) =>
  api.get<StatusReply & { approved: number }>('/Attendances/approve_all', {
    query: { staffId, fromDate, toDate },
    ...quiet,
  });

/** The office adjusts an attendance with a split awaiting adjustment, optionally with new clock times. */
export const adjustAttendance = (attendanceId: string, times: { clockIn?: string; clockOut?: string }) =>
  api.get<StatusReply & { splits: TimesheetSplitView[] }>('/attendances/adjust_attendances', {
    query: {
      userId: userId(),
      attendanceId,
      clockIn: times.clockIn || undefined,
      clockOut: times.clockOut || undefined,
    },
    ...quiet,
  });

/** Builds the staff member's timesheet of the period (before its PDF opens). */
export const generateStaffTimesheet = (staffId: string, fromDate: string, toDate: string) =>
  api.get<{ timesheet: PeriodicTimesheetView[] }>('/Attendances/generate_staff_timesheet', {
    query: { userId: userId(), staffid: staffId, fromDate, toDate },
    action: true,
    toastSuccess: false,
  });

/** Sends the period's timesheet to the staff member (Pending); the server's message is toasted. */
export const sendTimesheet = (staffId: string, fromDate: string, toDate: string) =>
  api.get<SendTimesheetReply>('/ShiftRosters/send_timesheet', {
    query: { userId: userId(), fromDate, toDate, staffId, companyId: companyId() },
    action: true,
  });

/** The worker approves a sent timesheet (refused while splits await adjustment: the server says so). */
export const approveTimesheet = (timesheetId: string) =>
  api.get<StatusReply>('/Timesheets/approve_timesheet', { query: { timesheetId }, action: true });

/** The worker asks for changes to a sent timesheet, saying what. */
export const rejectTimesheet = (timesheetId: string, reason: string) =>
  api.get<StatusReply>('/Timesheets/reject_timesheet', {
    query: { timesheetId, reason: reason.trim() },
    ...quiet,
  });
