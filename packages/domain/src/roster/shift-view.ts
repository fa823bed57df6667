import type { WeekdayFlags } from './roster-lists.ts';

/** A client of a shift, as the roster shows them. */
export interface ShiftClient {
  profileId: string;
  fullName: string;
}

/** A finding of the rostering checks, as listed in the dialog and in a 409 reply. */
export interface RosterFinding {
  kind: 'overlap' | 'availability' | 'screening' | 'training' | 'clientDoubleBooking';
  message: string;
  /** The other shift involved (overlap, double booking). */
  shiftRosterId?: string;
  /** The staff member or client the finding is about. */
  staffId?: string;
  profileId?: string;
  /** Which resulting shift (its start) the finding is for, when a write makes several. */
  dateFrom?: string;
}

/**
 * A shift as every roster call replies it (spec 3 §3 ShiftRoster), plus what is ours: the series,
 * the open-shift requests, the client cancellation's notice and the overridden checks.
 */
export interface ShiftRosterView extends WeekdayFlags {
  shiftRosterId: string;
  companyId: string;
  staffId: string | null;
  staff: { staffId: string; fullName: string; signatureUrl: string | null } | null;
  /** The first client. */
  profile: { profileId: string; fullName: string } | null;
  /** Comma-separated names and ids of the clients, in order. */
  clients: string;
  clientsId: string;
  clientList: ShiftClient[];
  dateFrom: string;
  dateTo: string;
  activities: string;
  description: string | null;
  appointment: string | null;
  isNightShift: boolean;
  isExceptionalShift: boolean;
  /** One period of a broken shift (issue 38). */
  isBrokenShift: boolean;
  /** Pending (a cancellation request), Cancelled, or null (confirmed). */
  status: string | null;
  attendance: boolean;
  attendanceId: string | null;
  isEnded: boolean;
  /** The attendance's clock-in check (domain LocationCheck) and whether it is flagged for review. */
  clockInLocation: string | null;
  attendanceFlagged: boolean;
  /** The attendance's clock-in and clock-out instants (null without one): the status reads them. */
  attendanceClockIn: string | null;
  attendanceClockOut: string | null;
  /** Why the worker clocked out before the rostered end (asked past the tolerance). */
  leftEarlyReason: string | null;
  isShiftReportSigned: boolean;
  reportId: string | null;
  /** Whether an incident of the register is linked to the shift (issue 27). */
  hasIncident?: boolean;
  reason: string | null;
  repeat: boolean;
  stopDate: string | null;
  seriesId: string | null;
  isOpenShift: boolean;
  /** Staff asking to take this open shift, awaiting a decision. */
  openShiftRequests: number;
  cancelledBy: string | null;
  cancellationDate: string | null;
  noticeMinutes: number | null;
  isShortNotice: boolean | null;
  cancellationReasonCode: string | null;
  overriddenFindings: RosterFinding[] | null;
  overrideReason: string | null;
  dateCreated: string;
  userCreated: string | null;
  dateModified: string | null;
  userModified: string | null;
  /** The Support at Home service the shift delivers and its name (issue 39 item 3); null otherwise. */
  sahServiceId?: string | null;
  sahServiceName?: string | null;
}

/** What the displayed status and the actions look at. */
export type ShiftStatusFacts = Pick<
  ShiftRosterView,
  'dateFrom' | 'dateTo' | 'status' | 'attendance' | 'isEnded'
>;
