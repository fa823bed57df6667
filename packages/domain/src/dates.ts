import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The company time zone unless the company names another (spec 1 §9). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** The display formats the spec names, in one place. */
export const DATE_FORMATS = {
  date: 'DD-MM-YYYY',
  listDateTime: 'DD/MM/YYYY h:mm A',
  shortDateTime: 'D/M/YYYY h:mm A',
  agreement: 'MMM D, YYYY',
  audit: 'DD/MM/YYYY HH:mm:ss',
  activityLog: 'DD-MM-YYYY h:mm A',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

type Instant = string | number | Date | null | undefined;

/** Formats an instant in the company's time zone; an empty or invalid value reads as ''. */
export function formatInZone(value: Instant, format: DateFormat, zone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  const d = dayjs(value);
  if (!d.isValid()) {
    return '';
  }
  return d.tz(zone).format(DATE_FORMATS[format]);
}

/** Formats a calendar date held as 'YYYY-MM-DD' without shifting it through any zone. */
export function formatCalendarDate(value: string | null | undefined, format: DateFormat = 'date'): string {
  if (!value) {
    return '';
  }
  const day = value.slice(0, 10);
  const d = dayjs(day, 'YYYY-MM-DD');
  // dayjs rolls impossible dates over ('2026-02-30' → 2 March); only a date that reads back unchanged is real.
  return d.isValid() && d.format('YYYY-MM-DD') === day ? d.format(DATE_FORMATS[format]) : '';
}

/** The instant a wall-clock time in the zone stands for ('2026-04-05T02:30' in Sydney → a UTC Date). */
export function zonedWallTimeToInstant(wallTime: string, zone: string = DEFAULT_TIME_ZONE): Date {
  // Not dayjs.tz(string, zone): it guesses from the offset in force *now*, so an ambiguous time
  // read differently depending on the day the code ran. Here only the wall time's own day counts.
  const asUtc = dayjs.utc(wallTime).valueOf();
  const offsetAt = (ms: number) => dayjs(ms).tz(zone).utcOffset() * 60_000;
  const before = offsetAt(asUtc - DAY_MS);
  const after = offsetAt(asUtc + DAY_MS);
  const readings = [asUtc - before, asUtc - after].filter((ms) => asUtc - offsetAt(ms) === ms);
  // Ambiguous (clocks went back): the first occurrence. None (clocks went forward): past the gap.
  return new Date(readings.length > 0 ? Math.min(...readings) : asUtc - before);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date ('YYYY-MM-DD') an instant falls on in the zone (today when none is given); '' when invalid. */
export function calendarDateInZone(value: Instant, zone: string = DEFAULT_TIME_ZONE): string {
  const d = dayjs(value ?? undefined);
  return d.isValid() ? d.tz(zone).format('YYYY-MM-DD') : '';
}

export { dayjs };
