// The engine's inner shapes, shared by its steps (SCHADS.md §4.14): a shift built from attendances,
// and a stretch of worked time on one local date, marked and priced.
import type { PayAttendance } from './pay-types.ts';

/** A span of instants (ms). */
export interface Interval {
  from: number;
  to: number;
}

/** One attendance's worked time: a whole shift, one period of a broken shift, or one side of a sleepover. */
export interface WorkPeriod {
  key: string;
  attendance: PayAttendance;
  inMs: number;
  outMs: number;
  wallIn: number;
  wallOut: number;
  /** Worked instants, unpaid breaks removed (for a sleepover: its active periods). */
  worked: Interval[];
  km: string | null;
}

export interface SleepoverPart {
  period: WorkPeriod;
  before: WorkPeriod | null;
  after: WorkPeriod | null;
  /** From the 2026 variation: the periods before and after are one shift with it (SCHADS.md §4.9). */
  joined: boolean;
}

/** A shift as the rules see it (SCHADS.md §4.14 step 1). */
export interface PayShift {
  key: string;
  kind: 'single' | 'broken' | 'sleepover';
  startDate: string;
  /** Worked periods in time order (a sleepover's joined sides; empty for a sleepover not joined). */
  periods: WorkPeriod[];
  sleepover: SleepoverPart | null;
  warnings: string[];
}

export type DayKind = 'weekday' | 'saturday' | 'sunday' | 'holiday';
export type OvertimeReason = 'shift' | 'span' | 'period' | 'broken-span';

/** Worked time of one period on one local date and day kind, on the wall timeline. */
export interface Segment {
  shiftKey: string;
  periodKey: string;
  shiftRosterId: string | null;
  start: number;
  end: number;
  date: string;
  day: DayKind;
  /** Mon–Fri 06:00–20:00, a day worker's span (cl 25.2(a)). */
  inSpan: boolean;
  overtime: OvertimeReason | null;
  restBreak: boolean;
}

/** A segment cut at a wall time: [before, after] (either may be empty and is then left out). */
export function cutSegment(segment: Segment, at: number): Segment[] {
  if (at <= segment.start || at >= segment.end) {
    return [segment];
  }
  return [
    { ...segment, end: at },
    { ...segment, start: at },
  ];
}

export const segmentMs = (s: Segment): number => s.end - s.start;
