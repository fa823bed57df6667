// Worked time cut at each local midnight and at the award's 06:00 and 20:00 edges, by the split rule
// the invoices use (attendance/split-attendance.ts), then placed on the wall timeline to be paid.
import { splitAttendance } from '../attendance/split-attendance.ts';
import type { WorkBands } from '../attendance/work-bands.ts';
import type { DayKind, Interval, Segment } from './pay-shift.ts';
import { wallOf } from './wall-clock.ts';

/** The award's day-worker span, Mon–Fri (cl 25.2(a)): not the company's billing bands. */
const AWARD_SPAN = { dayStart: '06:00', eveningStart: '20:00' } as const;

/** The bands the pay split reads: the award's span and the company's public holidays. */
export function payBands(zone: string, holidays: readonly string[]): WorkBands {
  return { zone, ...AWARD_SPAN, holidays: new Set(holidays) };
}

const DAY_OF_CODE: Record<string, { day: DayKind; inSpan: boolean }> = {
  PH: { day: 'holiday', inSpan: false },
  SA: { day: 'saturday', inSpan: false },
  SAN: { day: 'saturday', inSpan: false },
  SU: { day: 'sunday', inSpan: false },
  SUN: { day: 'sunday', inSpan: false },
  M: { day: 'weekday', inSpan: true },
  E: { day: 'weekday', inSpan: false },
  EX: { day: 'weekday', inSpan: false },
};

/** The segments of some worked instants of one period, in time order. */
export function daySegments(
  worked: readonly Interval[],
  owner: { shiftKey: string; periodKey: string; shiftRosterId: string | null },
  bands: WorkBands,
): Segment[] {
  const out: Segment[] = [];
  for (const span of worked) {
    const pieces = splitAttendance(
      {
        clockIn: new Date(span.from),
        clockOut: new Date(span.to),
        isNightShift: false,
        isExceptionalShift: false,
      },
      bands,
    );
    for (const piece of pieces) {
      const kind = DAY_OF_CODE[piece.code] ?? { day: 'weekday', inSpan: true };
      const start = wallOf(piece.clockIn.getTime(), bands.zone);
      // In the hour repeated when clocks go back, an end may read earlier than its start: nothing by the clock.
      const end = Math.max(start, wallOf(piece.clockOut.getTime(), bands.zone));
      out.push({ ...owner, start, end, date: piece.localDate, ...kind, overtime: null, restBreak: false });
    }
  }
  return out;
}
