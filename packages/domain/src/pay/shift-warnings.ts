// Warnings that price nothing but the office should read (SCHADS.md §4.7, §4.8, §4.13): clock hours
// that differ from elapsed hours, a short rest between shifts, part-time hours above the agreed ones.
import { daysBetween } from '../plans/plan-rules.ts';
import { PAY_LIMITS } from './pay-rules.ts';
import type { PayShift, Segment, WorkPeriod } from './pay-shift.ts';
import type { WorkerPaySettings } from './pay-types.ts';
import type { PricedPiece } from './priced-piece.ts';
import { durationText, HOUR_MS, shortDayText, wallDate, wallTimeText } from './wall-clock.ts';

const allPeriods = (s: PayShift): WorkPeriod[] => [
  ...s.periods,
  ...(s.sleepover ? [s.sleepover.period] : []),
];

/** Per shift: daylight saving (paid by the clock) and less than 10 h since the previous shift. */
export function shiftWarnings(
  shifts: readonly PayShift[],
  segments: readonly Segment[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, text: string) => out.set(key, [...(out.get(key) ?? []), text]);
  const sides = new Set(shifts.flatMap((s) => [s.sleepover?.before?.key, s.sleepover?.after?.key]));
  const nextToSleepover = new Set(
    shifts.filter((s) => s.sleepover || s.periods.some((p) => sides.has(p.key))).map((s) => s.key),
  );
  shifts.forEach((shift, i) => {
    const own = segments.filter((s) => s.shiftKey === shift.key);
    const clockMs = own.reduce((sum, s) => sum + s.end - s.start, 0);
    const elapsedMs = shift.periods.reduce(
      (sum, p) => sum + p.worked.reduce((t, w) => t + w.to - w.from, 0),
      0,
    );
    if (clockMs !== elapsedMs) {
      add(
        shift.key,
        `Daylight saving: paid by the clock, ${durationText(clockMs)} (${durationText(elapsedMs)} elapsed); the 2 h minimum and 10 h overtime tests use clock hours too (SCHADS.md §4.13, §11 #21)`,
      );
    }
    const prev = shifts[i - 1];
    // Rest next to a sleepover is the sleepover's own rule (SCHADS.md §4.8, §4.9), not this warning's.
    if (!prev || nextToSleepover.has(prev.key) || nextToSleepover.has(shift.key)) {
      return;
    }
    const prevEnd = Math.max(...allPeriods(prev).map((p) => p.wallOut));
    const nextStart = Math.min(...allPeriods(shift).map((p) => p.wallIn));
    const prevOvertime = segments.some((s) => s.shiftKey === prev.key && s.overtime !== null);
    if (!prevOvertime && nextStart - prevEnd < PAY_LIMITS.restHours * HOUR_MS) {
      add(
        shift.key,
        `Less than 10 h off since the shift ending ${shortDayText(wallDate(prevEnd))} ${wallTimeText(prevEnd)}: no penalty line (SCHADS.md §4.8, §11 #9)`,
      );
    }
  });
  return out;
}

const ORDINARY = new Set([
  'ordinary',
  'afternoon',
  'night',
  'saturday',
  'sunday',
  'public-holiday',
  'rest-break-200',
]);

/** Part-time hours above the agreed ones are ordinary, not overtime, below the limits (SCHADS.md §4.7). */
export function periodWarnings(
  shifts: readonly PayShift[],
  hours: readonly PricedPiece[],
  settingsOf: (shift: PayShift) => WorkerPaySettings,
  period: { fromDate: string; toDate: string },
): string[] {
  const last = shifts[shifts.length - 1];
  const settings = last ? settingsOf(last) : null;
  if (settings?.employmentType !== 'PT' || settings.ptAgreedWeeklyHours === null) {
    return [];
  }
  const agreedMs = Number(settings.ptAgreedWeeklyHours) * HOUR_MS;
  const weeks = new Map<number, number>();
  for (const p of hours) {
    if (ORDINARY.has(p.category)) {
      const week = Math.max(0, Math.floor(daysBetween(period.fromDate, p.date) / 7));
      weeks.set(week, (weeks.get(week) ?? 0) + (p.ms ?? 0));
    }
  }
  return [...weeks.entries()]
    .filter(([, ms]) => ms > agreedMs)
    .sort(([a], [b]) => a - b)
    .map(
      ([week, ms]) =>
        `Week ${week + 1}: ${durationText(ms - agreedMs)} worked above the agreed ${settings.ptAgreedWeeklyHours} h a week: ordinary hours with their loadings, not overtime, while within 10 h a shift and 38 h a week or 76 h a fortnight (SCHADS.md §4.7)`,
    );
}
