import type { AttendanceSplitView, AttendanceView } from '../attendance/attendance-view.ts';
import type { TimesheetStatus } from './timesheet-status.ts';
import type { TimesheetTotals } from './timesheet-totals.ts';

/** A split as the timesheet screens show it: with its worker, its shift and the worker's adjustment request. */
export interface TimesheetSplitView extends AttendanceSplitView {
  staffId: string;
  staffName: string;
  adjustmentReason: string | null;
  statusChangedAt: string | null;
  shiftRoster: { shiftRosterId: string; clients: string; dateFrom: string; dateTo: string };
}

/** The sent timesheet of the period, when one was sent. */
export interface SentTimesheetRef {
  timesheetId: string;
  status: TimesheetStatus;
  sentAt: string;
  respondedAt: string | null;
  responseNote: string | null;
}

/**
 * A staff member's timesheet for a period (spec 3 §3 Periodic timesheet, Timesheet load result):
 * the totals are exactly the sums of `attendanceSplits` (splits whose clock-in is in [fromDate, toDate)).
 */
export interface PeriodicTimesheetView extends TimesheetTotals {
  staffId: string;
  staffName: string;
  fromDate: string;
  toDate: string;
  /** Posting to the accounting service: null until an accounting connection exists (the Xero issue). */
  xeroUploadLink: string | null;
  pendingCount: number;
  needAdjustmentCount: number;
  timesheet: SentTimesheetRef | null;
  attendanceSplits: TimesheetSplitView[];
}

/** A row of the sent timesheet lists (spec 3 §3 Sent timesheet). */
export interface SentTimesheetView {
  timesheetId: string;
  staffId: string;
  staffName: string;
  fromDate: string;
  toDate: string;
  status: TimesheetStatus;
  /** Ticks, the period's splits as they are now. */
  totalDuration: number;
  responseNote: string | null;
  sentAt: string;
  respondedAt: string | null;
  dateCreated: string;
  dateModified: string | null;
}

/** The reply of send_timesheet and send_all_timesheet. */
export interface SendTimesheetReply {
  status: 'Success' | 'Warning';
  message: string;
  sent: number;
  skipped: number;
  /** The log of a send-all run that skipped someone: opened in the Log dialog. */
  logs: string | null;
}

/** A progress note (spec 3 §3 ProgressNote), with the kilometres and clock-in position of its attendance. */
export interface ProgressNoteView {
  progressNoteId: string;
  shiftRosterId: string | null;
  attendanceId: string | null;
  date: string;
  staffId: string;
  staff: { staffId: string; fullName: string };
  companyID: string;
  profileId: string;
  profile: {
    profileId: string;
    firstName: string | null;
    surName: string | null;
    fullName: string;
    email: string | null;
    phoneNumber: string | null;
    gender: string | null;
  };
  report: string | null;
  progress: string | null;
  followUp: string | null;
  startKm: number | null;
  endKm: number | null;
  /** Where the worker clocked in, as text ("-33.86, 151.20"), or null. */
  position: string | null;
  isCompleted: boolean;
  imageURL: string | null;
  shiftRoster: { shiftRosterId: string; dateFrom: string; dateTo: string; activities: string } | null;
  dateCreated: string;
  dateModified: string | null;
  userCreated: string | null;
  userModified: string | null;
}

/** The AI assistant's draft of a shift report: the fields of the shift report form, not yet saved. */
export interface ShiftReportDraft {
  urgentMatters: string | null;
  medicationGiven: string | null;
  medicationSigned: string | null;
  medicationAvailable: string | null;
  medicatioErrors: string | null;
  isMealManagementPlan: boolean | null;
  details_IfNotMealMaganementPlan: string | null;
  isDrinkingProblem: boolean | null;
  details_IfProblemExist: string | null;
  isHealthIssues: boolean | null;
  details_IfHealthIssuesExist: string | null;
  /** Rich text (simple HTML paragraphs). */
  goal_Progress: string;
  contactFamily: string | null;
  isIncident: boolean | null;
  details_IfIsIncident: string | null;
  isBehaviourConcerned: boolean | null;
  details_ifIsBehaviourConcerned: string | null;
}

/** The reply of GET /ShiftRosters/sima_auto_shiftreport. */
export interface AiShiftReportReply {
  status: 'Success';
  message: string;
  /** 'offline' (built from the shift's data) or 'ai' (the configured chat service). */
  source: 'offline' | 'ai';
  shiftreport: ShiftReportDraft & { shiftRosterId: string; shiftReportId: string | null };
}

/** An attendance with its splits, as the timesheet screen and the Timesheet Report list them. */
export type TimesheetAttendanceView = AttendanceView & { attendanceSplits: TimesheetSplitView[] };
