import { calendarDateInZone, utcCalendarDate, zonedWallTimeToInstant } from '../dates.ts';
import { daysBetween } from '../plans/plan-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of a calendar date at UTC midnight: date arithmetic with no zone in the way. */
function utcDay(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
}

/** The weekday of a calendar date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(utcDay(date)).getUTCDay();
}

/**
 * The month grid (spec 3 §9): the local dates (YYYY-MM-DD) from the Monday on or before the 1st (a
 * week starts on Monday, as in the date pickers; issue 40), 35 cells, or 42 when the month needs 6
 * weeks. `month` is 'YYYY-MM'.
 */
export function monthGrid(month: string): string[] {
  const first = `${month.slice(0, 7)}-01`;
  const lead = (weekdayOf(first) + 6) % 7;
  const length = daysBetween(first, addMonth(first));
  const cells = lead + length > 35 ? 42 : 35;
  const start = addDays(first, -lead);
  return Array.from({ length: cells }, (_, i) => addDays(start, i));
}

function addMonth(first: string): string {
  const d = new Date(utcDay(first));
  return utcCalendarDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
}

/** The week view: 7 local dates centred on `centre` (3 before, 3 after). */
export function weekAround(centre: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(centre, i - 3));
}

/** A calendar date moved by whole days ('2026-12-31', 1 → '2027-01-01'), never through a zone. */
export function addDays(date: string, days: number): string {
  return utcCalendarDate(new Date(utcDay(date) + days * DAY_MS));
}

/** Today's local date in the zone. */
export function todayIn(now: Date, zone: string): string {
  return calendarDateInZone(now, zone);
}

/** The instants bounding a local date range [from 00:00, the day after `to` 00:00) in the zone, as ISO strings. */
export function localDaysToInstants(
  from: string,
  to: string,
  zone: string,
): { fromDate: string; toDate: string } {
  return {
    fromDate: zonedWallTimeToInstant(`${from.slice(0, 10)}T00:00:00`, zone).toISOString(),
    toDate: zonedWallTimeToInstant(`${addDays(to, 1)}T00:00:00`, zone).toISOString(),
  };
}
