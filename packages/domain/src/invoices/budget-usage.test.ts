import { describe, expect, it } from 'vitest';
import { type BudgetLine, type BudgetPlan, budgetUsage, isNdisNumber, loadWarnings } from './budget-usage.ts';

const PLAN: BudgetPlan = {
  startDate: '2026-07-01',
  endDate: '2027-06-30',
  budgets: [
    { supportCategoryNumber: '01', supportCategoryName: 'Assistance with Daily Life', amountCents: 500_000 },
    { supportCategoryNumber: '4', supportCategoryName: 'Social and Community', amountCents: 0 },
  ],
};

const line = (over: Partial<BudgetLine & { hasItem: boolean }> = {}): BudgetLine & { hasItem: boolean } => ({
  date: '2026-11-03',
  supportCategoryNumber: '1',
  amountCents: 10_000,
  status: 'Saved',
  claimStatus: null,
  hasItem: true,
  ...over,
});

const ANN = { profileId: 'p1', fullName: 'Ann Lee', ndisNo: '431234567' };

describe('budgetUsage', () => {
  it('sums saved lines of the category within the plan, claimed and paid apart', () => {
    const [daily, social] = budgetUsage(PLAN, [
      line({ amountCents: 100_000 }),
      line({ amountCents: 200_000, claimStatus: 'Claimed', supportCategoryNumber: '01' }),
      line({ amountCents: 50_000, claimStatus: 'Paid' }),
      line({ amountCents: 25_000, claimStatus: 'Rejected' }),
      line({ amountCents: 999_999, status: 'Draft' }),
      line({ amountCents: 999_999, date: '2026-06-30' }),
      line({ amountCents: 999_999, date: '2027-07-01' }),
      line({ amountCents: 999_999, supportCategoryNumber: null }),
    ]);
    expect(daily).toEqual({
      supportCategoryNumber: '01',
      supportCategoryName: 'Assistance with Daily Life',
      budgetCents: 500_000,
      invoicedCents: 375_000,
      claimedCents: 250_000,
      remainingCents: 125_000,
      percentUsed: 75,
      nearEnd: false,
    });
    expect(social).toMatchObject({ invoicedCents: 0, percentUsed: 0, nearEnd: false, remainingCents: 0 });
  });

  it('counts the plan’s first and last days and floors the percent', () => {
    const [daily] = budgetUsage(PLAN, [
      line({ date: '2026-07-01', amountCents: 225_000 }),
      line({ date: '2027-06-30T00:00:00', amountCents: 224_999 }),
    ]);
    expect(daily).toMatchObject({ invoicedCents: 449_999, percentUsed: 89, nearEnd: false });
  });

  it('is near its end at 90% and may go over', () => {
    expect(budgetUsage(PLAN, [line({ amountCents: 450_000 })])[0]).toMatchObject({
      percentUsed: 90,
      nearEnd: true,
    });
    expect(budgetUsage(PLAN, [line({ amountCents: 600_000 })])[0]).toMatchObject({
      percentUsed: 120,
      remainingCents: -100_000,
      nearEnd: true,
    });
  });

  it('reads a zero budget as all used once anything is invoiced', () => {
    expect(budgetUsage(PLAN, [line({ supportCategoryNumber: '04', amountCents: 1 })])[1]).toMatchObject({
      percentUsed: 100,
      nearEnd: true,
      remainingCents: -1,
    });
  });
});

describe('loadWarnings', () => {
  it('gives none for lines within the plan and budget, with an item and an NDIS number', () => {
    expect(loadWarnings(ANN, [PLAN], [line(), line({ status: 'Draft' })])).toEqual([]);
  });

  it('warns when saved plus draft lines go over a category’s budget', () => {
    const warnings = loadWarnings(
      ANN,
      [PLAN],
      [line({ amountCents: 400_000 }), line({ status: 'Draft', amountCents: 112_345 })],
    );
    expect(warnings).toEqual([
      {
        kind: 'overBudget',
        profileId: 'p1',
        clientName: 'Ann Lee',
        supportCategoryNumber: '1',
        lineCount: 2,
        message:
          'This invoice takes Ann Lee’s budget for Assistance with Daily Life over by $123.45 (budget $5,000.00)',
      },
    ]);
  });

  it('warns for a category with no budget line in the plan (a budget of 0)', () => {
    const [warning] = loadWarnings(ANN, [PLAN], [line({ supportCategoryNumber: '15', amountCents: 5_000 })]);
    expect(warning).toMatchObject({ kind: 'overBudget', supportCategoryNumber: '15', lineCount: 1 });
    expect(warning?.message).toBe(
      'This invoice takes Ann Lee’s budget for Improved Daily Living Skills over by $50.00 (budget $0.00)',
    );
  });

  it('counts the lines outside every plan’s dates in one warning', () => {
    const warnings = loadWarnings(
      ANN,
      [PLAN],
      [line({ date: '2027-07-01' }), line({ date: '2026-06-01' }), line()],
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        kind: 'outsidePlan',
        lineCount: 2,
        supportCategoryNumber: null,
        message: '2 lines fall outside Ann Lee’s plan dates (plan 01-07-2026 to 30-06-2027)',
      }),
    ]);
  });

  it('says so when the client has no plan', () => {
    const warnings = loadWarnings(ANN, [], [line()]);
    expect(warnings).toEqual([
      expect.objectContaining({
        kind: 'outsidePlan',
        lineCount: 1,
        message: 'Ann Lee has no NDIS plan recorded: 1 line is outside any plan',
      }),
    ]);
  });

  it('counts the lines with no item', () => {
    const warnings = loadWarnings(
      ANN,
      [PLAN],
      [line({ hasItem: false, supportCategoryNumber: null }), line()],
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        kind: 'noItem',
        lineCount: 1,
        message: '1 line has no activity (support item): edit the activity of these lines before claiming',
      }),
    ]);
  });

  it('warns when the NDIS number is missing or not 9 digits', () => {
    expect(loadWarnings({ ...ANN, ndisNo: null }, [PLAN], [line()])).toEqual([
      expect.objectContaining({
        kind: 'noNdisNumber',
        lineCount: 1,
        message: 'Ann Lee has no NDIS number recorded: add it on the client’s profile before claiming',
      }),
    ]);
    expect(loadWarnings({ ...ANN, ndisNo: '43123456' }, [PLAN], [line()])[0]?.message).toBe(
      'Ann Lee’s NDIS number 43123456 is not 9 digits: correct it on the client’s profile before claiming',
    );
    expect(loadWarnings({ ...ANN, ndisNo: '431 234 567' }, [PLAN], [line()])).toEqual([]);
    expect(loadWarnings({ ...ANN, ndisNo: null }, [PLAN], [])).toEqual([]);
  });

  it('warns when the state prices nobody (NSW prices are used), unless the client is priced as remote', () => {
    expect(loadWarnings({ ...ANN, state: null, remoteness: null }, [PLAN], [line()])).toEqual([
      expect.objectContaining({
        kind: 'noState',
        lineCount: 1,
        message:
          'Ann Lee has no state recorded: 1 line is priced at NSW prices where the catalogue prices by state; add the state on the client’s profile',
      }),
    ]);
    expect(loadWarnings({ ...ANN, state: 'Sydney', remoteness: null }, [PLAN], [line()])[0]?.kind).toBe(
      'noState',
    );
    expect(loadWarnings({ ...ANN, state: 'Victoria', remoteness: null }, [PLAN], [line()])).toEqual([]);
    expect(loadWarnings({ ...ANN, state: null, remoteness: 'Very Remote' }, [PLAN], [line()])).toEqual([]);
    expect(loadWarnings({ ...ANN, state: null, remoteness: null }, [PLAN], [])).toEqual([]);
  });

  it('counts only the period’s lines for the other warnings when a period is given, all for the budget', () => {
    const lines = [
      line({ date: '2026-08-01', amountCents: 499_000, hasItem: false }),
      line({ date: '2026-11-03', amountCents: 2_000 }),
      line({ date: '2025-01-01' }),
    ];
    const warnings = loadWarnings(ANN, [PLAN], lines, { from: '2026-11-01', to: '2026-11-30' });
    expect(warnings.map((w) => w.kind)).toEqual(['overBudget']);
    expect(loadWarnings(ANN, [PLAN], lines).map((w) => w.kind)).toEqual([
      'overBudget',
      'outsidePlan',
      'noItem',
    ]);
  });
});

describe('isNdisNumber', () => {
  it.each([
    ['431234567', true],
    [' 431 234 567 ', true],
    ['43123456', false],
    ['4312345678', false],
    ['43123456A', false],
    ['', false],
    [null, false],
  ])('%j → %j', (value, ok) => {
    expect(isNdisNumber(value)).toBe(ok);
  });
});
