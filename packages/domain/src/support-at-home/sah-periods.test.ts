import { describe, expect, it } from 'vitest';
import { claimWindow, claimWindowLastDay, rolloverOpen } from './sah-claim-window.ts';
import { overrunWarning } from './sah-quarter-figures.ts';
import {
  financialYearStart,
  groupByQuarter,
  quarterOf,
  shiftQuarter,
  splitByQuarter,
} from './sah-quarters.ts';

describe('quarters (SUPPORT-AT-HOME.md §1.2)', () => {
  it('start in July, October, January and April', () => {
    expect(quarterOf('2026-07-01')).toEqual({
      start: '2026-07-01',
      end: '2026-09-30',
      label: 'Jul–Sep 2026',
    });
    expect(quarterOf('2026-12-31')).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
      label: 'Oct–Dec 2026',
    });
    expect(quarterOf('2028-02-29')).toEqual({
      start: '2028-01-01',
      end: '2028-03-31',
      label: 'Jan–Mar 2028',
    });
    expect(shiftQuarter(quarterOf('2026-11-05'), 1).label).toBe('Jan–Mar 2027');
    expect(shiftQuarter(quarterOf('2026-11-05'), -2).label).toBe('Apr–Jun 2026');
    expect(financialYearStart('2026-06-30')).toBe('2025-07-01');
    expect(financialYearStart('2026-07-01')).toBe('2026-07-01');
  });

  it('a billing period with a quarter boundary inside is cut at the quarter end', () => {
    expect(splitByQuarter('2026-06-22', '2026-07-05')).toEqual([
      { quarter: quarterOf('2026-06-01'), from: '2026-06-22', to: '2026-06-30' },
      { quarter: quarterOf('2026-07-01'), from: '2026-07-01', to: '2026-07-05' },
    ]);
    expect(splitByQuarter('2026-05-01', '2026-05-31')).toHaveLength(1);
    expect(() => splitByQuarter('2026-05-02', '2026-05-01')).toThrow(/ends/);
  });

  it("a fortnight's lines over 30 June / 1 July draw on two quarters", () => {
    const lines = [
      { serviceDate: '2026-07-02', grossCents: 100 },
      { serviceDate: '2026-06-29', grossCents: 200 },
      { serviceDate: '2026-06-30', grossCents: 300 },
    ];
    const groups = groupByQuarter(lines);
    expect(groups.map((g) => [g.quarter.label, g.lines.map((l) => l.grossCents)])).toEqual([
      ['Apr–Jun 2026', [200, 300]],
      ['Jul–Sep 2026', [100]],
    ]);
  });
});

describe('the 60-day claiming period (§9.3)', () => {
  it('day 1 = the end date by default: 31 Dec 2025 + 59 days is 28 Feb 2026 (N3)', () => {
    expect(claimWindowLastDay('2025-12-31', 'END_DATE')).toBe('2026-02-28');
    expect(claimWindowLastDay('2025-12-31', 'DAY_AFTER')).toBe('2026-03-01');
    expect(claimWindowLastDay('2026-06-30', 'END_DATE')).toBe('2026-08-28');
    expect(claimWindowLastDay('2026-06-30', 'DAY_AFTER')).toBe('2026-08-29');
  });

  it('the last day is in time, the day after is late', () => {
    expect(claimWindow('2026-06-30', '2026-08-28', 'END_DATE').late).toBe(false);
    const late = claimWindow('2026-06-30', '2026-08-29', 'END_DATE');
    expect(late.late).toBe(true);
    expect(late.warning).toMatch(/delegate's approval and goes on a separate late invoice/);
    expect(claimWindow('2026-06-30', '2026-08-29', 'DAY_AFTER').late).toBe(false);
  });

  it('warns from 7 days before the earlier reading, naming both', () => {
    expect(claimWindow('2026-06-30', '2026-08-20', 'END_DATE').warning).toBeNull();
    expect(claimWindow('2026-06-30', '2026-08-21', 'END_DATE').warning).toBe(
      'Claim by 2026-08-28: the 60-day claiming period after 2026-06-30 ends on 2026-08-28 or 2026-08-29 depending on whether the end date is day 1 (unconfirmed)',
    );
  });

  it('the rollover opens after the quarter, within 60 days, with no claims pending', () => {
    expect(rolloverOpen('2026-06-30', '2026-06-30', 0).open).toBe(false);
    expect(rolloverOpen('2026-06-30', '2026-07-01', 0).open).toBe(true);
    expect(rolloverOpen('2026-06-30', '2026-08-29', 0).open).toBe(true);
    expect(rolloverOpen('2026-06-30', '2026-08-30', 0).reason).toMatch(/More than 60 days/);
    expect(rolloverOpen('2026-06-30', '2026-07-10', 2).reason).toBe(
      '2 claim(s) for the quarter are still pending',
    );
  });
});

describe('the overrun warning when rostering (issue 39 item 2)', () => {
  it('is silent within the budget and names the figures beyond it', () => {
    expect(overrunWarning(10_000, 10_000)).toBeNull();
    expect(overrunWarning(10_000, 12_550)).toBe(
      'This service ($125.50) would overrun the quarter: $100.00 remains, $25.50 over',
    );
  });
});
