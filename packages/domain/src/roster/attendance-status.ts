import { DEFAULT_DELIVERY_TOLERANCE_MINUTES } from '../attendance/work-bands.ts';
import type { ShiftRosterView } from './shift-view.ts';

/**
 * The one status a shift shows wherever people look at it (issue 26): the office roster, the staff
 * card and the client's roster read it from here, so they agree.
 */
export const ATTENDANCE_STATUSES = [
  'Upcoming',
  'In shift',
  'Late',
  'Left early',
  'Present',
  'Absent',
  'Pending',
  'Cancelled',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** What the status reads: the shift's times and stored status, and its attendance's clock times. */
export type AttendanceStatusFacts = Pick<
  ShiftRosterView,
  'dateFrom' | 'dateTo' | 'status' | 'attendance' | 'isEnded'
> &
  Partial<Pick<ShiftRosterView, 'attendanceClockIn' | 'attendanceClockOut'>>;

const MIN = 60_000;

/**
 * A clock-out earlier than the rostered end by more than the tolerance is leaving early (the
 * worker is asked why, and the office sees it). Instants compare as instants: a shift over
 * midnight or across a daylight-saving change needs no special case.
 */
export function leftEarly(dateTo: string, clockOut: Date | string, toleranceMinutes: number): boolean {
  const out = typeof clockOut === 'string' ? Date.parse(clockOut) : clockOut.getTime();
  return out < Date.parse(dateTo) - toleranceMinutes * MIN;
}

/**
 * A clock-in later than the rostered start by more than the tolerance is arriving late (issue 25:
 * the office sees it on the roster once the shift is done, beside leaving early).
 */
export function arrivedLate(dateFrom: string, clockIn: Date | string, toleranceMinutes: number): boolean {
  const inAt = typeof clockIn === 'string' ? Date.parse(clockIn) : clockIn.getTime();
  return inAt > Date.parse(dateFrom) + toleranceMinutes * MIN;
}

/**
 * The status, in this order: Cancelled (stored) whatever the time; with an attendance, In shift
 * while clocked in, then Left early (clocked out before the end less the tolerance), Late (clocked
 * in after the start plus the tolerance) or Present;
 * without one, Pending while a cancellation request waits, Upcoming until the start plus the
 * tolerance, Late until the end, Absent after it.
 */
export function attendanceStatus(
  shift: AttendanceStatusFacts,
  now: Date,
  toleranceMinutes: number = DEFAULT_DELIVERY_TOLERANCE_MINUTES,
): AttendanceStatus {
  if (shift.status === 'Cancelled') {
    return 'Cancelled';
  }
  if (shift.attendance) {
    if (!shift.isEnded) {
      return 'In shift';
    }
    // An attendance queued on a phone has no clock-out time yet: it reads as finished.
    const out = shift.attendanceClockOut;
    if (out && leftEarly(shift.dateTo, out, toleranceMinutes)) {
      return 'Left early';
    }
    const clockIn = shift.attendanceClockIn;
    return clockIn && arrivedLate(shift.dateFrom, clockIn, toleranceMinutes) ? 'Late' : 'Present';
  }
  if (shift.status === 'Pending') {
    return 'Pending';
  }
  const t = now.getTime();
  if (t < Date.parse(shift.dateFrom) + toleranceMinutes * MIN) {
    return 'Upcoming';
  }
  return t < Date.parse(shift.dateTo) ? 'Late' : 'Absent';
}

/** The colour of each status: one map, read by the badge everywhere. */
export const ATTENDANCE_STATUS_COLORS: Record<AttendanceStatus, string> = {
  Upcoming: 'gray',
  'In shift': 'yellow',
  Late: 'orange',
  'Left early': 'pink',
  Present: 'green',
  Absent: 'red',
  Pending: 'grape',
  Cancelled: 'red',
};
