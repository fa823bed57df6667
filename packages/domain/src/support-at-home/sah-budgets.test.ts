import { describe, expect, it } from 'vitest';
import { budgetRowOn, budgetRowProblems } from './sah-budget-rows.ts';
import { SAH_BUDGET_ROWS } from './sah-budgets.data.ts';
import { carryOut, carryOverCapCents, quarterBudget } from './sah-quarter-budget.ts';
import { quarterOf } from './sah-quarters.ts';
import type { SahBudgetRow, SahClassification } from './sah-types.ts';

const budget = (
  classification: SahClassification,
  date: string,
  extra: Partial<Parameters<typeof quarterBudget>[0]> = {},
) => {
  const result = quarterBudget({
    rows: SAH_BUDGET_ROWS,
    classification,
    quarter: quarterOf(date),
    startDate: null,
    carriedInCents: 0,
    careManagementRounding: 'HALF_UP',
    ...extra,
  });
  if (!result.ok) {
    throw new Error(result.problem);
  }
  return result.budget;
};

describe('quarterly budgets per classification (SUPPORT-AT-HOME.md §1.1)', () => {
  it('derives each class quarter from the shipped annual amounts, half-up, matching G1 to the cent', () => {
    const g1: Record<SahClassification, number> = {
      '1': 268_275,
      '2': 400_861,
      '3': 549_143,
      '4': 742_410,
      '5': 992_435,
      '6': 1_202_858,
      '7': 1_453_704,
      '8': 1_952_659,
    };
    for (const [c, cents] of Object.entries(g1)) {
      expect(budget(c as SahClassification, '2026-01-15').budgetCents).toBe(cents);
    }
  });

  it('takes the latest row in force for the quarter: a 2026-27 row an admin entered wins from July', () => {
    const rows: SahBudgetRow[] = [
      ...SAH_BUDGET_ROWS,
      {
        id: 'c4-2026',
        kind: 'CLASS_4',
        amountCents: 3_060_000,
        effectiveFrom: '2026-07-01',
        effectiveTo: null,
        source: 'admin',
        status: 'confirmed',
      },
    ];
    const apr = budget('4', '2026-04-10', { rows });
    const jul = budget('4', '2026-07-10', { rows });
    expect(apr.budgetCents).toBe(742_410);
    expect(jul.budgetCents).toBe(765_000);
    expect(jul.warnings).toEqual([]);
  });

  it('warns, never silently, when a 2026-27 quarter uses the 1 Nov 2025 amounts', () => {
    const jul = budget('4', '2026-08-01');
    expect(jul.budgetCents).toBe(742_410);
    expect(jul.warnings[0]).toMatch(
      /^2026-27 budget amounts not entered: projections use the amounts effective from 2025-11-01/,
    );
    expect(budget('4', '2026-06-30').warnings).toEqual([]);
  });

  it('refuses a quarter with no row, naming the classification and quarter', () => {
    const result = quarterBudget({
      rows: SAH_BUDGET_ROWS.filter((r) => r.kind !== 'CLASS_3'),
      classification: '3',
      quarter: quarterOf('2026-02-01'),
      startDate: null,
      carriedInCents: 0,
      careManagementRounding: 'HALF_UP',
    });
    expect(result).toEqual({
      ok: false,
      problem:
        'No budget row for classification 3 in Jan–Mar 2026: add one in Setup → Support at Home budgets',
    });
  });

  it('before the program began (Oct 2025, no row yet) the first quarter is the part from 1 Nov, as an estimate', () => {
    const q = budget('1', '2025-10-15');
    // 61 of 92 days: 268,275 × 61 ÷ 92 = 177,877.99 → 177,878
    expect(q.budgetCents).toBe(177_878);
    expect(q.estimate).toBe(true);
    expect(q.warnings.some((w) => w.includes('estimate'))).toBe(true);
  });

  it('pro-rates a client who starts inside the quarter by days left, labelled estimate', () => {
    const q = budget('2', '2026-04-01', { startDate: '2026-05-16' });
    // Apr–Jun has 91 days; from 16 May to 30 Jun is 46: 400,861 × 46 ÷ 91 = 202,633.2 → 202,633
    expect(q.budgetCents).toBe(202_633);
    expect(q.explanation.join('\n')).toContain('× 46 ÷ 91 days');
  });

  it('a row closed by effectiveTo is not in force after it', () => {
    const rows: SahBudgetRow[] = [
      {
        id: 'a',
        kind: 'CLASS_1',
        amountCents: 100,
        effectiveFrom: '2025-11-01',
        effectiveTo: '2026-06-30',
        source: 's',
        status: 'confirmed',
      },
    ];
    expect(budgetRowOn(rows, 'CLASS_1', '2026-06-30')?.id).toBe('a');
    expect(budgetRowOn(rows, 'CLASS_1', '2026-07-01')).toBeNull();
  });

  it('finds rows an admin cannot save: two starting the same day, one ending before it starts', () => {
    const base = { kind: 'CLASS_1' as const, amountCents: 1, source: 's', status: 'confirmed' as const };
    expect(
      budgetRowProblems([
        { ...base, id: 'a', effectiveFrom: '2026-07-01', effectiveTo: null },
        { ...base, id: 'b', effectiveFrom: '2026-07-01', effectiveTo: null },
        { ...base, id: 'c', kind: 'CLASS_2', effectiveFrom: '2026-07-01', effectiveTo: '2026-06-01' },
      ]),
    ).toEqual([
      'CLASS_1: two rows start on 2026-07-01',
      'CLASS_2: the row ends (2026-06-01) before it starts (2026-07-01)',
    ]);
  });

  it('ships the pathway amounts, marking the ones the reference leaves unconfirmed', () => {
    expect(budgetRowOn(SAH_BUDGET_ROWS, 'RESTORATIVE_CARE', '2026-03-01')?.amountCents).toBe(600_000);
    expect(budgetRowOn(SAH_BUDGET_ROWS, 'END_OF_LIFE', '2026-03-01')).toMatchObject({
      amountCents: 2_500_000,
      status: 'unconfirmed',
    });
    expect(budgetRowOn(SAH_BUDGET_ROWS, 'HM', '2026-03-01')?.status).toBe('unconfirmed');
  });
});

describe('care management set-aside (§2)', () => {
  it('is 10% of the quarter; half-up and truncation differ only for classes 1, 5, 6 and 8', () => {
    const half = (c: SahClassification) => budget(c, '2026-01-15').careManagementCents;
    const trunc = (c: SahClassification) =>
      budget(c, '2026-01-15', { careManagementRounding: 'TRUNCATE' }).careManagementCents;
    expect(half('1')).toBe(26_828);
    expect(trunc('1')).toBe(26_827); // V28 shows $268.27
    for (const [c, cents] of [
      ['2', 40_086],
      ['3', 54_914],
      ['4', 74_241],
      ['7', 145_370],
    ] as const) {
      expect(half(c)).toBe(cents);
      expect(trunc(c)).toBe(cents);
    }
    expect([half('6'), trunc('6')]).toEqual([120_286, 120_285]);
  });

  it('services budget S = B − CM + carry-in, each step explained', () => {
    const q = budget('6', '2026-04-01', { carriedInCents: 45_000 });
    expect(q.servicesBudgetCents).toBe(1_127_572);
    expect(q.explanation).toContain(
      'Services budget: $12,028.58 − $1,202.86 + $450.00 carried in = $11,275.72',
    );
  });
});

describe('carry-over of unspent funds (§3)', () => {
  it('the cap is $1,000 when 10% of the quarter is less (classes 1–5)', () => {
    expect(carryOverCapCents(992_435, 'HALF_UP')).toBe(100_000); // class 5: 10% is $992.44
    expect(carryOverCapCents(268_275, 'HALF_UP')).toBe(100_000);
  });

  it('the cap is 10% of the quarter when that is more (classes 6–8)', () => {
    expect(carryOverCapCents(1_202_858, 'HALF_UP')).toBe(120_286);
    expect(carryOverCapCents(1_453_704, 'HALF_UP')).toBe(145_370);
    expect(carryOverCapCents(1_952_659, 'HALF_UP')).toBe(195_266);
    expect(carryOverCapCents(1_952_659, 'TRUNCATE')).toBe(195_265);
  });

  it('exactly at the boundary: 10% of $10,000.00 is $1,000.00', () => {
    expect(carryOverCapCents(1_000_000, 'HALF_UP')).toBe(100_000);
    expect(carryOverCapCents(1_000_010, 'HALF_UP')).toBe(100_001);
  });

  it('carries what is left up to the cap and lapses the rest; nothing when overspent', () => {
    expect(carryOut(80_000, 100_000)).toMatchObject({ carryOutCents: 80_000, lapseCents: 0 });
    expect(carryOut(250_000, 100_000)).toMatchObject({ carryOutCents: 100_000, lapseCents: 150_000 });
    expect(carryOut(-5_000, 100_000)).toMatchObject({ carryOutCents: 0, lapseCents: 0 });
  });
});
