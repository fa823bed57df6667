import { describe, expect, it } from 'vitest';
import {
  netNegativeDays,
  type PostablePayLine,
  payCategoryMappingSchema,
  payCategoryMappingView,
  payItemProblem,
  payrollPeriodsTouched,
  payTimesheets,
} from './pay-category-mapping.ts';

const FORTNIGHT = { type: 'FORTNIGHTLY', anchor: '2026-11-16' };
const line = (over: Partial<PostablePayLine> & Pick<PostablePayLine, 'category'>): PostablePayLine => ({
  date: '2026-11-18',
  hours: '4.00',
  units: null,
  pieces: [],
  ...over,
});
const ALL_MAPPED = { ordinary: 'R-ORD', saturday: 'R-SAT', 'overtime-150': 'R-OT', 'km-allowance': 'A-KM' };

describe('payTimesheets (issue 38 item 5)', () => {
  it('one timesheet per payroll period, a row per pay item, a number per day from the pieces', () => {
    const { timesheets, unmapped } = payTimesheets(
      FORTNIGHT,
      [
        {
          fromDate: '2026-11-16',
          toDate: '2026-11-29',
          lines: [
            // Period overtime: one line whose pieces fall on two days.
            line({
              category: 'overtime-150',
              hours: '3.00',
              pieces: [
                { date: '2026-11-27', hours: '1.00', units: null },
                { date: '2026-11-28', hours: '2.00', units: null },
              ],
            }),
            line({ category: 'ordinary', date: '2026-11-16', hours: '7.50' }),
            line({ category: 'ordinary', date: '2026-11-16', hours: '0.25' }),
            line({ category: 'km-allowance', date: '2026-11-21', hours: null, units: '12.5' }),
          ],
        },
      ],
      ALL_MAPPED,
    );
    expect(unmapped).toEqual([]);
    expect(timesheets).toHaveLength(1);
    const [sheet] = timesheets;
    expect([sheet?.startDate, sheet?.endDate]).toEqual(['2026-11-16', '2026-11-29']);
    const row = (id: string) => sheet?.lines.find((l) => l.earningsRateId === id)?.unitsPerDay;
    expect(row('R-ORD')?.[0]).toBe(7.75);
    expect(row('R-ORD')).toHaveLength(14);
    expect(row('R-OT')?.slice(11, 13)).toEqual([1, 2]);
    expect(row('A-KM')?.[5]).toBe(12.5);
  });

  it('a product period across two payroll periods makes two timesheets; a correction dated earlier is paid on its period’s first day', () => {
    const { timesheets } = payTimesheets(
      { type: 'WEEKLY', anchor: '2026-11-16' },
      [
        {
          fromDate: '2026-11-23',
          toDate: '2026-12-06',
          lines: [
            line({ category: 'ordinary', date: '2026-11-10', hours: '3.00' }),
            line({ category: 'saturday', date: '2026-12-05', hours: '6.00' }),
          ],
        },
      ],
      ALL_MAPPED,
    );
    expect(
      timesheets.map((t) => [t.startDate, t.lines.map((l) => [l.earningsRateId, l.unitsPerDay[0]])]),
    ).toEqual([
      ['2026-11-23', [['R-ORD', 3]]],
      ['2026-11-30', [['R-SAT', 0]]],
    ]);
    expect(timesheets[1]?.lines[0]?.unitsPerDay[5]).toBe(6);
  });

  it('a correction that lowers hours is netted against the pay item’s other days: no day below zero, the total kept', () => {
    const { timesheets, belowZero } = payTimesheets(
      FORTNIGHT,
      [
        {
          fromDate: '2026-11-16',
          toDate: '2026-11-29',
          lines: [
            // −2.5 h for an earlier period, paid on the first day; the worker's own hours come later.
            line({ category: 'ordinary', date: '2026-11-05', hours: '-2.50' }),
            line({ category: 'ordinary', date: '2026-11-17', hours: '2.00' }),
            line({ category: 'ordinary', date: '2026-11-19', hours: '4.00' }),
            line({ category: 'saturday', date: '2026-11-21', hours: '6.00' }),
          ],
        },
      ],
      ALL_MAPPED,
    );
    expect(belowZero).toEqual([]);
    const ordinary = timesheets[0]?.lines.find((l) => l.earningsRateId === 'R-ORD')?.unitsPerDay;
    expect(ordinary?.slice(0, 4)).toEqual([0, 0, 0, 3.5]);
    expect(ordinary?.reduce((a, b) => a + b, 0)).toBe(3.5);
    expect(timesheets[0]?.lines.find((l) => l.earningsRateId === 'R-SAT')?.unitsPerDay[5]).toBe(6);
  });

  it('a pay item whose period total is below zero stops the worker’s post and names its categories', () => {
    const result = payTimesheets(
      FORTNIGHT,
      [
        {
          fromDate: '2026-11-16',
          toDate: '2026-11-29',
          lines: [
            line({ category: 'ordinary', date: '2026-11-05', hours: '-3.00' }),
            line({ category: 'ordinary', date: '2026-11-17', hours: '2.00' }),
            line({ category: 'saturday', date: '2026-11-21', hours: '6.00' }),
          ],
        },
      ],
      ALL_MAPPED,
    );
    expect(result).toEqual({ timesheets: [], unmapped: [], belowZero: ['ordinary'] });
  });

  it('netNegativeDays takes from the days after first, then before; null when the total is below zero', () => {
    expect(netNegativeDays([1, 0, -2, 1, 0.5])).toEqual([0.5, 0, 0, 0, 0]);
    expect(netNegativeDays([2, -1, 3])).toEqual([2, 0, 2]);
    expect(netNegativeDays([1, -1.25])).toBeNull();
    expect(netNegativeDays([0, 4])).toEqual([0, 4]);
  });

  it('a category without a pay item stops the whole post and is named', () => {
    const result = payTimesheets(
      FORTNIGHT,
      [
        {
          fromDate: '2026-11-16',
          toDate: '2026-11-29',
          lines: [
            line({ category: 'sunday' }),
            line({ category: 'ordinary' }),
            line({ category: 'sleepover-allowance', units: '1' }),
          ],
        },
      ],
      ALL_MAPPED,
    );
    expect(result).toEqual({ timesheets: [], unmapped: ['sunday', 'sleepover-allowance'], belowZero: [] });
  });

  it('a monthly payroll calendar makes nothing', () => {
    expect(payTimesheets({ type: 'MONTHLY', anchor: '2026-11-01' }, [], {}).timesheets).toEqual([]);
  });
});

describe('the mapping', () => {
  it('lists the 17 categories in order, and which have no pay item', () => {
    const view = payCategoryMappingView([
      { category: 'ordinary', payItemId: 'R1', payItemName: 'Ordinary Hours' },
    ]);
    expect(view.rows).toHaveLength(17);
    expect(view.rows[0]).toMatchObject({
      category: 'ordinary',
      payItemName: 'Ordinary Hours',
      kind: 'earnings',
    });
    expect(view.rows.find((r) => r.category === 'km-allowance')?.kind).toBe('allowance');
    expect(view.missing).toHaveLength(16);
    expect(view.missingLabels[0]).toBe('Afternoon shift');
  });

  it('an allowance takes an allowance type, hours take an earnings rate, never a fixed amount', () => {
    const item = (earningsType: string, rateType = 'RATEPERUNIT') => ({
      id: 'x',
      name: 'X',
      earningsType,
      rateType,
      units: 'Hours',
    });
    expect(payItemProblem('ordinary', item('ORDINARYTIMEEARNINGS'))).toBeNull();
    expect(payItemProblem('overtime-200', item('OVERTIMEEARNINGS', 'MULTIPLE'))).toBeNull();
    expect(payItemProblem('km-allowance', item('ALLOWANCE'))).toBeNull();
    expect(payItemProblem('km-allowance', item('ORDINARYTIMEEARNINGS'))).toBe(
      'Vehicle allowance is an allowance: choose a Xero allowance type (earnings type Allowance)',
    );
    expect(payItemProblem('saturday', item('ALLOWANCE'))).toBe(
      'Saturday is paid in hours: choose a Xero earnings rate, not an allowance',
    );
    expect(payItemProblem('ordinary', item('ORDINARYTIMEEARNINGS', 'FIXEDAMOUNT'))).toMatch(/fixed amount/);
    expect(payItemProblem('ordinary', undefined)).toMatch(/not in Xero any more/);
  });

  it('refuses an unknown category', () => {
    expect(payCategoryMappingSchema.safeParse({ mappings: { tips: 'R1' } }).success).toBe(false);
    expect(payCategoryMappingSchema.safeParse({ mappings: { ordinary: 'R1', sunday: '' } }).success).toBe(
      true,
    );
  });

  it('the payroll periods a range touches', () => {
    expect(payrollPeriodsTouched(FORTNIGHT, '2026-11-10', '2026-11-20').map((p) => p.startDate)).toEqual([
      '2026-11-02',
      '2026-11-16',
    ]);
  });
});
