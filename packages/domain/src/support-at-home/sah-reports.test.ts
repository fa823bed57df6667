import { describe, expect, it } from 'vitest';
import {
  type BudgetUseInput,
  budgetUseCsv,
  budgetUseReport,
  claimAgeBucket,
  claimsOutstanding,
  claimsOutstandingCsv,
  contributionsOwed,
  contributionsOwedCsv,
} from './sah-reports.ts';

const quarter = (
  name: string,
  f: Partial<BudgetUseInput['figures']> & { remainingCents: number },
): BudgetUseInput => ({
  clientId: name.toLowerCase(),
  clientName: name,
  classification: '4',
  quarterLabel: 'Oct–Dec 2026',
  figures: {
    servicesBudgetCents: 1_000_000,
    usedCents: 0,
    committedCents: 0,
    projectedCarryOutCents: 0,
    projectedLapseCents: 0,
    ...f,
  },
});

describe('budgetUseReport (issue 39 item 6)', () => {
  it('overrun first, then funds that would lapse, then on track; each with its note and drawn share', () => {
    const rows = budgetUseReport([
      quarter('Ada', {
        usedCents: 400_000,
        committedCents: 300_000,
        remainingCents: 300_000,
        projectedCarryOutCents: 100_000,
        projectedLapseCents: 200_000,
      }),
      quarter('Bea', { usedCents: 600_000, committedCents: 450_000, remainingCents: -50_000 }),
      quarter('Cal', {
        usedCents: 900_000,
        committedCents: 50_000,
        remainingCents: 50_000,
        projectedCarryOutCents: 50_000,
      }),
    ]);
    expect(rows.map((r) => [r.clientName, r.risk, r.drawnPermille, r.note])).toEqual([
      ['Bea', 'overrun', 1050, 'Used and rostered pass the services budget by $500.00'],
      ['Ada', 'lapse', 700, '$3,000.00 unspent: $1,000.00 carries over, $2,000.00 would lapse'],
      ['Cal', 'on-track', 950, '$500.00 left'],
    ]);
  });

  it('a budget of 0 draws 0‰; exactly spent is on track', () => {
    const [row] = budgetUseReport([quarter('Dee', { servicesBudgetCents: 0, remainingCents: 0 })]);
    expect([row?.drawnPermille, row?.risk]).toEqual([0, 'on-track']);
  });

  it('the CSV has a line per client with dollars and the drawn share', () => {
    const csv = budgetUseCsv(
      budgetUseReport([quarter('Eve, Jr', { usedCents: 123_456, remainingCents: 876_544 })]),
    );
    expect(csv.split('\r\n')[1]).toBe(
      '"Eve, Jr",4,Oct–Dec 2026,10000.00,1234.56,0.00,8765.44,12.3,on-track,"$8,765.44 left"',
    );
  });
});

describe('claimsOutstanding (issue 39 item 6)', () => {
  it('ages each unpaid line from the day it was claimed: 14, 15, 30, 31, 60 and 61 days', () => {
    const today = '2026-12-31';
    expect(
      ['2026-12-17', '2026-12-16', '2026-12-01', '2026-11-30', '2026-11-01', '2026-10-31'].map((d) =>
        claimAgeBucket(d, today),
      ),
    ).toEqual(['0-14', '15-30', '15-30', '31-60', '31-60', '60+']);
  });

  it('per client and in total, the largest first', () => {
    const line = (clientName: string, claimedOn: string, governmentCents: number) => ({
      clientId: clientName,
      clientName,
      serviceDate: claimedOn,
      claimedOn,
      state: 'SUBMITTED' as const,
      governmentCents,
    });
    const report = claimsOutstanding(
      [
        line('Ada', '2026-12-20', 10_000),
        line('Bea', '2026-10-01', 50_000),
        line('Ada', '2026-11-15', 2_500),
      ],
      '2026-12-31',
    );
    expect(report.totalCents).toBe(62_500);
    expect(report.buckets).toEqual({ '0-14': 10_000, '15-30': 0, '31-60': 2_500, '60+': 50_000 });
    expect(report.rows.map((r) => [r.clientName, r.lines, r.totalCents])).toEqual([
      ['Bea', 1, 50_000],
      ['Ada', 2, 12_500],
    ]);
    expect(claimsOutstandingCsv(report).split('\r\n').slice(0, 2)).toEqual([
      'Client,Lines,0–14 days,15–30 days,31–60 days,over 60 days,Total',
      'Bea,1,0.00,0.00,0.00,500.00,500.00',
    ]);
  });
});

describe('contributionsOwed (issue 39 item 6)', () => {
  it('only what is still owed, by days past due; a paid invoice is not listed', () => {
    const report = contributionsOwed(
      [
        { clientId: 'a', clientName: 'Ada', dueDate: '2026-12-31', owedCents: 4_200 },
        { clientId: 'a', clientName: 'Ada', dueDate: '2026-11-30', owedCents: 1_000 },
        { clientId: 'b', clientName: 'Bea', dueDate: '2026-09-01', owedCents: 0 },
      ],
      '2026-12-31',
    );
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]?.buckets).toEqual({
      current: 4_200,
      '1-30': 0,
      '31-60': 1_000,
      '61-90': 0,
      '90+': 0,
    });
    expect(report.totalCents).toBe(5_200);
    expect(contributionsOwedCsv(report).split('\r\n')[1]).toBe('Ada,42.00,0.00,10.00,0.00,0.00,52.00');
  });
});
