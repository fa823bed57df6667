import type { SahBudgetsView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { pickDate } from '../../test/pick-date.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SahBudgetsPage } from './SahBudgetsPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const VIEW: SahBudgetsView = {
  seeded: true,
  rows: [
    {
      rowId: 'r-6',
      id: 'r-6',
      kind: 'CLASS_6',
      amountCents: 4_811_430,
      quarterlyCents: 1_202_858,
      effectiveFrom: '2025-11-01',
      effectiveTo: null,
      source: 'SUPPORT-AT-HOME.md §1.1 (G1)',
      status: 'confirmed',
    },
    {
      rowId: 'r-eol',
      id: 'r-eol',
      kind: 'END_OF_LIFE',
      amountCents: 2_500_000,
      quarterlyCents: null,
      effectiveFrom: '2025-11-01',
      effectiveTo: null,
      source: 'SUPPORT-AT-HOME.md §4 (V36)',
      status: 'unconfirmed',
    },
  ],
  settings: {
    drawdownBasis: 'FULL_PRICE',
    careManagementRounding: 'HALF_UP',
    contributionRounding: 'HALF_UP',
    lateClaimDayOne: 'END_DATE',
  },
  warnings: ['2026-27 budget amounts not entered: projections use the amounts effective from 2025-11-01'],
};
const GET = 'GET /api/SupportAtHome/get_budgets';

afterEach(() => vi.unstubAllGlobals());

describe('Setup → Support at Home budgets (issue 39 item 2)', { timeout: 30_000 }, () => {
  it('lists the rows with the derived quarter, the unconfirmed ones marked, and the year warning', async () => {
    await renderPage('/app/setup/support-at-home', SahBudgetsPage, {
      role: 'Administrator',
      api: { [GET]: () => json(VIEW) },
    });
    const table = await screen.findByRole('table', { name: 'Budget rows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Classification 6', '$48,114.30', '$12,028.58', '01-11-2025'],
      ['End-of-LifeUnconfirmed', '$25,000.00', '—', '01-11-2025'],
    ]);
    expect(screen.getByText(/2026-27 budget amounts not entered/)).toBeTruthy();
    // An administrator reads; only a company administrator changes.
    expect(screen.queryByRole('button', { name: 'Add a row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('a company administrator adds the 2026-27 row, the form’s own checks first', async () => {
    const save = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return body.source
        ? json({ status: 'Success', message: 'The budget row was added.', rowId: 'new' })
        : json(
            {
              status: 'Error',
              message: 'Say where the amount comes from',
              errors: { source: 'Say where the amount comes from' },
            },
            400,
          );
    });
    await renderPage('/app/setup/support-at-home', SahBudgetsPage, {
      role: 'CompanyAdmin',
      api: { [GET]: () => json(VIEW), 'POST /api/SupportAtHome/save_budget_row': save },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a row' }));
    const form = await screen.findByRole('form', { name: 'Add a budget row' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add row' }));
    expect(await within(form).findByText('Choose a classification or pathway')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByLabelText(/Classification or pathway/));
    await userEvent.click(await screen.findByRole('option', { name: 'Classification 4', hidden: true }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '30600');
    await pickDate(userEvent.setup(), /Effective from/, '2026-07-01', form);
    await userEvent.type(within(form).getByRole('textbox', { name: /Source/ }), 'Schedule 2026-27');
    fireEvent.click(within(form).getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(JSON.parse(String((save.mock.calls[0] as unknown as [RequestInit])[0].body))).toMatchObject({
      kind: 'CLASS_4',
      amount: '30600',
      effectiveFrom: '2026-07-01',
      source: 'Schedule 2026-27',
    });
  });
});
