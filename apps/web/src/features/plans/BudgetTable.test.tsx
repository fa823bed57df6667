import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BudgetTable } from './BudgetTable.tsx';
import { usageOfBudgets, usageTone, usageTotals } from './plan-display.ts';
import { planView, USED, usageOf } from './plans.test-kit.ts';

const TABLE = 'Budget of the plan 01-07-2026 – 30-06-2027';
/** A row of the table (phones get the same lines as a list; jsdom renders both). */
const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: TABLE }))
    .getByText(name)
    .closest('tr') as HTMLElement;

describe('the budget table with usage', () => {
  it('shows invoiced, claimed and remaining beside each budget line, and the totals', () => {
    renderWithProviders(<BudgetTable plan={USED} />);
    const table = within(screen.getByRole('table', { name: TABLE }));
    expect(table.getByRole('columnheader', { name: 'Invoiced' })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: 'Claimed' })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: 'Remaining' })).toBeTruthy();
    const daily = within(rowOf('1. Assistance with Daily Life (Includes SIL)'));
    expect(daily.getByText('$45,000.00')).toBeTruthy();
    expect(daily.getByText('$41,400.00')).toBeTruthy();
    expect(daily.getByText('$30,000.00')).toBeTruthy();
    expect(daily.getByText('$3,600.00')).toBeTruthy();
    const coordination = within(rowOf('7. Support Coordination'));
    expect(coordination.getAllByText('$4,500.45')).toHaveLength(2);
    expect(coordination.getByText('$179.95 over')).toBeTruthy();
    const total = within(rowOf('Total'));
    expect(total.getByText('$49,320.50')).toBeTruthy();
    expect(total.getByText('$45,900.45')).toBeTruthy();
    expect(total.getByText('$34,500.45')).toBeTruthy();
    expect(total.getByText('$3,420.05')).toBeTruthy();
  });

  it('flags a line near its end in orange and one over its budget in red, with a bar of the share used', () => {
    renderWithProviders(<BudgetTable plan={USED} />);
    const daily = within(rowOf('1. Assistance with Daily Life (Includes SIL)'));
    expect(daily.getByText('Near the end of this budget')).toBeTruthy();
    expect(daily.getByText('92% used')).toBeTruthy();
    const bar = daily.getByRole('progressbar', {
      name: '1. Assistance with Daily Life (Includes SIL): 92% invoiced',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('92');
    const coordination = within(rowOf('7. Support Coordination'));
    expect(coordination.getByText('Over budget')).toBeTruthy();
    expect(coordination.getByText('104% used')).toBeTruthy();
    // The bar stops at full; the words say how far over.
    expect(
      coordination
        .getByRole('progressbar', { name: '7. Support Coordination: 104% invoiced' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(within(rowOf('Total')).getByText('Near the end of this budget')).toBeTruthy();
  });

  it('gives phones one block per line with the same amounts, and the total', () => {
    renderWithProviders(<BudgetTable plan={USED} />);
    const list = within(
      screen.getByRole('list', { name: 'Budget lines of the plan 01-07-2026 – 30-06-2027' }),
    );
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const daily = within(items[0] as HTMLElement);
    expect(daily.getByText('1. Assistance with Daily Life (Includes SIL)')).toBeTruthy();
    expect(daily.getByText('Near the end of this budget')).toBeTruthy();
    expect(daily.getByText('$41,400.00')).toBeTruthy();
    expect(daily.getByText('$3,600.00')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('$179.95 over')).toBeTruthy();
    const total = within(items[2] as HTMLElement);
    expect(total.getByText('Total')).toBeTruthy();
    expect(total.getByText('$3,420.05')).toBeTruthy();
    expect(total.getByText('93% used')).toBeTruthy();
  });

  it('shows the budget alone when the reply carries no usage (an older server, or none yet)', () => {
    const { budgetUsage: _, ...old } = planView();
    renderWithProviders(<BudgetTable plan={old as never} />);
    const table = within(screen.getByRole('table', { name: TABLE }));
    expect(table.queryByRole('columnheader', { name: 'Invoiced' })).toBeNull();
    expect(table.queryByRole('progressbar')).toBeNull();
    expect(table.getByText('$49,320.50')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('the usage rules of the plan screen', () => {
  it('matches usage to budget lines by category number, whatever the order', () => {
    const plan = planView();
    const [a, b] = plan.budgets as [(typeof plan.budgets)[0], (typeof plan.budgets)[0]];
    const usage = [usageOf({ ...b, supportCategoryNumber: '07' }, 100, 0), usageOf(a, 200, 0)];
    expect(usageOfBudgets({ ...plan, budgetUsage: usage })?.map((u) => u?.invoicedCents)).toEqual([200, 100]);
    expect(usageOfBudgets({ ...plan, budgetUsage: [usage[1] as never] })?.[1]).toBeNull();
    expect(usageOfBudgets({ ...plan, budgetUsage: [] })).toBeNull();
  });

  it('reads teal below 90%, orange from 90% to 100%, red above', () => {
    expect(usageTone({ percentUsed: 89, nearEnd: false })).toEqual({ color: 'teal', badge: null });
    expect(usageTone({ percentUsed: 90, nearEnd: true }).color).toBe('orange');
    expect(usageTone({ percentUsed: 100, nearEnd: true }).badge).toBe('Near the end of this budget');
    expect(usageTone({ percentUsed: 101, nearEnd: true })).toEqual({ color: 'red', badge: 'Over budget' });
  });

  it('totals the lines against the whole budget in cents', () => {
    const t = usageTotals(1000, [
      usageOf({ supportCategoryNumber: '1', supportCategoryName: 'x', amountCents: 600 }, 550, 100),
      null,
    ]);
    expect(t).toEqual({
      budgetCents: 1000,
      invoicedCents: 550,
      claimedCents: 100,
      remainingCents: 450,
      percentUsed: 55,
      nearEnd: false,
    });
    expect(usageTotals(0, []).percentUsed).toBe(0);
  });
});
