import { formatTicks, TICKS_PER_MINUTE, ticksFromMs } from '../ticks.ts';

/** Rostered, worked and their difference for one attendance, in ticks (the timesheet's columns). */
export interface RosteredWorked {
  rostered: number | null;
  worked: number | null;
  /** worked − rostered: negative when short. Null until both are known. */
  difference: number | null;
}

/**
 * The shift's rostered length against the attendance's worked duration. Instants, so a night
 * shift over a daylight-saving change counts the hours really rostered.
 */
export function rosteredWorked(
  shift: { dateFrom: string; dateTo: string } | null,
  workedTicks: number | null,
): RosteredWorked {
  const rostered = shift ? ticksFromMs(Date.parse(shift.dateTo) - Date.parse(shift.dateFrom)) : null;
  const worked = workedTicks;
  // The difference of the whole minutes shown (issue 40 item 10): worked 3 Hrs 58 min (3:58:30)
  // against 4 Hrs 0 min reads −0 Hrs 2 min, as the two columns do, not −0 Hrs 1 min.
  const shown = (t: number) => Math.floor(t / TICKS_PER_MINUTE) * TICKS_PER_MINUTE;
  return {
    rostered,
    worked,
    difference: rostered !== null && worked !== null ? shown(worked) - shown(rostered) : null,
  };
}

/** A difference as '+0 Hrs 30 min' or '−1 Hrs 0 min'; nothing when unknown. */
export function formatDifference(ticks: number | null): string {
  if (ticks === null) {
    return '';
  }
  return `${ticks < 0 ? '−' : '+'}${formatTicks(Math.abs(ticks))}`;
}

/**
 * Worked short of the roster by more than the company's tolerance (whole minutes): the approval
 * screens highlight it, as the invoice bills the worked time then (short by exactly it is within).
 */
export function shortBeyondTolerance(difference: number | null, toleranceMinutes: number): boolean {
  return difference !== null && -difference > Math.max(0, toleranceMinutes) * TICKS_PER_MINUTE;
}

/** One attendance's worked start, end and time, read back from its splits (the periodic timesheet lists splits). */
export interface WorkedSpan {
  attendanceId: string;
  clockIn: string;
  clockOut: string;
  duration: number;
}

/** The attendances of a list of splits: earliest clock-in, latest clock-out and the summed time of each. */
export function workedSpans(
  splits: readonly { attendanceId: string; clockIn: string; clockOut: string; duration: number }[],
): Map<string, WorkedSpan> {
  const spans = new Map<string, WorkedSpan>();
  for (const s of splits) {
    const span = spans.get(s.attendanceId);
    if (!span) {
      spans.set(s.attendanceId, {
        attendanceId: s.attendanceId,
        clockIn: s.clockIn,
        clockOut: s.clockOut,
        duration: s.duration,
      });
      continue;
    }
    if (Date.parse(s.clockIn) < Date.parse(span.clockIn)) {
      span.clockIn = s.clockIn;
    }
    if (Date.parse(s.clockOut) > Date.parse(span.clockOut)) {
      span.clockOut = s.clockOut;
    }
    span.duration += s.duration;
  }
  return spans;
}
