import { zonedWallTimeToInstant } from '../dates.ts';
import { addDays } from '../roster/calendar-grid.ts';

/** Whether a calendar date 'YYYY-MM-DD' is a business day: a weekday that is not one of the holidays. */
export function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/**
 * The local date of the n-th business day after `from` (not counting `from` itself): 5 business
 * days from a Friday evening is the next Friday; weekends and the holidays are skipped.
 */
export function nthBusinessDayAfter(from: string, n: number, holidays: ReadonlySet<string>): string {
  let date = from;
  let counted = 0;
  while (counted < n) {
    date = addDays(date, 1);
    if (isBusinessDay(date, holidays)) {
      counted += 1;
    }
  }
  return date;
}

/** The last instant of a local date in the zone (the instant before the next day's midnight): DST-safe. */
export function endOfLocalDay(date: string, zone: string): Date {
  return new Date(zonedWallTimeToInstant(`${addDays(date, 1)}T00:00:00`, zone).getTime() - 1);
}

/** How far ahead of an awareness date holidays matter for a 5-business-day clock (3 weeks covers any run of holidays). */
export const BUSINESS_DAY_LOOKAHEAD_DAYS = 21;
