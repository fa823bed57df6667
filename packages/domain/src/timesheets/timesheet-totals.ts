import type { ShiftCode } from '../attendance/shift-codes.ts';

/** The part of a split a timesheet adds up. */
export interface TotalledSplit {
  /** The shift code (M, E, EX, SA, SAN, SU, SUN, PH, N); an unknown code still counts in the total. */
  code: string;
  /** 100-ns ticks. */
  duration: number;
  totalKm: number;
}

/**
 * A timesheet's sums (spec 3 §3 Periodic timesheet). Saturday and Sunday nights count with their
 * day (satDuration, sunDuration); `byCode` keeps every code apart for the Shift Duration Breakdown
 * and the PDF. `nightShift` counts sleepovers (N splits), whose hours are in the total too.
 */
export interface TimesheetTotals {
  normalDuration: number;
  eveningDuration: number;
  exceptionalDuration: number;
  satDuration: number;
  sunDuration: number;
  phDuration: number;
  sleepoverDuration: number;
  nightShift: number;
  totalKm: number;
  totalDuration: number;
  byCode: Partial<Record<ShiftCode | string, number>>;
}

/** Kilometres are kept to 2 decimals, as the screens show them. */
const roundKm = (km: number) => Math.round(km * 100) / 100;

/** Sums splits into a timesheet's totals: exactly the splits' own durations, no rounding of ticks. */
export function timesheetTotals(splits: readonly TotalledSplit[]): TimesheetTotals {
  const byCode: Record<string, number> = {};
  let totalDuration = 0;
  let km = 0;
  let nightShift = 0;
  for (const split of splits) {
    byCode[split.code] = (byCode[split.code] ?? 0) + split.duration;
    totalDuration += split.duration;
    km += split.totalKm;
    if (split.code === 'N') {
      nightShift += 1;
    }
  }
  const of = (...codes: string[]) => codes.reduce((sum, code) => sum + (byCode[code] ?? 0), 0);
  return {
    normalDuration: of('M'),
    eveningDuration: of('E'),
    exceptionalDuration: of('EX'),
    satDuration: of('SA', 'SAN'),
    sunDuration: of('SU', 'SUN'),
    phDuration: of('PH'),
    sleepoverDuration: of('N'),
    nightShift,
    totalKm: roundKm(km),
    totalDuration,
    byCode,
  };
}
