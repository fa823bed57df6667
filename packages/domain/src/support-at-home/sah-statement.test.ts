import { describe, expect, it } from 'vitest';
import { SAH_BUDGET_ROWS } from './sah-budgets.data.ts';
import { quarterBudget } from './sah-quarter-budget.ts';
import { quarterOf } from './sah-quarters.ts';
import {
  type MonthlyStatementInput,
  monthlyStatement,
  type StatementLineInput,
  statementDates,
  statementMonthLabel,
} from './sah-statement.ts';

function budgetOf(date: string) {
  const result = quarterBudget({
    rows: SAH_BUDGET_ROWS,
    classification: '4',
    quarter: quarterOf(date),
    startDate: null,
    carriedInCents: 0,
    careManagementRounding: 'HALF_UP',
  });
  if (!result.ok) {
    throw new Error(result.problem);
  }
  return result.budget;
}

const line = (over: Partial<StatementLineInput> = {}): StatementLineInput => ({
  serviceDate: '2026-11-10',
  serviceName: 'Domestic assistance',
  quantityLabel: '2 h',
  hours: 2,
  grossCents: 16_000,
  governmentCents: 13_200,
  contributionCents: 2_800,
  careManagement: false,
  supplier: null,
  claim: 'EXPECTED',
  paidGovernmentCents: null,
  ...over,
});

const input = (over: Partial<MonthlyStatementInput> = {}): MonthlyStatementInput => ({
  month: '2026-11',
  budget: budgetOf('2026-11-01'),
  drawdownBasis: 'FULL_PRICE',
  earlierInQuarter: [],
  lines: [],
  cancellations: [],
  adjustments: [],
  contributionsPaidCents: 0,
  committedCents: 0,
  fundingExpires: null,
  ...over,
});

describe('monthlyStatement (issue 39 item 5, SUPPORT-AT-HOME.md §10)', () => {
  it('a month with nothing delivered still has its statement: opening equals closing, and it says so', () => {
    const s = monthlyStatement(input());
    const services = budgetOf('2026-11-01').servicesBudgetCents;
    expect([s.openingAvailableCents, s.usedCents, s.closingRemainingCents]).toEqual([services, 0, services]);
    expect(s.summary).toContain('No services were delivered in November 2026.');
    expect(s.summary).toContain('This statement is not a bill: your contributions are invoiced separately.');
    expect(s.warnings).toEqual([]);
  });

  it('opening is the quarter’s services budget less what earlier months drew; care management draws from its own account', () => {
    const s = monthlyStatement(
      input({
        earlierInQuarter: [
          { grossCents: 50_000, governmentCents: 40_000, careManagement: false },
          { grossCents: 9_000, governmentCents: 9_000, careManagement: true },
        ],
        lines: [
          line(),
          line({
            serviceDate: '2026-11-03',
            serviceName: 'Care management',
            careManagement: true,
            hours: 0.75,
          }),
        ],
      }),
    );
    const services = budgetOf('2026-11-01').servicesBudgetCents;
    expect(s.openingAvailableCents).toBe(services - 50_000);
    expect(s.usedCents).toBe(16_000);
    expect(s.closingRemainingCents).toBe(services - 66_000);
    expect(s.careManagement).toEqual({ hours: 0.75, grossCents: 16_000, governmentCents: 13_200 });
    expect(s.lines.map((l) => l.serviceDate)).toEqual(['2026-11-03', '2026-11-10']);
  });

  it('the government share basis draws only the government amount; a paid line shows what Services Australia paid', () => {
    const s = monthlyStatement(
      input({
        drawdownBasis: 'GOVERNMENT_SHARE',
        lines: [line({ claim: 'PAID', paidGovernmentCents: 13_100 }), line({ serviceDate: '2026-11-12' })],
      }),
    );
    expect(s.usedCents).toBe(13_100 + 13_200);
    expect(s.lines.map((l) => [l.governmentCents, l.status])).toEqual([
      [13_100, 'Paid by Services Australia'],
      [13_200, 'Expected (not yet paid)'],
    ]);
    expect(s.totals).toEqual({ grossCents: 32_000, governmentCents: 26_300, contributionCents: 5_600 });
    expect(s.warnings).toEqual([
      '1 line(s) not yet paid by Services Australia: their government amounts are expected figures',
    ]);
  });

  it('lists cancellations, adjustments, committed funds and a pathway’s end; warns of an overrun', () => {
    const budget = budgetOf('2026-11-01');
    const s = monthlyStatement(
      input({
        earlierInQuarter: [
          { grossCents: budget.servicesBudgetCents, governmentCents: 0, careManagement: false },
        ],
        lines: [line()],
        cancellations: [
          { date: '2026-11-20', serviceName: 'Personal care', kind: 'No-show', chargedCents: 0 },
          { date: '2026-11-05', serviceName: 'Personal care', kind: 'Cancelled', chargedCents: 0 },
        ],
        adjustments: [{ date: '2026-11-15', description: 'October claim corrected', amountCents: -1_250 }],
        committedCents: 24_000,
        fundingExpires: '2027-01-31',
        contributionsPaidCents: 2_800,
      }),
    );
    expect(s.cancellations.map((c) => c.kind)).toEqual(['Cancelled', 'No-show']);
    expect(s.adjustmentsCents).toBe(-1_250);
    expect(s.closingRemainingCents).toBe(-16_000);
    expect(s.warnings).toContain("The quarter's services budget is overrun by $160.00");
    expect(s.summary).toEqual(
      expect.arrayContaining([
        'Contributions you paid in November 2026: $28.00',
        'Adjustments to earlier months: -$12.50',
        'Already set aside for services booked after November 2026: $240.00',
        'Your short-term funding ends on 2027-01-31',
      ]),
    );
  });

  it('dates: due by the last day of the following month, over a year end and a leap February', () => {
    expect(statementDates('2026-12')).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
      dueBy: '2027-01-31',
    });
    expect(statementDates('2028-01')).toEqual({
      fromDate: '2028-01-01',
      toDate: '2028-01-31',
      dueBy: '2028-02-29',
    });
    expect(statementDates('2027-01').dueBy).toBe('2027-02-28');
    expect(statementMonthLabel('2026-12')).toBe('December 2026');
    expect(() => statementDates('2026-13')).toThrow(/YYYY-MM/);
  });

  it('refuses a budget of another quarter', () => {
    expect(() => monthlyStatement(input({ budget: budgetOf('2026-07-01') }))).toThrow(/not the quarter/);
  });
});

describe('monthlyStatement without a quarterly budget (a pathway, or no classification yet)', () => {
  it('still lists the month’s lines and says why the funding figures are not shown', () => {
    const s = monthlyStatement(
      input({ budget: null, noBudgetReason: 'End-of-Life: an episode amount', lines: [line()] }),
    );
    expect([s.openingAvailableCents, s.closingRemainingCents]).toEqual([null, null]);
    expect(s.usedCents).toBe(16_000);
    expect(s.noBudgetReason).toBe('End-of-Life: an episode amount');
    expect(s.summary[0]).toBe(
      'Funding available on 1 November 2026: not shown here (End-of-Life: an episode amount)',
    );
    expect(s.warnings).toEqual([
      '1 line(s) not yet paid by Services Australia: their government amounts are expected figures',
    ]);
  });
});
