import { type AttendanceStatus, attendanceStatus } from '../roster/attendance-status.ts';
import type { ShiftRosterView } from '../roster/shift-view.ts';

/** The office's Today panel (issue 26): how far it looks and how often it refreshes. */
export const OFFICE_TODAY_LIMITS = {
  /** Open shifts starting within this many hours are listed as unfilled. */
  unfilledAheadHours: 12,
  /** A worker not clocked in this many minutes after the start is listed (before Late, on purpose). */
  notClockedInMinutes: 10,
  /** Left early, flagged and overrunning attendances of the last this many hours. */
  lookBackHours: 18,
  /** The items a section lists; its count is of them all. */
  itemsPerSection: 8,
  refreshMs: 60_000,
} as const;

/** A line of a section: a shift to open, or a page to act on. */
export interface OfficeTodayItem {
  id: string;
  title: string;
  detail: string;
  /** A note the office should read: the reason for leaving early, why a clock-in is flagged. */
  note: string | null;
  /** The shift the line is about: the panel opens its details (and their actions). */
  shift: ShiftRosterView | null;
  /** The page where the line is dealt with, when it is not a shift. */
  link: string | null;
  /** The shift's status (domain attendanceStatus), when the line is a shift. */
  status: AttendanceStatus | null;
}

/** One section of the panel, built by one server function; other areas add theirs. */
export interface OfficeTodaySection {
  key: string;
  title: string;
  /** What to do about the lines, in a few words. */
  hint: string;
  /** Every line, though `items` holds at most OFFICE_TODAY_LIMITS.itemsPerSection. */
  count: number;
  items: OfficeTodayItem[];
  /** Where the whole list lives. */
  link: string | null;
  /** How pressing a non-empty section is: the panel colours its count. */
  tone: 'red' | 'orange' | 'yellow' | 'blue' | 'gray';
}

export interface OfficeTodayView {
  /** The instant the lists were made. */
  at: string;
  toleranceMinutes: number;
  sections: OfficeTodaySection[];
}

const H = 3_600_000;
const MIN = 60_000;

/** Which of the shift lists a shift belongs to at `now` (a shift may be in several). */
export interface ShiftBuckets {
  unfilled: boolean;
  notClockedIn: boolean;
  flagged: boolean;
  leftEarly: boolean;
  stillClockedIn: boolean;
  pendingCancellation: boolean;
  openShiftRequests: boolean;
}

/**
 * The shift lists' rules, once: unfilled (an open shift starting within the next hours, or under
 * way); not clocked in (a worker's shift started 10 minutes ago or more, not yet ended, nobody
 * clocked in); flagged (a clock-in or clock-out the location or time check flagged, recently);
 * left early (the status says so, ended recently); still clocked in past the end; a cancellation
 * request awaiting a decision (shift not over); requests to take an open shift (not started).
 */
export function shiftBuckets(shift: ShiftRosterView, now: Date, toleranceMinutes: number): ShiftBuckets {
  const t = now.getTime();
  const from = Date.parse(shift.dateFrom);
  const to = Date.parse(shift.dateTo);
  const standing = shift.status !== 'Cancelled';
  const recent = to > t - OFFICE_TODAY_LIMITS.lookBackHours * H;
  const status = attendanceStatus(shift, now, toleranceMinutes);
  return {
    unfilled:
      standing && shift.staffId === null && from <= t + OFFICE_TODAY_LIMITS.unfilledAheadHours * H && to > t,
    notClockedIn:
      standing &&
      shift.status !== 'Pending' &&
      shift.staffId !== null &&
      !shift.attendance &&
      from + OFFICE_TODAY_LIMITS.notClockedInMinutes * MIN <= t &&
      to > t,
    flagged: shift.attendance && shift.attendanceFlagged && recent,
    leftEarly: status === 'Left early' && recent,
    stillClockedIn: standing && shift.attendance && !shift.isEnded && to <= t,
    pendingCancellation: shift.status === 'Pending' && to > t,
    openShiftRequests: standing && shift.staffId === null && shift.openShiftRequests > 0 && from > t,
  };
}
