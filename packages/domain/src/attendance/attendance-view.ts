import type { PayPeriod } from '../timesheets/pay-period.ts';
import type { LocationCheck } from './geofence.ts';
import type { ClockInMode, KilometresAtClockOut } from './work-bands.ts';

/** An attendance as every attendance call replies it (spec 3 §3 Attendance), plus the checks that are ours. */
export interface AttendanceView {
  attendanceId: string;
  shiftRosterId: string;
  companyId: string;
  clockIn: string;
  clockOut: string | null;
  /** Ticks (100 ns); null while in shift. */
  duration: number | null;
  startKm: number | null;
  endKm: number | null;
  /** endKm − startKm, or null. */
  totalKm: number | null;
  imageURL: string | null;
  inLatitude: number | null;
  inLongitude: number | null;
  outLatitude: number | null;
  outLongitude: number | null;
  isSplitted: boolean;
  report: string | null;
  clockInCheck: boolean;
  clockOutCheck: boolean;
  /** clock (the phone) or marked (the office). */
  source: 'clock' | 'marked';
  clockInLocation: LocationCheck | null;
  clockOutLocation: LocationCheck | null;
  clockInDistanceMetres: number | null;
  clockOutDistanceMetres: number | null;
  clockInDeviceAt: string | null;
  clockInReceivedAt: string | null;
  clockOutDeviceAt: string | null;
  clockOutReceivedAt: string | null;
  deviceTimeOff: boolean;
  /** Outside the radius, no location, or device time off: for the administrators' review. */
  flagged: boolean;
  /** Why the worker clocked out before the rostered end (asked past the delivery tolerance). */
  leftEarlyReason: string | null;
  /** Pay (issue 38): the unpaid break in minutes or its times; the work inside a sleepover (ISO instants). */
  unpaidBreakMinutes: number | null;
  unpaidBreaks: { start: string; end: string }[];
  activePeriods: { start: string; end: string }[];
  staff: {
    staffId: string;
    fullName: string;
    email: string | null;
    phoneNumber: string | null;
    employeeId: string | null;
    firstName: string | null;
    gender: string | null;
  };
  shiftRoster: {
    shiftRosterId: string;
    dateFrom: string;
    dateTo: string;
    clients: string;
    clientsId: string;
    activities: string;
    isNightShift: boolean;
    isExceptionalShift: boolean;
    isBrokenShift: boolean;
  };
  /** The first client's address and coordinates, and the radius in force: the map's circle. */
  clientLocation: { address: string | null; latitude: number | null; longitude: number | null } | null;
  radiusMetres: number;
  dateCreated: string;
  dateModified: string | null;
}

/** A split attendance row (spec 3 §3). */
export interface AttendanceSplitView {
  attendanceSplitId: string;
  attendanceId: string;
  clockIn: string;
  clockOut: string;
  duration: number;
  totalKm: number;
  /** The shift code (M, E, EX, SA, SAN, SU, SUN, PH, N). */
  shift: string;
  shiftName: string;
  status: string;
  localDate: string;
  shiftRoster: { shiftRosterId: string; clients: string };
}

/** The shift report (spec 3 §3 ShiftReport) with its shift, as get_shiftreport_details replies it. */
/** The incident a shift report is linked to, as the report shows it. */
export interface ShiftReportIncident {
  incidentId: string;
  /** 'INC-0007'. */
  incidentNo: string;
  title: string;
  occurredAt: string;
  status: string;
}

export interface ShiftReportView {
  shiftReportId: string;
  shiftRosterId: string;
  companyID: string;
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
  goal_Progress: string;
  contactFamily: string | null;
  isIncident: boolean | null;
  details_IfIsIncident: string | null;
  isBehaviourConcerned: boolean | null;
  details_ifIsBehaviourConcerned: string | null;
  /** The incident in the register this report's "Incident? Yes" made or joined (issue 40). */
  incident: ShiftReportIncident | null;
  isSigned: boolean;
  signedAt: string | null;
  /** The signing worker's signature image, when signed. */
  signatureUrl: string | null;
  shiftRoster: {
    shiftRosterId: string;
    staff: { staffId: string; fullName: string } | null;
    profile: { profileId: string; fullName: string } | null;
    profileId: string | null;
    dateFrom: string;
    dateTo: string;
    clients: string;
  };
  dateCreated: string;
  dateModified: string | null;
  userCreated: string | null;
  userModified: string | null;
}

/** A daily report (spec 3 §3 StaffAttendance; AdminAttendance has adminAttendanceId and administrator). */
export interface DailyReportView {
  staffAttendanceId?: string;
  adminAttendanceId?: string;
  staffId?: string | null;
  administratorId?: string | null;
  staff?: { fullName: string };
  administrator?: { fullName: string };
  clockIn: string;
  clockOut: string | null;
  clockInCheck: boolean;
  clockOutCheck: boolean;
  duration: number | null;
  startKm: number | null;
  endKm: number | null;
  inLatitude: number | null;
  inLongitude: number | null;
  report: string | null;
  imageURL: string | null;
  companyId: string;
  dateCreated: string;
  dateModified: string | null;
  userCreated: string | null;
  userModified: string | null;
}

/** The company's work settings (setup). */
export interface WorkSettingsView {
  timeZone: string;
  state: string;
  dayStart: string;
  eveningStart: string;
  clockInRadiusMetres: number;
  clockInMode: ClockInMode;
  /** Minutes worked time may differ from rostered before it is a short delivery, Late or Left early. */
  deliveryToleranceMinutes: number;
  /** The pay period the timesheets open on, and the first day of one (weekly, fortnightly). */
  payPeriod: PayPeriod;
  payPeriodAnchor: string;
  /** Kilometres at clock-out: when the worker says they drove, or always. */
  kilometresAtClockOut: KilometresAtClockOut;
  /** Rostering warns of required training missing or expired on the shift's date. */
  trainingRosterCheck: boolean;
}

/** A public holiday of the company (/SetUp/get_public_holidays). */
export interface PublicHolidayView {
  publicHolidayId: string;
  date: string;
  name: string;
  source: 'seeded' | 'added';
}

/** A time period (/TimePeriods/get_timeperiod). */
export interface TimePeriodView {
  name: 'Day' | 'Evening' | 'Night';
  fromTimeOfDay: string;
  toTimeOfDay: string;
  weekdayCode: string;
}
