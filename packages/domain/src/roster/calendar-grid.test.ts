import { describe, expect, it } from 'vitest';
import { addDays, localDaysToInstants, monthGrid, todayIn, weekAround, weekdayOf } from './calendar-grid.ts';

const SYDNEY = 'Australia/Sydney';

describe('monthGrid', () => {
  it('starts each week on Monday, as the date pickers do (issue 40): 42 cells for August 2026', () => {
    // August 2026 starts on a Saturday: 5 leading days + 31 = 36, so 6 weeks.
    const grid = monthGrid('2026-08');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-07-27');
    expect(weekdayOf(grid[0] ?? '')).toBe(1);
    expect(grid[5]).toBe('2026-08-01');
    expect(grid.at(-1)).toBe('2026-09-06');
    expect(weekdayOf(grid.at(-1) ?? '')).toBe(0);
  });

  it('puts a month starting on Sunday at the end of its first row (February and November 2026)', () => {
    const february = monthGrid('2026-02');
    expect(february).toHaveLength(35);
    expect(february[0]).toBe('2026-01-26');
    expect(february[6]).toBe('2026-02-01');
    expect(february.at(-1)).toBe('2026-03-01');
    // November 2026: 6 leading days + 30 = 36, so 6 weeks.
    expect(monthGrid('2026-11')).toHaveLength(42);
  });

  it('counts the leading days: a month starting on Monday has none, one starting Tuesday one', () => {
    // November 2025 starts on Saturday: 5 + 30 = 35, five weeks exactly.
    expect(monthGrid('2025-11')).toHaveLength(35);
    expect(monthGrid('2026-06')[0]).toBe('2026-06-01');
    // December 2026 starts on Tuesday: 1 + 31 = 32, five weeks.
    expect(monthGrid('2026-12')).toHaveLength(35);
    expect(monthGrid('2026-12')[0]).toBe('2026-11-30');
  });
});

describe('weekAround, addDays', () => {
  it('centres seven dates on the given day, across the year end', () => {
    expect(weekAround('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('moves calendar dates over the year end, leap days and backwards, never through a zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-10-03', 1)).toBe('2026-10-04');
    expect(addDays('2026-10-04', 6)).toBe('2026-10-10');
  });
});

describe('todayIn', () => {
  it('is already New Year in Sydney at 13:30 UTC on 31 December', () => {
    expect(todayIn(new Date('2026-12-31T13:30:00Z'), SYDNEY)).toBe('2027-01-01');
    expect(todayIn(new Date('2026-12-31T12:59:59Z'), SYDNEY)).toBe('2026-12-31');
    expect(todayIn(new Date('2026-12-31T13:30:00Z'), 'UTC')).toBe('2026-12-31');
  });
});

describe('localDaysToInstants', () => {
  it('bounds the day daylight saving starts with a 23-hour day', () => {
    const { fromDate, toDate } = localDaysToInstants('2026-10-04', '2026-10-04', SYDNEY);
    expect(fromDate).toBe('2026-10-03T14:00:00.000Z');
    expect(toDate).toBe('2026-10-04T13:00:00.000Z');
    expect(Date.parse(toDate) - Date.parse(fromDate)).toBe(23 * 3_600_000);
  });

  it('bounds the day daylight saving ends with a 25-hour day, and a week range', () => {
    const day = localDaysToInstants('2027-04-04', '2027-04-04', SYDNEY);
    expect(Date.parse(day.toDate) - Date.parse(day.fromDate)).toBe(25 * 3_600_000);
    const week = localDaysToInstants('2026-12-28', '2027-01-03', SYDNEY);
    expect(week).toEqual({ fromDate: '2026-12-27T13:00:00.000Z', toDate: '2027-01-03T13:00:00.000Z' });
  });
});
