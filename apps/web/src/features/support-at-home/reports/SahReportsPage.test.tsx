import type { BudgetUseRow, ClaimsOutstanding, SahBudgetUseView } from '@care/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, queryOf } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { setScreen } from '../../../ui/data-table/data-table.test-kit.ts';
import { SahReportsPage } from './SahReportsPage.tsx';

const row = (clientName: string, over: Partial<BudgetUseRow>): BudgetUseRow => ({
  clientId: clientName,
  clientName,
  classification: '4',
  quarterLabel: 'Oct–Dec 2026',
  figures: {
    servicesBudgetCents: 700_000,
    usedCents: 0,
    committedCents: 0,
    remainingCents: 700_000,
    projectedCarryOutCents: 0,
    projectedLapseCents: 0,
  },
  drawnPermille: 0,
  risk: 'on-track',
  note: '',
  ...over,
});

const budgetUse = (start: string, label: string): SahBudgetUseView => ({
  quarter: { start, end: start, label },
  rows: [
    row('Bea Overrun', {
      figures: {
        servicesBudgetCents: 700_000,
        usedCents: 650_000,
        committedCents: 100_000,
        remainingCents: -50_000,
        projectedCarryOutCents: 0,
        projectedLapseCents: 0,
      },
      drawnPermille: 1071,
      risk: 'overrun',
      note: 'Used and rostered pass the services budget by $500.00',
    }),
  ],
  skipped: [
    {
      clientId: 'e',
      clientName: 'Eli Episode',
      reason: 'End-of-Life: funded by an episode amount, not a quarterly budget',
    },
  ],
});

const outstanding: ClaimsOutstanding = {
  rows: [
    {
      clientId: 'a',
      clientName: 'Ada Claimed',
      buckets: { '0-14': 0, '15-30': 0, '31-60': 0, '60+': 975 },
      totalCents: 975,
      lines: 1,
    },
  ],
  buckets: { '0-14': 0, '15-30': 0, '31-60': 0, '60+': 975 },
  totalCents: 975,
};

describe('Support at Home reports (issue 39 item 6)', () => {
  beforeEach(() => setScreen(true));

  const open = (asked: string[], role: 'Administrator' | 'CareManager' = 'Administrator') =>
    renderPage('/app/reports/support-at-home', SahReportsPage, {
      role,
      api: {
        'GET /api/SupportAtHome/report_budget_use': (_i, url) => {
          const date = queryOf(url).date ?? '';
          asked.push(`budget ${date}`);
          return json(budgetUse(date, date < '2026-10-01' ? 'Jul–Sep 2026' : 'Oct–Dec 2026'));
        },
        'GET /api/SupportAtHome/report_contributions_owed': () => {
          asked.push('owed');
          return json({
            rows: [
              {
                clientId: 'k',
                clientName: 'Kim Owing',
                buckets: { current: 0, '1-30': 0, '31-60': 1205, '61-90': 0, '90+': 0 },
                totalCents: 1205,
              },
            ],
            buckets: { current: 0, '1-30': 0, '31-60': 1205, '61-90': 0, '90+': 0 },
            totalCents: 1205,
          });
        },
        'GET /api/SupportAtHome/report_claims_outstanding': () => {
          asked.push('outstanding');
          return json(outstanding);
        },
      },
    });

  it('lists each client’s quarter with its risk, the clients left out, and the claims not paid by age', async () => {
    const asked: string[] = [];
    await open(asked);
    const bea = (await screen.findByText('Bea Overrun')).closest('tr') as HTMLElement;
    expect(within(bea).getByText('Overrun')).toBeTruthy();
    expect(within(bea).getByText('-$500.00')).toBeTruthy();
    expect(within(bea).getByText('Used and rostered pass the services budget by $500.00')).toBeTruthy();
    expect(screen.getByText(/Eli Episode: End-of-Life: funded by an episode amount/)).toBeTruthy();
    const ada = (await screen.findByText('Ada Claimed')).closest('tr') as HTMLElement;
    expect(within(ada).getAllByText('$9.75').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Outstanding total').textContent).toContain('Not paid yet: $9.75');
    expect(asked).toContain('outstanding');
    const kim = (await screen.findByText('Kim Owing')).closest('tr') as HTMLElement;
    expect(within(kim).getAllByText('$12.05').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Owed total').textContent).toContain('Owed: $12.05');
  });

  it('asks for the quarter chosen: last quarter is the quarter before today’s', async () => {
    const asked: string[] = [];
    await open(asked);
    await screen.findByText('Bea Overrun');
    const first = asked.find((a) => a.startsWith('budget '));
    await userEvent.click(screen.getByText('Last quarter'));
    await screen.findByText(/Budget use · Jul–Sep 2026|Budget use · /);
    const dates = asked.filter((a) => a.startsWith('budget ')).map((a) => a.slice(7));
    expect(dates).toHaveLength(2);
    expect(dates[1] && first && dates[1] < first.slice(7)).toBe(true);
    expect(dates[1]?.slice(8)).toBe('01');
  });
});
