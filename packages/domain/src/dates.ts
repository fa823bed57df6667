import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The company time zone unless the company names another (spec 1 §9). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/**
 * Every display format of the app, in one place (issue 26: one format per kind). A record's date
 * reads `date`, a date-time typed or picked `dateTime`, a time `time`; the lists, PDFs and exports
 * keep the spec's `listDateTime`. The rest are calendar labels (a day heading, a month, a week's
 * range), each used one way everywhere. Pages never write a format of their own (a test checks).
 */
export const DATE_FORMATS = {
  date: 'DD-MM-YYYY',
  dateTime: 'DD-MM-YYYY h:mm A',
  time: 'h:mm A',
  listDateTime: 'DD/MM/YYYY h:mm A',
  /** The day of a list date-time, where a list reads whole days beside date-times (a timesheet's period). */
  listDate: 'DD/MM/YYYY',
  shortDateTime: 'D/M/YYYY h:mm A',
  agreement: 'MMM D, YYYY',
  audit: 'DD/MM/YYYY HH:mm:ss',
  activityLog: 'DD-MM-YYYY h:mm A',
  /** A day in full ("Tuesday 6 January 2026"), and within a known month or week ("Tuesday 6 January"). */
  longDate: 'dddd D MMMM YYYY',
  dayHeading: 'dddd D MMMM',
  /** A day in short ("Tue 6 Jan 2026"; "Tue 6 Jan" within a known year), with a time ("Tue 6 Jan, 9:07 AM"). */
  dayDate: 'ddd D MMM YYYY',
  shortDay: 'ddd D MMM',
  shortDayTime: 'ddd D MMM, h:mm A',
  /** A weekday and time this week ("Tue 9:07 AM"). */
  dayTime: 'ddd h:mm A',
  /** A range's ends ("6 Jan – 12 Jan 2026"), a month heading, a calendar grid's weekday and day number. */
  dayMonth: 'D MMM',
  dayMonthYear: 'D MMM YYYY',
  monthYear: 'MMMM YYYY',
  month: 'MMMM',
  weekday: 'ddd',
  dayOfMonth: 'D',
} as const;

/** The wire formats the API and the inputs read and write: never shown as such. */
export const WIRE_FORMATS = {
  date: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  localDateTime: 'YYYY-MM-DDTHH:mm',
  time: 'HH:mm',
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

/**
 * formatInZone(v, 'listDateTime', zone) ('DD/MM/YYYY h:mm A') for many instants: one Intl formatter
 * for the whole document, about fifty times faster than dayjs' zone conversion per call, which
 * dominated the all-staff PDF (thousands of split times).
 */
export function listDateTimeFormatter(zone: string): (value: string | Date | null) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return (value) => {
    if (value === null || value === '') {
      return '';
    }
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) {
      return '';
    }
    const p: Record<string, string> = {};
    for (const part of format.formatToParts(date)) {
      p[part.type] = part.value;
    }
    return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
  };
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

/** Wall times already read, by zone and wall time: splitting thousands of shifts asks for the same few edges. */
const wallTimeCache = new Map<string, number>();
const WALL_TIME_CACHE_SIZE = 50_000;

/** The instant a wall-clock time in the zone stands for ('2026-04-05T02:30' in Sydney → a UTC Date). */
export function zonedWallTimeToInstant(wallTime: string, zone: string = DEFAULT_TIME_ZONE): Date {
  const key = `${zone}|${wallTime}`;
  const cached = wallTimeCache.get(key);
  if (cached !== undefined) {
    return new Date(cached);
  }
  if (wallTimeCache.size >= WALL_TIME_CACHE_SIZE) {
    wallTimeCache.clear();
  }
  const instant = readWallTime(wallTime, zone);
  wallTimeCache.set(key, instant.getTime());
  return instant;
}

function readWallTime(wallTime: string, zone: string): Date {
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

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's local date ('YYYY-MM-DD') and time ('HH:mm') in the zone, from one cached
 * Intl formatter per zone: the split rule asks this for every piece of every shift.
 */
export function zonedDateAndTime(ms: number, zone: string): { date: string; time: string } {
  let format = partsFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(zone, format);
  }
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(ms)) {
    p[part.type] = part.value;
  }
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The calendar date ('YYYY-MM-DD') an instant falls on in the zone (today when none is given); '' when invalid. */
export function calendarDateInZone(value: Instant, zone: string = DEFAULT_TIME_ZONE): string {
  const d = dayjs(value ?? undefined);
  return d.isValid() ? d.tz(zone).format('YYYY-MM-DD') : '';
}

/** The calendar date some days after (or, negative, before) another: '2026-12-31' + 1 is '2027-01-01'. */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
  );
  d.setUTCDate(d.getUTCDate() + days);
  return utcCalendarDate(d);
}

/**
 * The 'YYYY-MM-DD' of a Date that stands for a calendar day at UTC midnight (date arithmetic, an
 * Excel cell, Xero's dates): never for an instant, whose date is the company's (calendarDateInZone).
 */
export function utcCalendarDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/**
 * The calendar day of a spreadsheet's date cell: Excel dates carry no zone, and SheetJS gives them
 * as local midnight of that day, so the day is read in the machine's zone (in Sydney's, UTC's date
 * is the day before).
 */
export function sheetCellDate(cell: Date): string {
  const m = String(cell.getMonth() + 1).padStart(2, '0');
  const d = String(cell.getDate()).padStart(2, '0');
  return `${cell.getFullYear()}-${m}-${d}`;
}

/**
 * The same wall-clock time `months` calendar months on, in the zone (the day clamped to the month's
 * last): a period bought at 08:00 Sydney on 31 March ends on 30 April, whatever UTC's date was.
 */
export function addMonths(start: Date, months: number, zone: string): Date {
  const wall = dayjs(start).tz(zone);
  const y = wall.year();
  const m = wall.month() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(wall.date(), lastDay);
  const date = utcCalendarDate(new Date(Date.UTC(y, m, day)));
  return zonedWallTimeToInstant(`${date}T${wall.format('HH:mm:ss.SSS')}`, zone);
}

export { dayjs };
