import { describe, expect, it } from 'vitest';
import { dayjs } from '../dates.ts';
import type { WeekdayFlags } from './roster-lists.ts';
import { localDateOf, seriesTimes, timesOnDate } from './shift-series.ts';

const SYDNEY = 'Australia/Sydney';
const NONE: WeekdayFlags = {
  sunday: false,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
};
const EVERY_DAY: WeekdayFlags = {
  sunday: true,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
};
const local = (iso: string) => dayjs(iso).tz(SYDNEY).format('ddd YYYY-MM-DD HH:mm');
const hours = (s: { dateFrom: string; dateTo: string }) =>
  (Date.parse(s.dateTo) - Date.parse(s.dateFrom)) / 3_600_000;

describe('seriesTimes', () => {
  it('keeps the local 09:00–13:00 across the start of daylight saving (the instant moves an hour)', () => {
    // Fri 2 Oct 2026 09:00 AEST (+10); daylight saving starts Sun 4 Oct at 02:00.
    const first = { dateFrom: '2026-10-01T23:00:00.000Z', dateTo: '2026-10-02T03:00:00.000Z' };
    const shifts = seriesTimes(first, { ...NONE, friday: true }, '2026-10-09', SYDNEY);
    expect(shifts).toEqual([
      first,
      { dateFrom: '2026-10-08T22:00:00.000Z', dateTo: '2026-10-09T02:00:00.000Z' },
    ]);
    expect(shifts.map((s) => local(s.dateFrom))).toEqual(['Fri 2026-10-02 09:00', 'Fri 2026-10-09 09:00']);
    expect(shifts.map(hours)).toEqual([4, 4]);
  });

  it('makes an overnight 22:00→06:00 shift 7 hours on the night daylight saving starts, 9 when it ends', () => {
    // Sat 3 Oct 2026 22:00 AEST → Sun 06:00 AEDT.
    const spring = seriesTimes(
      { dateFrom: '2026-10-02T12:00:00.000Z', dateTo: '2026-10-02T20:00:00.000Z' },
      { ...NONE, saturday: true },
      '2026-10-10',
      SYDNEY,
    );
    expect(spring.map((s) => local(s.dateFrom))).toEqual([
      'Fri 2026-10-02 22:00',
      'Sat 2026-10-03 22:00',
      'Sat 2026-10-10 22:00',
    ]);
    expect(spring.map((s) => local(s.dateTo))).toEqual([
      'Sat 2026-10-03 06:00',
      'Sun 2026-10-04 06:00',
      'Sun 2026-10-11 06:00',
    ]);
    expect(spring.map(hours)).toEqual([8, 7, 8]);

    // Sat 3 Apr 2027 22:00 AEDT → Sun 06:00 AEST.
    const autumn = seriesTimes(
      { dateFrom: '2027-04-02T11:00:00.000Z', dateTo: '2027-04-02T19:00:00.000Z' },
      { ...NONE, saturday: true },
      '2027-04-03',
      SYDNEY,
    );
    expect(autumn.map(hours)).toEqual([8, 9]);
    expect(local(autumn[1]?.dateTo ?? '')).toBe('Sun 2027-04-04 06:00');
  });

  it('puts a start that does not exist on the spring-forward night just past the gap', () => {
    // Sun 27 Sep 2026 02:30–04:00 AEST, weekly; on Sun 4 Oct 02:30 never happens (02:00 → 03:00).
    const first = { dateFrom: '2026-09-26T16:30:00.000Z', dateTo: '2026-09-26T18:00:00.000Z' };
    const [, gap] = seriesTimes(first, { ...NONE, sunday: true }, '2026-10-04', SYDNEY);
    expect(local(gap?.dateFrom ?? '')).toBe('Sun 2026-10-04 03:30');
    expect(local(gap?.dateTo ?? '')).toBe('Sun 2026-10-04 04:00');
    expect(hours(gap ?? first)).toBe(0.5);
  });

  it('takes only the chosen weekdays, includes the stop date, and always the first shift', () => {
    // Tue 24 Nov 2026 09:00–11:00; Mondays and Wednesdays to Mon 7 Dec.
    const first = { dateFrom: '2026-11-23T22:00:00.000Z', dateTo: '2026-11-24T00:00:00.000Z' };
    const shifts = seriesTimes(first, { ...NONE, monday: true, wednesday: true }, '2026-12-07', SYDNEY);
    expect(shifts.map((s) => local(s.dateFrom))).toEqual([
      'Tue 2026-11-24 09:00',
      'Wed 2026-11-25 09:00',
      'Mon 2026-11-30 09:00',
      'Wed 2026-12-02 09:00',
      'Mon 2026-12-07 09:00',
    ]);
    expect(seriesTimes(first, NONE, '2026-12-31', SYDNEY)).toEqual([first]);
    expect(seriesTimes(first, EVERY_DAY, '2026-11-20', SYDNEY)).toEqual([first]);
  });

  it('runs every day over the year end on the local calendar', () => {
    // Wed 30 Dec 2026 23:00 → Thu 01:00 local (AEDT).
    const first = { dateFrom: '2026-12-30T12:00:00.000Z', dateTo: '2026-12-30T14:00:00.000Z' };
    const shifts = seriesTimes(first, EVERY_DAY, '2027-01-01', SYDNEY);
    expect(shifts.map((s) => local(s.dateFrom))).toEqual([
      'Wed 2026-12-30 23:00',
      'Thu 2026-12-31 23:00',
      'Fri 2027-01-01 23:00',
    ]);
    expect(shifts.every((s) => hours(s) === 2)).toBe(true);
  });
});

describe('timesOnDate', () => {
  it('moves an overnight shift keeping its wall-clock start and its end on the next day', () => {
    const night = { dateFrom: '2026-11-24T11:00:00.000Z', dateTo: '2026-11-24T21:00:00.000Z' }; // Tue 22:00 → Wed 08:00
    const moved = timesOnDate(night, '2027-04-03', SYDNEY);
    expect(local(moved.dateFrom)).toBe('Sat 2027-04-03 22:00');
    expect(local(moved.dateTo)).toBe('Sun 2027-04-04 08:00');
    expect(hours(moved)).toBe(11);
  });

  it('keeps a day shift on the date given', () => {
    const day = { dateFrom: '2026-11-23T22:00:00.000Z', dateTo: '2026-11-24T02:00:00.000Z' };
    expect(timesOnDate(day, '2026-10-04', SYDNEY)).toEqual({
      dateFrom: '2026-10-03T22:00:00.000Z',
      dateTo: '2026-10-04T02:00:00.000Z',
    });
  });
});

describe('localDateOf', () => {
  it('is the Sydney date, not the UTC one', () => {
    expect(localDateOf('2026-12-31T13:30:00Z', SYDNEY)).toBe('2027-01-01');
    expect(localDateOf(new Date('2026-10-03T13:59:59Z'), SYDNEY)).toBe('2026-10-03');
    expect(localDateOf('2026-10-03T14:00:00Z', SYDNEY)).toBe('2026-10-04');
  });
});
