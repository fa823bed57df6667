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
  return dayjs.tz(wallTime, zone).toDate();
}

/** The calendar date ('YYYY-MM-DD') an instant falls on in the zone (today when none is given); '' when invalid. */
export function calendarDateInZone(value: Instant, zone: string = DEFAULT_TIME_ZONE): string {
  const d = dayjs(value ?? undefined);
  return d.isValid() ? d.tz(zone).format('YYYY-MM-DD') : '';
}

export { dayjs };
