import { describe, expect, it } from 'vitest';
import { blockLines, correctionBlock, notApprovedBlock, workerBlockText } from './pay-blocks.ts';
import { payCsvFileName, payLinesCsv } from './pay-csv.ts';
import { hoursByCategory, type PayLineView } from './pay-lines-view.ts';
import {
  PAY_LINES_MESSAGES as M,
  periodsTouching,
  recentPeriods,
  staffPayLinesQuerySchema,
} from './pay-periods.ts';
import { periodPay, unapprovedStatus } from './period-pay.ts';

const fortnightly = { payPeriod: 'fortnightly' as const, anchorDate: '2026-01-05' };
const id = '6f1c2b9e-1111-4222-8333-444455556666';
const messages = (q: object) => {
  const r = staffPayLinesQuerySchema.safeParse(q);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the pay periods a call reads', () => {
  it('a range reads every whole period it touches', () => {
    expect(periodsTouching(fortnightly, '2026-11-30', '2026-12-08')).toEqual([
      { fromDate: '2026-11-23', toDate: '2026-12-06' },
      { fromDate: '2026-12-07', toDate: '2026-12-20' },
    ]);
    expect(
      periodsTouching({ payPeriod: 'weekly', anchorDate: '2026-01-05' }, '2026-11-30', '2026-11-30'),
    ).toEqual([{ fromDate: '2026-11-30', toDate: '2026-12-06' }]);
  });

  it('the picker offers the current period and those before it, newest first', () => {
    expect(recentPeriods(fortnightly, '2026-12-02', 3).map((p) => p.fromDate)).toEqual([
      '2026-11-23',
      '2026-11-09',
      '2026-10-26',
    ]);
  });

  it('bad ranges are refused with their message', () => {
    expect(messages({ staffId: id, fromDate: '2026-11-01', toDate: '2026-11-30' })).toEqual([]);
    expect(messages({ staffId: 'x', fromDate: '2026-11-01', toDate: '2026-11-30' })).toEqual([M.staffId]);
    expect(messages({ staffId: id, fromDate: '2026-02-30', toDate: '2026-11-30' })).toEqual([M.fromDate]);
    expect(messages({ staffId: id, fromDate: '2026-13-01', toDate: '2026-11-30' })).toEqual([M.fromDate]);
    expect(messages({ staffId: id, fromDate: '2026-11-01', toDate: '30/11/2026' })).toEqual([M.toDate]);
    expect(messages({ staffId: id, fromDate: '2026-11-30', toDate: '2026-11-01' })).toEqual([M.order]);
    expect(messages({ staffId: id, fromDate: '2026-09-01', toDate: '2026-12-02' })).toEqual([M.tooLong]);
    expect(messages({ staffId: id, fromDate: '2026-09-01', toDate: '2026-12-01' })).toEqual([]);
  });
});

const line = (over: Partial<PayLineView>): PayLineView => ({
  kind: 'award',
  corrects: null,
  date: '2026-11-28',
  toDate: '2026-11-28',
  shiftRosterId: null,
  category: 'saturday',
  categoryLabel: 'Saturday',
  hours: '6.00',
  units: null,
  multiplier: '1.75',
  rate: '63.385',
  amountCents: 38031,
  explanation: 'x',
  clause: 'cl',
  ruleId: 'ordinary',
  ote: true,
  warnings: [],
  pieces: [],
  ...over,
});

describe('a period’s status and the worker’s words', () => {
  it('an attendance is approved only when every split is', () => {
    expect(unapprovedStatus(['Approved', 'Approved'])).toBeNull();
    expect(unapprovedStatus(['Approved', 'Need Adjustment'])).toBe('Need Adjustment');
    expect(unapprovedStatus(['Approved', null])).toBe('Pending');
    expect(unapprovedStatus([])).toBe('Pending');
  });

  it('priced with nothing waiting is ready; an unapproved attendance keeps its lines but waits; no result is blocked', () => {
    const result = {
      status: 'priced' as const,
      periodStart: '2026-11-23',
      periodEnd: '2026-12-06',
      lines: [],
      totalCents: 0,
      problems: [],
      warnings: [],
    };
    const base = { fromDate: '2026-11-23', toDate: '2026-12-06', attendanceCount: 1 };
    expect(periodPay({ ...base, result, blocks: [] }).status).toBe('ready');
    const waiting = periodPay({ ...base, result, blocks: [notApprovedBlock('a', '2026-11-28', 'Pending')] });
    expect(waiting.status).toBe('waiting');
    expect(waiting.blocks[0]?.message).toBe(
      'The attendance of Sat 28 Nov 2026 is not approved (Pending): approve it on the timesheet',
    );
    const monthly = periodPay({ ...base, result: null, blocks: [] });
    expect([monthly.status, monthly.blocks[0]?.code, monthly.lines]).toEqual([
      'blocked',
      'pay-calendar-monthly',
      [],
    ]);
    const blocked = periodPay({
      ...base,
      result: {
        ...result,
        status: 'blocked',
        problems: [{ code: 'no-settings', message: 'm', attendanceId: 'a', date: '2026-11-28' }],
      },
      blocks: [],
    });
    expect([blocked.status, blocked.blocks[0]?.pricing]).toEqual(['blocked', true]);
    expect(workerBlockText(blocked.blocks[0] as never)).toBe(
      'Your award level and employment type are not recorded for Sat 28 Nov 2026 yet. The office will add them.',
    );
    expect(workerBlockText({ code: 'attendance-not-approved', date: '2026-11-28' })).toBe(
      'Your shift on Sat 28 Nov 2026 is not approved yet.',
    );
  });

  it('hours add up by category in the award’s order; allowances (units) are not hours', () => {
    expect(
      hoursByCategory(
        [
          line({}),
          line({ category: 'ordinary', hours: '7.33' }),
          line({ hours: '0.67' }),
          line({ category: 'km-allowance', hours: null, units: '12' }),
        ],
        ['ordinary', 'saturday', 'km-allowance'],
      ),
    ).toEqual([
      { category: 'ordinary', hours: '7.33' },
      { category: 'saturday', hours: '6.67' },
    ]);
  });
});

describe('the payroll CSV', () => {
  it('one row a line: employee, external id, dates, category, units, exact rate, amount; fields quoted when needed', () => {
    const csv = payLinesCsv([
      {
        staffName: 'Lee, Sam',
        employeeId: null,
        lines: [
          line({}),
          line({ category: 'km-allowance', hours: null, units: '12.5', rate: '0.99', amountCents: 1238 }),
        ],
      },
      {
        staffName: '=cmd',
        employeeId: 'E-7',
        lines: [
          line({
            date: '2026-11-23',
            toDate: '2026-12-04',
            category: 'ordinary',
            hours: '40.00',
            rate: '36.22',
            amountCents: 144880,
          }),
        ],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'employee,external id,date,to date,category,units,rate,amount',
      '"Lee, Sam",,2026-11-28,2026-11-28,saturday,6.00,63.385,380.31',
      '"Lee, Sam",,2026-11-28,2026-11-28,km-allowance,12.5,0.99,12.38',
      "'=cmd,E-7,2026-11-23,2026-12-04,ordinary,40.00,36.22,1448.80",
      '',
    ]);
    expect(payCsvFileName('2026-11-23', '2026-12-06')).toBe('pay-lines-2026-11-23-to-2026-12-06.csv');
  });
});

describe('blocks at a glance', () => {
  it('gathers the attendances not approved into one line with their days; pricing problems stay one a line', () => {
    const notApproved = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-29'].map((d, i) =>
      notApprovedBlock(`a${i}`, d, 'Pending'),
    );
    const pricing = {
      code: 'no-rate' as const,
      message: 'No rate',
      attendanceId: null,
      date: null,
      pricing: true,
    };
    expect(blockLines([pricing, ...notApproved], 'office')).toEqual([
      'No rate',
      '5 attendances are not approved (Mon 23 Nov, Tue 24 Nov, Wed 25 Nov, Thu 26 Nov and 1 more): approve them on the timesheet',
    ]);
    expect(blockLines(notApproved.slice(0, 2), 'worker')).toEqual([
      '2 of your shifts are not approved yet (Mon 23 Nov and Tue 24 Nov).',
    ]);
    expect(blockLines(notApproved.slice(0, 1), 'office')).toEqual([notApproved[0]?.message]);
    // A corrected period that cannot be priced again stands on its own line, and the worker is told plainly.
    const corrected = correctionBlock('2026-11-09', '2026-11-22', ['Two attendances overlap on Sat 14 Nov']);
    expect(blockLines([corrected, ...notApproved.slice(0, 1)], 'office')).toEqual([
      'The approved period Mon 9 Nov – Sun 22 Nov cannot be priced again for its corrections: Two attendances overlap on Sat 14 Nov',
      notApproved[0]?.message,
    ]);
    expect(workerBlockText(corrected)).toBe(
      'A change to a period already paid needs checking by the office.',
    );
    // Two attendances of one day name the day once.
    expect(blockLines([notApproved[0], { ...notApproved[0], attendanceId: 'b' }] as never, 'worker')).toEqual(
      ['2 of your shifts are not approved yet (Mon 23 Nov).'],
    );
  });
});
