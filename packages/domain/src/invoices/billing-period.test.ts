import { describe, expect, it } from 'vitest';
import { billingWindow, inPeriodFor, isInPeriod } from './billing-period.ts';
import { shift, worked } from './line.test-kit.ts';

const APRIL = { fromDate: '2026-04-01', toDate: '2026-04-30' };
const MAY = { fromDate: '2026-05-01', toDate: '2026-05-31' };
const DECEMBER = { fromDate: '2026-12-01', toDate: '2026-12-31' };
const JANUARY = { fromDate: '2027-01-01', toDate: '2027-01-31' };
const dates = (list: ReturnType<typeof inPeriodFor>) => list.flatMap((a) => a.splits.map((s) => s.localDate));

describe('the billing period: local dates, both ends included', () => {
  it('holds both end days and nothing either side', () => {
    expect(isInPeriod('2026-04-01', APRIL)).toBe(true);
    expect(isInPeriod('2026-04-30', APRIL)).toBe(true);
    expect(isInPeriod('2026-03-31', APRIL)).toBe(false);
    expect(isInPeriod('2026-05-01', APRIL)).toBe(false);
    expect(isInPeriod('2026-12-31', DECEMBER)).toBe(true);
    expect(isInPeriod('2027-01-01', DECEMBER)).toBe(false);
  });

  it('reads a day either side, across month end, 31 December and a short February', () => {
    expect(billingWindow(APRIL)).toEqual({ fromDate: '2026-03-31', toDate: '2026-05-01' });
    expect(billingWindow(DECEMBER)).toEqual({ fromDate: '2026-11-30', toDate: '2027-01-01' });
    expect(billingWindow({ fromDate: '2026-03-01', toDate: '2026-03-01' })).toEqual({
      fromDate: '2026-02-28',
      toDate: '2026-03-02',
    });
    expect(billingWindow({ fromDate: '2028-03-01', toDate: '2028-03-01' }).fromDate).toBe('2028-02-29');
  });

  it('widens by calendar days on the Sydney change days, not by 24 hours', () => {
    // 5 April 2026 has 25 hours and 4 October 2026 has 23: the window is still the day before and after.
    expect(billingWindow({ fromDate: '2026-04-05', toDate: '2026-04-05' })).toEqual({
      fromDate: '2026-04-04',
      toDate: '2026-04-06',
    });
    expect(billingWindow({ fromDate: '2026-10-04', toDate: '2026-10-04' })).toEqual({
      fromDate: '2026-10-03',
      toDate: '2026-10-05',
    });
  });
});

describe('what a load bills of an attendance across the period’s edge', () => {
  // 30 April 22:00 to 1 May 04:00, Sydney: splits dated 30 April and 1 May.
  const monthEnd = worked(shift('2026-04-30T22:00', '2026-05-01T04:00'));
  // 31 December 20:00 to 1 January 02:00.
  const newYear = worked(shift('2026-12-31T20:00', '2027-01-01T02:00'));

  it('has the test attendances split on both sides of midnight', () => {
    expect(new Set(dates([monthEnd]))).toEqual(new Set(['2026-04-30', '2026-05-01']));
    expect(new Set(dates([newYear]))).toEqual(new Set(['2026-12-31', '2027-01-01']));
  });

  it('bills each split by its own date under the split rule: part in April, part in May', () => {
    const april = inPeriodFor([monthEnd], 'split', APRIL);
    const may = inPeriodFor([monthEnd], 'split', MAY);
    expect(new Set(dates(april))).toEqual(new Set(['2026-04-30']));
    expect(new Set(dates(may))).toEqual(new Set(['2026-05-01']));
    expect(april[0]?.attendanceId).toBe(monthEnd.attendanceId);
    // Nothing billed twice, nothing lost.
    expect(dates(april).length + dates(may).length).toBe(monthEnd.splits.length);
  });

  it('bills the whole attendance in the period it starts in under the higher-rate rule', () => {
    expect(inPeriodFor([monthEnd], 'higherRate', APRIL)).toEqual([monthEnd]);
    expect(inPeriodFor([monthEnd], 'higherRate', MAY)).toEqual([]);
  });

  it('splits 31 December to 1 January between the two years’ invoices, or bills it all in December', () => {
    expect(new Set(dates(inPeriodFor([newYear], 'split', DECEMBER)))).toEqual(new Set(['2026-12-31']));
    expect(new Set(dates(inPeriodFor([newYear], 'split', JANUARY)))).toEqual(new Set(['2027-01-01']));
    expect(inPeriodFor([newYear], 'higherRate', DECEMBER)).toEqual([newYear]);
    expect(inPeriodFor([newYear], 'higherRate', JANUARY)).toEqual([]);
  });

  it('keeps a night across the end of daylight saving (5 April 2026) on its local dates', () => {
    // 4 April 22:00 AEDT to 5 April 04:00 AEST: seven hours of work, the 2 o'clock hour twice.
    const night = worked(shift('2026-04-04T22:00', '2026-04-05T04:00'));
    const fourth = { fromDate: '2026-04-04', toDate: '2026-04-04' };
    const fifth = { fromDate: '2026-04-05', toDate: '2026-04-05' };
    expect(new Set(dates(inPeriodFor([night], 'split', fourth)))).toEqual(new Set(['2026-04-04']));
    expect(new Set(dates(inPeriodFor([night], 'split', fifth)))).toEqual(new Set(['2026-04-05']));
    expect(inPeriodFor([night], 'higherRate', fourth)).toEqual([night]);
    expect(inPeriodFor([night], 'higherRate', fifth)).toEqual([]);
  });

  it('keeps a night across the start of daylight saving (4 October 2026) on its local dates', () => {
    // 3 October 22:00 AEST to 4 October 04:00 AEDT: five hours of work, 2 o'clock never happens.
    const night = worked(shift('2026-10-03T22:00', '2026-10-04T04:00'));
    const third = { fromDate: '2026-10-03', toDate: '2026-10-03' };
    const fourth = { fromDate: '2026-10-04', toDate: '2026-10-04' };
    expect(new Set(dates(inPeriodFor([night], 'split', third)))).toEqual(new Set(['2026-10-03']));
    expect(new Set(dates(inPeriodFor([night], 'split', fourth)))).toEqual(new Set(['2026-10-04']));
    expect(inPeriodFor([night], 'higherRate', third)).toEqual([night]);
  });

  it('bills nothing of an attendance without splits, and keeps one wholly inside as it is', () => {
    const inside = worked(shift('2026-04-15T09:00', '2026-04-15T12:00'));
    const empty = { ...inside, attendanceId: 'empty', splits: [] };
    expect(inPeriodFor([empty], 'split', APRIL)).toEqual([]);
    expect(inPeriodFor([empty], 'higherRate', APRIL)).toEqual([]);
    expect(inPeriodFor([inside], 'split', APRIL)[0]).toBe(inside);
  });
});
