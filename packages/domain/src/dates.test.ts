import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addCalendarDays,
  addMonths,
  calendarDateInZone,
  DATE_FORMATS,
  DEFAULT_TIME_ZONE,
  formatCalendarDate,
  formatInZone,
  sheetCellDate,
  utcCalendarDate,
  zonedWallTimeToInstant,
} from './dates.ts';

// Sydney 2026: AEDT (UTC+11) ends 2026-04-05 03:00 → 02:00 AEST (UTC+10);
// AEST starts AEDT again 2026-10-04 02:00 → 03:00. Every input below carries its offset,
// so these results must not depend on the time zone of the machine running them.

const iso = (d: Date) => d.toISOString();

describe('DEFAULT_TIME_ZONE and DATE_FORMATS', () => {
  it('defaults to Australia/Sydney (spec 1 §9, spec 3 §9)', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Australia/Sydney');
  });

  it('holds the display formats the specs name', () => {
    expect(DATE_FORMATS.date).toBe('DD-MM-YYYY');
    expect(DATE_FORMATS.listDateTime).toBe('DD/MM/YYYY h:mm A');
    expect(DATE_FORMATS.shortDateTime).toBe('D/M/YYYY h:mm A');
    expect(DATE_FORMATS.agreement).toBe('MMM D, YYYY');
  });

  it('has one format per kind: a date-time is the date and the time', () => {
    expect(DATE_FORMATS.dateTime).toBe(`${DATE_FORMATS.date} ${DATE_FORMATS.time}`);
    expect(DATE_FORMATS.shortDayTime).toBe(`${DATE_FORMATS.shortDay}, ${DATE_FORMATS.time}`);
    expect(DATE_FORMATS.dayTime).toBe(`${DATE_FORMATS.weekday} ${DATE_FORMATS.time}`);
  });
});

describe('formatInZone: each format', () => {
  // 2026-01-05T22:07:09Z is Tuesday 6 January 2026, 09:07:09 AEDT: single-digit day, month and hour.
  const morning = '2026-01-05T22:07:09Z';
  const cases: Record<keyof typeof DATE_FORMATS, string> = {
    date: '06-01-2026',
    listDateTime: '06/01/2026 9:07 AM',
    shortDateTime: '6/1/2026 9:07 AM',
    agreement: 'Jan 6, 2026',
    audit: '06/01/2026 09:07:09',
    activityLog: '06-01-2026 9:07 AM',
    dateTime: '06-01-2026 9:07 AM',
    listDate: '06/01/2026',
    time: '9:07 AM',
    longDate: 'Tuesday 6 January 2026',
    dayHeading: 'Tuesday 6 January',
    dayDate: 'Tue 6 Jan 2026',
    shortDay: 'Tue 6 Jan',
    shortDayTime: 'Tue 6 Jan, 9:07 AM',
    dayTime: 'Tue 9:07 AM',
    dayMonth: '6 Jan',
    dayMonthYear: '6 Jan 2026',
    monthYear: 'January 2026',
    month: 'January',
    weekday: 'Tue',
    dayOfMonth: '6',
  };

  it('has a case for every format', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(DATE_FORMATS).sort());
  });

  it.each(Object.entries(cases) as [keyof typeof DATE_FORMATS, string][])('%s → %s', (format, text) => {
    expect(formatInZone(morning, format)).toBe(text);
  });

  it('uses 12-hour clock with PM, 12 AM at midnight and 12 PM at noon', () => {
    expect(formatInZone('2026-11-20T03:05:00Z', 'listDateTime')).toBe('20/11/2026 2:05 PM');
    expect(formatInZone('2026-11-20T03:05:00Z', 'audit')).toBe('20/11/2026 14:05:00');
    expect(formatInZone('2026-06-30T14:00:00Z', 'shortDateTime')).toBe('1/7/2026 12:00 AM');
    expect(formatInZone('2026-07-01T02:00:00Z', 'shortDateTime')).toBe('1/7/2026 12:00 PM');
  });

  it('accepts a Date, epoch milliseconds and an offset string alike', () => {
    const instant = '2026-06-30T14:30:00Z';
    expect(formatInZone(new Date(instant), 'audit')).toBe('01/07/2026 00:30:00');
    expect(formatInZone(Date.parse(instant), 'audit')).toBe('01/07/2026 00:30:00');
    expect(formatInZone('2026-07-01T00:30:00+10:00', 'audit')).toBe('01/07/2026 00:30:00');
  });

  it('treats 0 as the epoch, not as empty', () => {
    expect(formatInZone(0, 'audit')).toBe('01/01/1970 10:00:00');
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['garbage text', 'not a date'],
    ['an invalid Date', new Date(Number.NaN)],
    ['NaN', Number.NaN],
  ])('reads %s as an empty string', (_label, value) => {
    for (const format of Object.keys(DATE_FORMATS) as (keyof typeof DATE_FORMATS)[]) {
      expect(formatInZone(value, format)).toBe('');
    }
  });

  it('uses another zone when the company names one', () => {
    expect(formatInZone('2026-06-30T14:30:00Z', 'audit', 'Australia/Perth')).toBe('30/06/2026 22:30:00');
    expect(formatInZone('2026-06-30T14:30:00Z', 'audit', 'UTC')).toBe('30/06/2026 14:30:00');
  });
});

describe('formatInZone: Sydney calendar dates around UTC midnight', () => {
  it.each([
    // winter, AEST (UTC+10): Sydney midnight is 14:00Z the day before
    ['2026-06-30T13:59:59Z', '30-06-2026'],
    ['2026-06-30T14:00:00Z', '01-07-2026'],
    ['2026-06-30T14:30:00Z', '01-07-2026'],
    ['2026-06-30T23:59:59Z', '01-07-2026'],
    ['2026-07-01T00:00:00Z', '01-07-2026'],
    ['2026-07-01T13:59:59Z', '01-07-2026'],
    ['2026-07-01T14:00:00Z', '02-07-2026'],
    // summer, AEDT (UTC+11): Sydney midnight is 13:00Z the day before
    ['2026-12-31T12:59:59Z', '31-12-2026'],
    ['2026-12-31T13:00:00Z', '01-01-2027'],
  ])('%s falls on %s in Sydney', (instant, date) => {
    expect(formatInZone(instant, 'date')).toBe(date);
  });
});

describe('formatInZone: Sydney daylight-saving changes', () => {
  it('shows 2:30 AM twice when daylight saving ends (2026-04-05 03:00 AEDT → 02:00 AEST)', () => {
    expect(formatInZone('2026-04-04T15:30:00Z', 'listDateTime')).toBe('05/04/2026 2:30 AM'); // AEDT
    expect(formatInZone('2026-04-04T16:30:00Z', 'listDateTime')).toBe('05/04/2026 2:30 AM'); // AEST
    expect(formatInZone('2026-04-04T15:59:59Z', 'audit')).toBe('05/04/2026 02:59:59');
    expect(formatInZone('2026-04-04T16:00:00Z', 'audit')).toBe('05/04/2026 02:00:00');
    expect(formatInZone('2026-04-04T17:00:00Z', 'audit')).toBe('05/04/2026 03:00:00');
  });

  it('never shows 2:xx AM when daylight saving starts (2026-10-04 02:00 AEST → 03:00 AEDT)', () => {
    expect(formatInZone('2026-10-03T15:59:59Z', 'audit')).toBe('04/10/2026 01:59:59');
    expect(formatInZone('2026-10-03T16:00:00Z', 'audit')).toBe('04/10/2026 03:00:00');
    for (let minute = 0; minute <= 120; minute += 1) {
      const instant = new Date(Date.UTC(2026, 9, 3, 15, minute));
      expect(formatInZone(instant, 'audit')).not.toMatch(/^04\/10\/2026 02:/);
    }
  });

  it('keeps the Sydney date right on both changeover days', () => {
    expect(formatInZone('2026-04-04T12:59:59Z', 'date')).toBe('04-04-2026'); // 23:59:59 AEDT
    expect(formatInZone('2026-04-04T13:00:00Z', 'date')).toBe('05-04-2026'); // 00:00 AEDT
    expect(formatInZone('2026-04-05T13:59:59Z', 'date')).toBe('05-04-2026'); // 23:59:59 AEST
    expect(formatInZone('2026-04-05T14:00:00Z', 'date')).toBe('06-04-2026');
    expect(formatInZone('2026-10-03T13:59:59Z', 'date')).toBe('03-10-2026'); // 23:59:59 AEST
    expect(formatInZone('2026-10-03T14:00:00Z', 'date')).toBe('04-10-2026');
    expect(formatInZone('2026-10-04T12:59:59Z', 'date')).toBe('04-10-2026'); // 23:59:59 AEDT
    expect(formatInZone('2026-10-04T13:00:00Z', 'date')).toBe('05-10-2026');
  });
});

describe('zonedWallTimeToInstant', () => {
  it('reads Sydney wall times with the offset in force on that day', () => {
    expect(iso(zonedWallTimeToInstant('2026-07-01T09:00'))).toBe('2026-06-30T23:00:00.000Z'); // AEST
    expect(iso(zonedWallTimeToInstant('2026-01-15T09:00'))).toBe('2026-01-14T22:00:00.000Z'); // AEDT
    expect(iso(zonedWallTimeToInstant('2026-07-01T00:00'))).toBe('2026-06-30T14:00:00.000Z');
    expect(iso(zonedWallTimeToInstant('2026-07-01'))).toBe('2026-06-30T14:00:00.000Z');
    expect(iso(zonedWallTimeToInstant('2026-07-01T09:15:30'))).toBe('2026-06-30T23:15:30.000Z');
  });

  it('reads the ambiguous 2:30 AM of 2026-04-05 as its first (AEDT) occurrence', () => {
    expect(iso(zonedWallTimeToInstant('2026-04-05T01:30'))).toBe('2026-04-04T14:30:00.000Z');
    expect(iso(zonedWallTimeToInstant('2026-04-05T02:30'))).toBe('2026-04-04T15:30:00.000Z');
    expect(iso(zonedWallTimeToInstant('2026-04-05T03:00'))).toBe('2026-04-04T17:00:00.000Z'); // AEST
  });

  it('reads the same instants whatever day it is now (in or out of daylight saving)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const now of ['2027-04-04T01:00:00Z', '2026-12-31T13:30:00Z', '2026-07-01T00:00:00Z']) {
        vi.setSystemTime(new Date(now));
        expect(iso(zonedWallTimeToInstant('2026-04-05T02:30')), now).toBe('2026-04-04T15:30:00.000Z');
        expect(iso(zonedWallTimeToInstant('2026-10-04T02:30')), now).toBe('2026-10-03T16:30:00.000Z');
        expect(iso(zonedWallTimeToInstant('2026-07-01T09:00')), now).toBe('2026-06-30T23:00:00.000Z');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves the non-existent 2026-10-04T02:30 forward past the gap, to 03:30 AEDT', () => {
    const instant = zonedWallTimeToInstant('2026-10-04T02:30');
    expect(iso(instant)).toBe('2026-10-03T16:30:00.000Z');
    expect(formatInZone(instant, 'audit')).toBe('04/10/2026 03:30:00');
    expect(iso(zonedWallTimeToInstant('2026-10-04T01:59'))).toBe('2026-10-03T15:59:00.000Z'); // AEST
    expect(iso(zonedWallTimeToInstant('2026-10-04T03:00'))).toBe('2026-10-03T16:00:00.000Z'); // AEDT
  });

  it('round-trips every wall time that exists through formatInZone', () => {
    for (const wall of [
      '2026-04-05T01:59',
      '2026-04-05T03:00',
      '2026-10-04T01:59',
      '2026-10-04T03:00',
      '2026-12-31T23:59',
      '2026-02-28T12:00',
    ]) {
      const [day, time] = wall.split('T') as [string, string];
      const [y, m, d] = day.split('-');
      expect(formatInZone(zonedWallTimeToInstant(wall), 'audit'), wall).toBe(`${d}/${m}/${y} ${time}:00`);
    }
  });

  it('honours another zone', () => {
    expect(iso(zonedWallTimeToInstant('2026-07-01T09:00', 'Australia/Perth'))).toBe(
      '2026-07-01T01:00:00.000Z',
    );
    expect(iso(zonedWallTimeToInstant('2026-07-01T09:00', 'UTC'))).toBe('2026-07-01T09:00:00.000Z');
  });

  it('gives an invalid Date for text that is no wall time', () => {
    expect(Number.isNaN(zonedWallTimeToInstant('not a time').getTime())).toBe(true);
    expect(Number.isNaN(zonedWallTimeToInstant('').getTime())).toBe(true);
  });
});

describe('calendarDateInZone', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2026-06-30T13:59:59Z', '2026-06-30'],
    ['2026-06-30T14:00:00Z', '2026-07-01'],
    ['2026-06-30T14:30:00Z', '2026-07-01'],
    ['2026-12-31T12:59:59Z', '2026-12-31'],
    ['2026-12-31T13:00:00Z', '2027-01-01'],
    ['2026-04-04T15:30:00Z', '2026-04-05'],
    ['2026-04-04T16:30:00Z', '2026-04-05'],
    ['2026-10-03T16:00:00Z', '2026-10-04'],
  ])('%s falls on %s in Sydney', (instant, date) => {
    expect(calendarDateInZone(instant)).toBe(date);
    expect(calendarDateInZone(new Date(instant))).toBe(date);
  });

  it('honours another zone', () => {
    expect(calendarDateInZone('2026-06-30T14:30:00Z', 'Australia/Perth')).toBe('2026-06-30');
    expect(calendarDateInZone('2026-06-30T14:30:00Z', 'UTC')).toBe('2026-06-30');
  });

  it("gives today's Sydney date when no instant is given", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-30T15:00:00Z')); // already 1 July in Sydney
    expect(calendarDateInZone(undefined)).toBe('2026-07-01');
    expect(calendarDateInZone(null)).toBe('2026-07-01');
  });

  it.each([
    ['an empty string', ''],
    ['garbage text', 'not a date'],
    ['an invalid Date', new Date(Number.NaN)],
  ])("reads %s as ''", (_label, value) => {
    expect(calendarDateInZone(value)).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('formats a YYYY-MM-DD date without shifting it through a zone', () => {
    expect(formatCalendarDate('2026-07-01')).toBe('01-07-2026');
    expect(formatCalendarDate('2026-01-05', 'agreement')).toBe('Jan 5, 2026');
    expect(formatCalendarDate('2026-12-31', 'agreement')).toBe('Dec 31, 2026');
  });

  it('uses only the date part of a timestamp, even where Sydney is already the next day', () => {
    expect(formatCalendarDate('2026-07-01T23:30:00Z')).toBe('01-07-2026');
    expect(formatCalendarDate('2026-07-01T00:00:00.000Z', 'agreement')).toBe('Jul 1, 2026');
  });

  it('knows leap days', () => {
    expect(formatCalendarDate('2024-02-29')).toBe('29-02-2024');
    expect(formatCalendarDate('2026-02-29')).toBe('');
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['garbage text', 'not a date'],
    ['30 February', '2026-02-30'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-07-00'],
    ['an unpadded date', '2026-7-1'],
  ])("reads %s as ''", (_label, value) => {
    expect(formatCalendarDate(value)).toBe('');
    expect(formatCalendarDate(value, 'agreement')).toBe('');
  });
});

// Issue 40 item 3: before 10–11 am in Sydney, UTC is still on yesterday. At 08:00 Sydney every
// date-only value reads the company's day, not UTC's.
describe('date-only values at 08:00 Sydney', () => {
  // Wednesday 2 December 2026, 08:00 AEDT (UTC+11) is 21:00 on 1 December in UTC.
  const eight = new Date('2026-12-01T21:00:00Z');
  afterEach(() => {
    vi.useRealTimers();
  });

  it("today is Sydney's day, not UTC's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(eight);
    expect(calendarDateInZone(new Date())).toBe('2026-12-02');
    expect(calendarDateInZone(undefined)).toBe('2026-12-02');
    expect(formatInZone(new Date(), 'date')).toBe('02-12-2026');
    // What cutting the instant at its UTC date gives: the day before.
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-12-01');
  });

  it('an instant sent at 08:00 reads its Sydney day, in AEDT and in AEST', () => {
    expect(formatInZone('2026-12-01T21:00:00.000Z', 'date')).toBe('02-12-2026');
    // 08:00 AEST (UTC+10), 15 June: 22:00 UTC on the 14th.
    expect(formatInZone('2026-06-14T22:00:00.000Z', 'date')).toBe('15-06-2026');
  });

  it('calendar-day arithmetic does not move through any zone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(eight);
    const today = calendarDateInZone(new Date());
    expect(addCalendarDays(today, 1)).toBe('2026-12-03');
    expect(addCalendarDays(today, -2)).toBe('2026-11-30');
    expect(formatCalendarDate(addCalendarDays(today, 29))).toBe('31-12-2026');
    expect(utcCalendarDate(new Date(Date.UTC(2026, 11, 2)))).toBe('2026-12-02');
  });

  it("reads a spreadsheet's date cell (local midnight) as its own day in the machine's zone", () => {
    expect(sheetCellDate(new Date(2026, 11, 2))).toBe('2026-12-02');
    expect(sheetCellDate(new Date(2026, 0, 1))).toBe('2026-01-01');
  });
});

describe('addMonths', () => {
  const sydneyDay = (d: Date) => calendarDateInZone(d);
  const sydneyTime = (d: Date) => formatInZone(d, 'time');

  it("runs a month from 08:00 Sydney on 31 March to 30 April, not from UTC's 30 March to 1 May", () => {
    const start = zonedWallTimeToInstant('2027-03-31T08:00');
    const end = addMonths(start, 1, 'Australia/Sydney');
    expect(sydneyDay(end)).toBe('2027-04-30');
    // Daylight saving ended in between: still 08:00 on the wall clock.
    expect(sydneyTime(end)).toBe('8:00 AM');
  });

  it('keeps the day of month, clamped to a shorter month, across a year end and a leap February', () => {
    const at = (wall: string) => zonedWallTimeToInstant(wall);
    expect(addMonths(at('2026-01-31T08:00'), 1, 'Australia/Sydney')).toEqual(at('2026-02-28T08:00'));
    expect(addMonths(at('2027-12-31T00:30'), 2, 'Australia/Sydney')).toEqual(at('2028-02-29T00:30'));
    expect(addMonths(at('2026-11-27T10:15'), 12, 'Australia/Sydney')).toEqual(at('2027-11-27T10:15'));
  });

  it('reads the day in the zone it is given', () => {
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1, 'UTC').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(addMonths(new Date('2026-11-27T00:00:00.250Z'), 12, 'UTC').toISOString()).toBe(
      '2027-11-27T00:00:00.250Z',
    );
  });
});
