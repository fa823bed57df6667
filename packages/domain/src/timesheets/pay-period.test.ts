import { describe, expect, it } from 'vitest';
import { payPeriodInstants, payPeriodOf } from './pay-period.ts';
import { formatDifference, rosteredWorked, shortBeyondTolerance, workedSpans } from './rostered-worked.ts';

const SYD = 'Australia/Sydney';
const weekly = { payPeriod: 'weekly', anchorDate: '2026-01-05' } as const;
const fortnightly = { payPeriod: 'fortnightly', anchorDate: '2026-01-05' } as const;
const monthly = { payPeriod: 'monthly', anchorDate: '2026-01-05' } as const;

describe('payPeriodOf', () => {
  it('weekly: the Monday-to-Sunday week from the anchor, on its first and last day', () => {
    expect(payPeriodOf(weekly, '2026-11-23')).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-29' });
    expect(payPeriodOf(weekly, '2026-11-29')).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-29' });
    expect(payPeriodOf(weekly, '2026-11-30')).toEqual({ fromDate: '2026-11-30', toDate: '2026-12-06' });
  });

  it('fortnightly: 14 days from the anchor, also before the anchor', () => {
    expect(payPeriodOf(fortnightly, '2026-11-27')).toEqual({ fromDate: '2026-11-23', toDate: '2026-12-06' });
    expect(payPeriodOf(fortnightly, '2026-01-04')).toEqual({ fromDate: '2025-12-22', toDate: '2026-01-04' });
    expect(payPeriodOf(fortnightly, '2026-01-05')).toEqual({ fromDate: '2026-01-05', toDate: '2026-01-18' });
  });

  it('over 31 December: the period runs into the new year', () => {
    expect(payPeriodOf(fortnightly, '2026-12-31')).toEqual({ fromDate: '2026-12-21', toDate: '2027-01-03' });
    expect(payPeriodOf(weekly, '2027-01-01')).toEqual({ fromDate: '2026-12-28', toDate: '2027-01-03' });
    expect(payPeriodOf(monthly, '2026-12-31')).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
  });

  it('monthly: the calendar month, month ends and February of a leap year included', () => {
    expect(payPeriodOf(monthly, '2026-11-30')).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30' });
    expect(payPeriodOf(monthly, '2026-02-28')).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(payPeriodOf(monthly, '2028-02-29')).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
    expect(payPeriodOf(monthly, '2026-01-31')).toEqual({ fromDate: '2026-01-01', toDate: '2026-01-31' });
  });

  it('an anchor that is not a Monday starts the periods on its own weekday', () => {
    const wednesdays = { payPeriod: 'weekly', anchorDate: '2026-11-04' } as const;
    expect(payPeriodOf(wednesdays, '2026-11-27')).toEqual({ fromDate: '2026-11-25', toDate: '2026-12-01' });
  });
});

describe('payPeriodInstants in Sydney', () => {
  it('the week daylight saving starts is 7 days less an hour (midnight AEST to midnight AEDT)', () => {
    const period = payPeriodOf(weekly, '2026-10-04');
    expect(period).toEqual({ fromDate: '2026-09-28', toDate: '2026-10-04' });
    const i = payPeriodInstants(period, SYD);
    expect(i).toEqual({ fromDate: '2026-09-27T14:00:00.000Z', toDate: '2026-10-04T13:00:00.000Z' });
    expect(Date.parse(i.toDate) - Date.parse(i.fromDate)).toBe((7 * 24 - 1) * 3_600_000);
  });

  it('the fortnight daylight saving ends is 14 days and an hour', () => {
    const period = payPeriodOf(fortnightly, '2026-04-05');
    expect(period).toEqual({ fromDate: '2026-03-30', toDate: '2026-04-12' });
    const i = payPeriodInstants(period, SYD);
    expect(i).toEqual({ fromDate: '2026-03-29T13:00:00.000Z', toDate: '2026-04-12T14:00:00.000Z' });
  });
});

describe('rosteredWorked', () => {
  const H = 3_600_000 * 10_000;
  it('compares the rostered instants with the worked ticks; short is negative', () => {
    const night = { dateFrom: '2026-10-03T12:00:00.000Z', dateTo: '2026-10-03T19:00:00.000Z' };
    expect(rosteredWorked(night, 6 * H)).toEqual({ rostered: 7 * H, worked: 6 * H, difference: -H });
    expect(formatDifference(-H)).toBe('−1 Hrs 0 min');
    expect(formatDifference(H / 2)).toBe('+0 Hrs 30 min');
    expect(rosteredWorked(night, null).difference).toBeNull();
    expect(rosteredWorked(null, H)).toEqual({ rostered: null, worked: H, difference: null });
  });
});

describe('shortBeyondTolerance', () => {
  const MIN = 60_000 * 10_000;
  it('is short only beyond the tolerance: 14 and 15 minutes short are within 15, 16 is beyond; 0 allows none', () => {
    expect(shortBeyondTolerance(-14 * MIN, 15)).toBe(false);
    expect(shortBeyondTolerance(-15 * MIN, 15)).toBe(false);
    expect(shortBeyondTolerance(-16 * MIN, 15)).toBe(true);
    expect(shortBeyondTolerance(-1 * MIN, 0)).toBe(true);
    expect(shortBeyondTolerance(0, 0)).toBe(false);
    expect(shortBeyondTolerance(60 * MIN, 0)).toBe(false);
    expect(shortBeyondTolerance(null, 0)).toBe(false);
  });
});

describe('workedSpans', () => {
  it('joins the splits of one attendance: earliest in, latest out, summed time', () => {
    const spans = workedSpans([
      { attendanceId: 'a', clockIn: '2026-11-02T08:00:00Z', clockOut: '2026-11-02T10:00:00Z', duration: 2 },
      { attendanceId: 'b', clockIn: '2026-11-03T08:00:00Z', clockOut: '2026-11-03T09:00:00Z', duration: 1 },
      { attendanceId: 'a', clockIn: '2026-11-02T07:00:00Z', clockOut: '2026-11-02T08:00:00Z', duration: 1 },
    ]);
    expect(spans.get('a')).toEqual({
      attendanceId: 'a',
      clockIn: '2026-11-02T07:00:00Z',
      clockOut: '2026-11-02T10:00:00Z',
      duration: 3,
    });
    expect(spans.get('b')?.duration).toBe(1);
  });
});
