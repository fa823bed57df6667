import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen, setScreenWidth } from '../../ui/data-table/data-table.test-kit.ts';
import { InvoicePage } from './InvoicePage.tsx';
import { CLIENTS, FROM, loadResult, NOAH, TO } from './invoices.test-kit.ts';
import { SavedInvoicesPage } from './SavedInvoicesPage.tsx';

// Issue 40 item 7: on a 1440 px office screen the columns the office decides on stay in view;
// the others fold into the row's expanded part (they show again from 1600 px).
const headersOf = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].map((h) => h.textContent?.trim()).filter(Boolean);

describe('the invoice tables at 1440 px', { timeout: 30_000 }, () => {
  afterEach(() => setScreen(true));

  it('Invoice: agreed, worked, delivered, amount and status in view; time, shift period, unit price and km fold', async () => {
    setScreenWidth(1440);
    await renderPage(`/app/reports/invoice?clientId=${NOAH}&fromDate=${FROM}&toDate=${TO}`, InvoicePage, {
      pattern: '/app/reports/invoice',
      role: 'Administrator',
      api: { ...CLIENTS, 'GET /api/Invoice/load_invoice': () => json(loadResult()) },
    });
    const table = await screen.findByRole('table', { name: 'invoice lines' });
    await within(table).findAllByRole('row');
    expect(headersOf(table)).toEqual([
      'Details',
      'Date',
      'Worker',
      'Item Number',
      'Agreed',
      'Worked',
      'Delivered',
      'Amount',
      'Status',
      'Edit',
    ]);
  });

  it('Saved Invoices: the amounts, state, owed and actions in view; client, period, lines, km and bill-to fold', async () => {
    setScreenWidth(1440);
    await renderPage('/app/reports/saved-invoice', SavedInvoicesPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Invoice/list_dategroup_invoices': () => json([]) },
    });
    const table = await screen.findByRole('table', { name: 'saved invoices' });
    expect(headersOf(table)).toEqual([
      'Details',
      'Description',
      'Agreed / worked',
      'Billed',
      'Amount',
      'State',
      'Owed',
      'Actions',
    ]);
  });
});
