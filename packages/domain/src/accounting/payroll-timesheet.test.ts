import { describe, expect, it } from 'vitest';
import { type PayableSplit, payrollPeriodOf, timesheetPayloads } from './payroll-timesheet.ts';

const HOUR = 36_000_000_000;
const FORTNIGHTLY = { type: 'FORTNIGHTLY', anchor: '2026-11-16' };
const WEEKLY = { type: 'WEEKLY', anchor: '2026-11-16' };
const split = (localDate: string, code: string, hours: number, totalKm = 0): PayableSplit => ({
  localDate,
  code,
  durationTicks: hours * HOUR,
  totalKm,
});
const RATES = { M: 'ord', E: 'eve', SA: 'sat', N: 'sleep', KM: 'km' };

describe('payrollPeriodOf', () => {
  it('finds the period holding a date, before and after the anchor', () => {
    expect(payrollPeriodOf(FORTNIGHTLY, '2026-11-29')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-29',
    });
    expect(payrollPeriodOf(FORTNIGHTLY, '2026-11-30')).toEqual({
      startDate: '2026-11-30',
      endDate: '2026-12-13',
    });
    expect(payrollPeriodOf(FORTNIGHTLY, '2026-11-15')).toEqual({
      startDate: '2026-11-02',
      endDate: '2026-11-15',
    });
  });

  it('refuses calendars whose periods are not whole weeks (monthly)', () => {
    expect(payrollPeriodOf({ type: 'MONTHLY', anchor: '2026-11-01' }, '2026-11-20')).toBeNull();
  });
});

describe('timesheetPayloads', () => {
  it('makes one line per earnings rate with a number per day of the pay period', () => {
    const { timesheets } = timesheetPayloads(
      FORTNIGHTLY,
      [
        split('2026-11-16', 'M', 6),
        split('2026-11-17', 'M', 3),
        split('2026-11-17', 'E', 2),
        split('2026-11-21', 'SA', 5),
      ],
      RATES,
    );
    expect(timesheets).toHaveLength(1);
    const [ts] = timesheets;
    expect(ts).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-29' });
    const ord = ts?.lines.find((l) => l.earningsRateId === 'ord')?.unitsPerDay;
    expect(ord).toHaveLength(14);
    expect(ord?.slice(0, 3)).toEqual([6, 3, 0]);
    expect(ts?.lines.find((l) => l.earningsRateId === 'sat')?.unitsPerDay[5]).toBe(5);
  });

  it('splits a product period across two pay periods into two timesheets', () => {
    const { timesheets } = timesheetPayloads(
      WEEKLY,
      [split('2026-11-21', 'SA', 4), split('2026-11-24', 'M', 7.5)],
      RATES,
    );
    expect(timesheets.map((t) => [t.startDate, t.endDate])).toEqual([
      ['2026-11-16', '2026-11-22'],
      ['2026-11-23', '2026-11-29'],
    ]);
    expect(timesheets[1]?.lines[0]?.unitsPerDay).toEqual([0, 7.5, 0, 0, 0, 0, 0]);
  });

  it('counts a sleepover once (its allowance), whatever its hours', () => {
    const { timesheets } = timesheetPayloads(WEEKLY, [split('2026-11-18', 'N', 8)], RATES);
    expect(timesheets[0]?.lines).toEqual([{ earningsRateId: 'sleep', unitsPerDay: [0, 0, 1, 0, 0, 0, 0] }]);
  });

  it('posts kilometres on their own rate, by day', () => {
    const { timesheets } = timesheetPayloads(
      WEEKLY,
      [split('2026-11-16', 'M', 2, 12), split('2026-11-16', 'M', 1, 6.5)],
      RATES,
    );
    expect(timesheets[0]?.lines.find((l) => l.earningsRateId === 'km')?.unitsPerDay[0]).toBe(18.5);
  });

  it('reports the codes without a mapped rate instead of posting them', () => {
    const { timesheets, unmapped } = timesheetPayloads(WEEKLY, [split('2026-11-22', 'SU', 3, 4)], {
      M: 'ord',
    });
    expect(timesheets).toEqual([]);
    expect(unmapped).toEqual(['KM', 'SU']);
  });
});
