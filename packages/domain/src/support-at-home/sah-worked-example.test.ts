// SUPPORT-AT-HOME.md §13, to the cent: class 6, Apr–Jun 2026, a part pensioner at 10% / 35%.
import { describe, expect, it } from 'vitest';
import { SAH_BUDGET_ROWS } from './sah-budgets.data.ts';
import { claimWindowLastDay } from './sah-claim-window.ts';
import { contributionLine } from './sah-contributions.ts';
import { quarterBudget } from './sah-quarter-budget.ts';
import { quarterFigures } from './sah-quarter-figures.ts';
import { quarterOf } from './sah-quarters.ts';
import type { SahCategory, SahContributionRate, SahRounding } from './sah-types.ts';

const partPensioner: SahContributionRate = {
  effectiveFrom: '2025-11-01',
  effectiveTo: null,
  status: 'PART_PENSIONER',
  independenceBp: 1000,
  everydayLivingBp: 3500,
  grandfathered: false,
};

// Gross A = price × hours: 14 h × $84.00, 6.5 h × $72.00, 1 h × $175.00.
const SERVICES: [string, SahCategory, number][] = [
  ['personal care', 'INDEPENDENCE', 117_600],
  ['domestic assistance', 'EVERYDAY_LIVING', 46_800],
  ['physiotherapy', 'CLINICAL', 17_500],
];

function example(rounding: SahRounding) {
  const budget = quarterBudget({
    rows: SAH_BUDGET_ROWS,
    classification: '6',
    quarter: quarterOf('2026-04-01'),
    startDate: null,
    carriedInCents: 45_000,
    careManagementRounding: rounding,
  });
  if (!budget.ok) {
    throw new Error(budget.problem);
  }
  const lines = SERVICES.map(([, category, grossCents]) =>
    contributionLine({ grossCents, category, rate: partPensioner, capRoomCents: null, rounding: 'HALF_UP' }),
  );
  return { budget: budget.budget, lines };
}

describe('the worked example (SUPPORT-AT-HOME.md §13)', () => {
  it('budget B $12,028.58, care management $1,202.86, services budget $11,275.72', () => {
    const { budget } = example('HALF_UP');
    expect([budget.budgetCents, budget.careManagementCents, budget.servicesBudgetCents]).toEqual([
      1_202_858, 120_286, 1_127_572,
    ]);
  });

  it('lines: contributions $117.60, $163.80, $0.00; government $1,058.40, $304.20, $175.00', () => {
    const { lines } = example('HALF_UP');
    expect(lines.map((l) => [l.contributionCents, l.governmentCents])).toEqual([
      [11_760, 105_840],
      [16_380, 30_420],
      [0, 17_500],
    ]);
    const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
    expect([
      sum((l) => l.grossCents),
      sum((l) => l.contributionCents),
      sum((l) => l.governmentCents),
    ]).toEqual([181_900, 28_140, 153_760]);
    expect(lines[1]?.explanation).toBe(
      'Contribution: $468.00 × everyday living 35% = $163.80; government $304.20',
    );
  });

  it('remaining $9,456.72 at full price, $9,738.12 on the government share only', () => {
    const { budget, lines } = example('HALF_UP');
    expect(quarterFigures(budget, lines, 0, 'FULL_PRICE').remainingCents).toBe(945_672);
    expect(quarterFigures(budget, lines, 0, 'GOVERNMENT_SHARE').remainingCents).toBe(973_812);
  });

  it('if nothing else is delivered: $1,202.86 carries over, $8,253.86 lapses', () => {
    const { budget, lines } = example('HALF_UP');
    const q = quarterFigures(budget, lines, 0, 'FULL_PRICE');
    expect([q.carryOverCapCents, q.projectedCarryOutCents, q.projectedLapseCents]).toEqual([
      120_286, 120_286, 825_386,
    ]);
  });

  it('with truncation: CM $1,202.85, S $11,275.73, remaining $9,456.73, cap $1,202.85, lapse $8,253.88', () => {
    const { budget, lines } = example('TRUNCATE');
    const q = quarterFigures(budget, lines, 0, 'FULL_PRICE');
    expect([
      q.careManagementCents,
      q.servicesBudgetCents,
      q.remainingCents,
      q.carryOverCapCents,
      q.projectedLapseCents,
    ]).toEqual([120_285, 1_127_573, 945_673, 120_285, 825_388]);
  });

  it('the 60-day period after 30 Jun 2026 ends on 28 Aug (default) or 29 Aug', () => {
    expect(claimWindowLastDay('2026-06-30', 'END_DATE')).toBe('2026-08-28');
    expect(claimWindowLastDay('2026-06-30', 'DAY_AFTER')).toBe('2026-08-29');
  });
});

describe('quarter figures with the roster ahead', () => {
  it('committed reduces what remains, and an overrun is warned with the figures', () => {
    const { budget, lines } = example('HALF_UP');
    const q = quarterFigures(budget, lines, 1_000_000, 'FULL_PRICE');
    expect(q.remainingCents).toBe(945_672 - 1_000_000);
    expect(q.warnings).toContain(
      "Overrun: the quarter's services budget is exceeded by $543.28 (still claimable at the agreed price, SUPPORT-AT-HOME.md §1.2)",
    );
    expect(q.projectedCarryOutCents).toBe(0);
  });
});
