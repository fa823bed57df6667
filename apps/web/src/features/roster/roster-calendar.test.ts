import { describe, expect, it } from 'vitest';
import { shiftView } from '../../test/shifts.ts';
import {
  groupByLocalDay,
  localDayReader,
  periodLabel,
  stepAnchor,
  timeRange,
  visibleDays,
} from './roster-calendar.ts';

describe('the roster calendar', () => {
  it('reads local days at midnight, also across the night daylight saving starts and in half-hour zones', () => {
    const sydney = localDayReader('Australia/Sydney');
    // Clocks go forward at 2:00 AM on Sunday 4 October 2026; midnight is still at UTC+10.
    expect(sydney('2026-10-03T13:59:59Z')).toBe('2026-10-03');
    expect(sydney('2026-10-03T14:00:00Z')).toBe('2026-10-04');
    // After the change, midnight is at UTC+11.
    expect(sydney('2026-10-04T12:59:00Z')).toBe('2026-10-04');
    expect(sydney('2026-10-04T13:00:00Z')).toBe('2026-10-05');
    const adelaide = localDayReader('Australia/Adelaide');
    expect(adelaide('2026-07-01T14:29:00Z')).toBe('2026-07-01');
    expect(adelaide('2026-07-01T14:30:00Z')).toBe('2026-07-02');
  });

  it('groups shifts by the local day they start, each day in order of start', () => {
    const late = shiftView({ dateFrom: '2026-12-10T06:00:00.000Z', dateTo: '2026-12-10T10:00:00.000Z' });
    const early = shiftView({ dateFrom: '2026-12-09T22:00:00.000Z', dateTo: '2026-12-10T02:00:00.000Z' });
    const dayBefore = shiftView({ dateFrom: '2026-12-09T12:59:00.000Z', dateTo: '2026-12-09T20:00:00.000Z' });
    const byDay = groupByLocalDay([late, dayBefore, early], 'Australia/Sydney');
    expect(byDay.get('2026-12-10')).toEqual([early, late]);
    expect(byDay.get('2026-12-09')).toEqual([dayBefore]);
  });

  it('shows 35 or 42 days for a month and 7 for a week; a month steps to the 1st, a week by 6 days', () => {
    expect(visibleDays('month', '2026-12-10')).toHaveLength(35);
    expect(visibleDays('month', '2026-08-31')).toHaveLength(42);
    expect(visibleDays('week', '2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(stepAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(stepAnchor('week', '2026-12-29', 1)).toBe('2027-01-04');
    expect(periodLabel('week', '2026-12-31', visibleDays('week', '2026-12-31'))).toBe(
      '28 Dec 2026 – 3 Jan 2027',
    );
    expect(periodLabel('month', '2026-12-31', [])).toBe('December 2026');
  });

  it('shows a card’s times in the company zone', () => {
    const shift = { dateFrom: '2026-12-09T22:00:00.000Z', dateTo: '2026-12-10T02:30:00.000Z' };
    expect(timeRange(shift, 'Australia/Sydney')).toBe('9:00 AM – 1:30 PM');
    expect(timeRange(shift, 'Australia/Perth')).toBe('6:00 AM – 10:30 AM');
  });
});
