// Whether a shift lies inside the staff member's recorded availability, and the recorded slots of
// the days it touches, said the way the roster check's message shows them.
import { dayjs } from '../dates.ts';
import { minutesOfDay } from './availability-rules.ts';
import { addDays, weekdayOf } from './calendar-grid.ts';
import { WEEKDAY_NAMES } from './roster-lists.ts';

/** A recorded availability slot of the staff member: a weekday and its times of day. */
export interface AvailabilitySlot {
  days: string;
  fromTimeOfDay: string;
  toTimeOfDay: string;
}

/** A stretch of one local day, in wall-clock minutes [from, to] (24:00 = 1440). */
interface DaySpan {
  date: string;
  from: number;
  to: number;
}

/** The local days a shift touches, each with the wall-clock part of it on that day. */
function daySpans(shift: { dateFrom: string; dateTo: string }, zone: string): DaySpan[] {
  const start = dayjs(shift.dateFrom).tz(zone);
  const end = dayjs(shift.dateTo).tz(zone);
  const startDate = start.format('YYYY-MM-DD');
  const endDate = end.format('YYYY-MM-DD');
  const startMin = start.hour() * 60 + start.minute();
  const endMin = end.hour() * 60 + end.minute();
  if (startDate >= endDate) {
    return [{ date: startDate, from: startMin, to: Math.max(startMin, endMin) }];
  }
  const spans: DaySpan[] = [{ date: startDate, from: startMin, to: 24 * 60 }];
  for (let d = addDays(startDate, 1); d < endDate; d = addDays(d, 1)) {
    spans.push({ date: d, from: 0, to: 24 * 60 });
  }
  // A shift ending at midnight takes nothing of the next day.
  if (endMin > 0) {
    spans.push({ date: endDate, from: 0, to: endMin });
  }
  return spans;
}

/** The day's slots merged into continuous stretches (touching slots join). */
function dayCover(date: string, slots: readonly AvailabilitySlot[]): { from: number; to: number }[] {
  const dayName = WEEKDAY_NAMES[weekdayOf(date)]?.toLowerCase();
  const spans = slots
    .filter((s) => s.days.trim().toLowerCase() === dayName)
    .map((s) => ({ from: minutesOfDay(s.fromTimeOfDay), to: minutesOfDay(s.toTimeOfDay, true) }))
    .filter((s) => !Number.isNaN(s.from) && !Number.isNaN(s.to) && s.to > s.from)
    .sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) {
      last.to = Math.max(last.to, span.to);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/** True when the shift lies wholly inside the staff member's recorded slots (or none are recorded). */
export function fitsAvailability(
  shift: { dateFrom: string; dateTo: string },
  slots: readonly AvailabilitySlot[],
  zone: string,
): boolean {
  if (slots.length === 0) {
    return true;
  }
  return daySpans(shift, zone).every((span) =>
    dayCover(span.date, slots).some((c) => c.from <= span.from && span.to <= c.to),
  );
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60) % 24;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** "Saturday 6:00 PM–12:00 AM; Sunday none" for the days the shift touches. */
export function availabilityText(
  shift: { dateFrom: string; dateTo: string },
  slots: readonly AvailabilitySlot[],
  zone: string,
): string {
  return daySpans(shift, zone)
    .map((span) => {
      const cover = dayCover(span.date, slots);
      const list = cover.map((c) => `${clock(c.from)}–${clock(c.to)}`).join(', ');
      return `${WEEKDAY_NAMES[weekdayOf(span.date)]} ${list || 'none'}`;
    })
    .join('; ');
}
