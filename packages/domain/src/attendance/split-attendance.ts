import { zonedDateAndTime, zonedWallTimeToInstant } from '../dates.ts';
import { addDays, weekdayOf } from '../roster/calendar-grid.ts';
import { ROSTER_LIMITS } from '../roster/roster-lists.ts';
import { TICKS_PER_MS } from '../ticks.ts';
import type { ShiftCode } from './shift-codes.ts';
import type { WorkBands } from './work-bands.ts';

/** What the split rule reads of an attendance and its shift. */
export interface SplitInput {
  clockIn: Date;
  clockOut: Date;
  /** Sleepover (isNightShift): one N split for the whole attendance. */
  isNightShift: boolean;
  /** Active night (isExceptionalShift): weekday hours from the evening edge to the day edge are EX. */
  isExceptionalShift: boolean;
}

/** One piece of an attendance in one band on one local date. */
export interface SplitPiece {
  code: ShiftCode;
  clockIn: Date;
  clockOut: Date;
  /** Exact 100-ns ticks between clockIn and clockOut (a DST night's hour counts as it was lived). */
  durationTicks: number;
  /** The local date (company zone) of the piece. */
  localDate: string;
}

/**
 * Splits an attendance by shift code (docs/workforce.md): cut at every band edge and every local
 * midnight in the company's zone; consecutive pieces with the same code on the same local date
 * merge. A sleepover is one N piece. An attendance that has not ended (or ends before it starts)
 * has no splits.
 */
export function splitAttendance(input: SplitInput, bands: WorkBands): SplitPiece[] {
  const from = input.clockIn.getTime();
  const to = input.clockOut.getTime();
  if (!(to > from)) {
    return [];
  }
  if (input.isNightShift) {
    return [piece('N', from, to, localDateOf(from, bands.zone))];
  }
  const cuts = cutPoints(from, to, bands);
  const pieces: SplitPiece[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const start = cuts[i] as number;
    const end = cuts[i + 1] as number;
    const localDate = localDateOf(start, bands.zone);
    const code = codeAt(start, localDate, input.isExceptionalShift, bands);
    const last = pieces[pieces.length - 1];
    if (last && last.code === code && last.localDate === localDate) {
      pieces[pieces.length - 1] = piece(code, last.clockIn.getTime(), end, localDate);
    } else {
      pieces.push(piece(code, start, end, localDate));
    }
  }
  return pieces;
}

/** The code of the band an instant falls in on its local date. */
function codeAt(instant: number, localDate: string, activeNight: boolean, bands: WorkBands): ShiftCode {
  if (bands.holidays.has(localDate)) {
    return 'PH';
  }
  const { time } = zonedDateAndTime(instant, bands.zone);
  const inDay = time >= bands.dayStart && time < bands.eveningStart;
  const weekday = weekdayOf(localDate);
  if (weekday === 6) {
    return inDay ? 'SA' : 'SAN';
  }
  if (weekday === 0) {
    return inDay ? 'SU' : 'SUN';
  }
  if (inDay) {
    return 'M';
  }
  return time < bands.dayStart || activeNight ? 'EX' : 'E';
}

/** The attendance's ends and every local midnight and band edge strictly between them, ascending. */
function cutPoints(from: number, to: number, bands: WorkBands): number[] {
  const points = new Set<number>([from, to]);
  const last = localDateOf(to, bands.zone);
  for (let date = addDays(localDateOf(from, bands.zone), 0); date <= last; date = addDays(date, 1)) {
    for (const time of ['00:00', bands.dayStart, bands.eveningStart]) {
      const edge = zonedWallTimeToInstant(`${date}T${time}:00`, bands.zone).getTime();
      if (edge > from && edge < to) {
        points.add(edge);
      }
    }
  }
  return [...points].sort((a, b) => a - b);
}

function piece(code: ShiftCode, from: number, to: number, localDate: string): SplitPiece {
  return {
    code,
    clockIn: new Date(from),
    clockOut: new Date(to),
    durationTicks: (to - from) * TICKS_PER_MS,
    localDate,
  };
}

function localDateOf(instant: number, zone: string): string {
  return zonedDateAndTime(instant, zone).date;
}

/**
 * A sleepover must cross local midnight and last at least 8 hours (docs/workforce.md); the roster's
 * writes refuse one that does not (ROSTER_MESSAGES.sleepover).
 */
export function isValidSleepover(from: Date, to: Date, zone: string): boolean {
  const ms = to.getTime() - from.getTime();
  return (
    ms >= ROSTER_LIMITS.sleepoverMinHours * 3_600_000 &&
    localDateOf(from.getTime(), zone) < localDateOf(to.getTime() - 1, zone)
  );
}
