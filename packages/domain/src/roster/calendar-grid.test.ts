import { describe, expect, it } from 'vitest';
import { addDays, localDaysToInstants, monthGrid, todayIn, weekAround, weekdayOf } from './calendar-grid.ts';

const SYDNEY = 'Australia/Sydney';

describe('monthGrid', () => {
  it('needs 42 cells for a 31-day month starting on Saturday (August 2026)', () => {
    const grid = monthGrid('2026-08');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-07-26');
    expect(grid[6]).toBe('2026-08-01');
    expect(grid.at(-1)).toBe('2026-09-05');
    expect(weekdayOf(grid[0] ?? '')).toBe(0);
  });

  it('keeps 35 cells for February 2026, which starts on Sunday and fills exactly four weeks', () => {
    const grid = monthGrid('2026-02');
    expect(grid).toHaveLength(35);
    expect(grid[0]).toBe('2026-02-01');
    expect(grid[27]).toBe('2026-02-28');
    expect(grid.at(-1)).toBe('2026-03-07');
  });

  it('counts the leading days: a 30-day month starting on Saturday needs 6 weeks, one starting Tuesday 5', () => {
    // November 2025 starts on Saturday: 6 leading days + 30 = 36 cells of content, so 6 weeks.
    expect(monthGrid('2025-11')).toHaveLength(42);
    // December 2026 starts on Tuesday: 2 + 31 = 33, five weeks.
    expect(monthGrid('2026-12')).toHaveLength(35);
    expect(monthGrid('2026-12')[0]).toBe('2026-11-29');
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
