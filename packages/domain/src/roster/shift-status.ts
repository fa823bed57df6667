import { ROSTER_LIMITS } from './roster-lists.ts';
import type { ShiftStatusFacts } from './shift-view.ts';

/** The displayed status on the admin roster (spec 3 §4.1). */
export type AdminShiftStatus =
  | 'Upcoming'
  | 'Cancelled'
  | 'Pending'
  | 'Present'
  | 'Absent'
  | 'In Shift'
  | 'Active';
/** The displayed status on the staff portal (spec 3 §4.1). */
export type StaffShiftStatus =
  | 'Upcoming'
  | 'Cancelled'
  | 'Present'
  | 'Absent'
  | 'Shift in progress'
  | 'Clock-In';

const ms = (iso: string) => Date.parse(iso);

/**
 * Admin roster status, in the spec's order: a shift not yet started is Upcoming; then the stored
 * Cancelled and Pending; then, once the end has passed, Present (attended and ended) or Absent (no
 * attendance); attendance not ended is In Shift; a shift under way without attendance is Active.
 * Instants compare as instants, so the Sydney zone and daylight saving need no special case.
 */
export function adminShiftStatus(shift: ShiftStatusFacts, now: Date): AdminShiftStatus {
  const t = now.getTime();
  if (ms(shift.dateFrom) > t) {
    return 'Upcoming';
  }
  if (shift.status === 'Cancelled') {
    return 'Cancelled';
  }
  if (shift.status === 'Pending') {
    return 'Pending';
  }
  const ended = ms(shift.dateTo) <= t;
  if (ended && shift.attendance && shift.isEnded) {
    return 'Present';
  }
  if (ended && !shift.attendance) {
    return 'Absent';
  }
  if (shift.attendance) {
    return 'In Shift';
  }
  return 'Active';
}

/** Staff portal status: the clock-in window opens 10 minutes before the start (spec 3 §4.1, §9). */
export function staffShiftStatus(shift: ShiftStatusFacts, now: Date): StaffShiftStatus {
  const t = now.getTime();
  if (t < ms(shift.dateFrom) - ROSTER_LIMITS.clockInOpensMinutes * 60_000) {
    return 'Upcoming';
  }
  if (shift.status === 'Cancelled') {
    return 'Cancelled';
  }
  const ended = ms(shift.dateTo) <= t;
  // Clocked out before the rostered end: finished (Present), not Clock-In again, which the spec's
  // order would give and the server would refuse.
  if (shift.attendance && shift.isEnded) {
    return 'Present';
  }
  if (ended && !shift.attendance) {
    return 'Absent';
  }
  if (shift.attendance && !shift.isEnded) {
    return 'Shift in progress';
  }
  return 'Clock-In';
}

/** The card dot: green Present, red Absent, yellow In Shift, neutral otherwise (spec 3 §2.1). */
export function statusDotColor(status: AdminShiftStatus | StaffShiftStatus): string {
  switch (status) {
    case 'Present':
      return 'green';
    case 'Absent':
      return 'red';
    case 'In Shift':
    case 'Shift in progress':
      return 'yellow';
    default:
      return 'gray';
  }
}

/** The badge of the stored status: secondary for Pending, red for Cancelled, green otherwise (spec 3 §2.1). */
export function statusBadgeColor(status: string | null): string {
  if (status === 'Pending') {
    return 'grape';
  }
  return status === 'Cancelled' ? 'red' : 'green';
}
