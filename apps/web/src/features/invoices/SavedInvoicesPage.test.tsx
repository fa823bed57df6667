import type { SavedInvoiceView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { HOUR, NOAH } from './invoices.test-kit.ts';
import { SavedInvoicesPage } from './SavedInvoicesPage.tsx';

function saved(over: Partial<SavedInvoiceView> = {}): SavedInvoiceView {
  return {
    invoiceNumber: 'INV-000123',
    description: 'Noah Williams, October 2026',
    fromDate: '2026-10-01',
    toDate: '2026-10-31',
    clientId: NOAH,
    clientName: 'Noah Williams',
    totalDuration: 5.5 * HOUR,
    totalAgreedDuration: 5.5 * HOUR,
    billed: [{ unit: 'H', quantity: 5.5 }],
    amount: 400.57,
    amountCents: 40057,
    totalKm: 12.5,
    lineCount: 2,
    claimedCount: 0,
    paidCount: 0,
    rejectedCount: 0,
    savedAt: '2026-11-02T00:00:00.000Z',
    invoiceId: null,
    management: 'NDIA Managed',
    toSend: false,
    billToName: null,
    state: 'Saved',
    stateLabel: 'Saved',
    invoicedCents: 40057,
    paidCents: 0,
    owedCents: 40057,
    dueDate: null,
    sentTo: null,
    sentAt: null,
    heldBackCount: 0,
    ...over,
  };
}

// Out of order on purpose: the page shows the newest period first whatever the reply's order.
const LIST = [
  saved({
    invoiceNumber: 'INV-000101',
    description: 'Noah Williams, August 2026',
    fromDate: '2026-08-01',
    toDate: '2026-08-31',
    paidCount: 2,
  }),
  saved({ claimedCount: 1, paidCount: 3, rejectedCount: 1 }),
  saved({
    invoiceNumber: 'INV-000110',
    description: 'Ava Patel, September 2026',
    fromDate: '2026-09-01',
    toDate: '2026-09-30',
    clientId: 'p-2',
    clientName: 'Ava Patel',
  }),
];

describe('Saved Invoices', { timeout: 30_000 }, () => {
  beforeEach(() => setScreen(true));
  afterEach(() => {
    vi.useRealTimers();
  });

  const open = () =>
    renderPage('/app/reports/saved-invoice', SavedInvoicesPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Invoice/list_dategroup_invoices': () => json(LIST) },
    });

  it('lists the saved invoices newest period first, each description linking to its detail', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'saved invoices' });
    const links = await within(table).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Noah Williams, October 2026',
      'Ava Patel, September 2026',
      'Noah Williams, August 2026',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      `/app/reports/view-saved-invoice/2026-10-01/2026-10-31/${NOAH}`,
    );
    const october = links[0]?.closest('tr') as HTMLElement;
    expect(within(october).getByText('01-10-2026 – 31-10-2026')).toBeTruthy();
    expect(within(october).getByText('$400.57')).toBeTruthy();
    expect(within(october).getByText('5.50 h')).toBeTruthy();
    expect(within(october).getByLabelText('agreed 5.50 h, worked 5.50 h').textContent).toBe(
      'agreed 5.50 hworked 5.50 h',
    );
    expect(within(october).getByText('12.50 km')).toBeTruthy();
    expect(within(october).getByText('1 claimed')).toBeTruthy();
    expect(within(october).getByText('3 paid')).toBeTruthy();
    expect(within(october).getByText('1 rejected')).toBeTruthy();
    expect(within(links[1]?.closest('tr') as HTMLElement).getByText('Not claimed')).toBeTruthy();
  });

  it('shows the hours billed beside the amount, not the agreed hours, and opens the tax invoice (issue 40 item 2)', async () => {
    const short = saved({
      invoiceNumber: 'INV-000130',
      description: 'Noah Williams, November 2026',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      totalDuration: (8 / 60) * HOUR,
      totalAgreedDuration: 2 * HOUR,
      billed: [{ unit: 'H', quantity: 8 / 60 }],
      amount: 9.36,
      amountCents: 936,
      invoiceId: 'inv-130',
      management: 'Plan Managed',
      toSend: true,
    });
    await renderPage('/app/reports/saved-invoice', SavedInvoicesPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Invoice/list_dategroup_invoices': () => json([short]) },
    });
    const row = (await screen.findByText('Noah Williams, November 2026')).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const amountAt = cells.indexOf('$9.36');
    expect(cells[amountAt - 1]).toBe('0.13 h');
    expect(within(row).getByLabelText('agreed 2.00 h, worked 0.13 h')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'More for INV-000130' }));
    const open = await screen.findByRole('menuitem', { name: 'Tax invoice (PDF)', hidden: true });
    expect(open.getAttribute('href')).toBe('/api/Invoice/tax_invoice/inv-130');
    expect(
      screen.getByRole('menuitem', { name: 'Download tax invoice (PDF)', hidden: true }).getAttribute('href'),
    ).toBe('/api/Invoice/tax_invoice/inv-130?download=true');
  });

  // Issue 40 item 3: before 10–11 am in Sydney UTC is still on yesterday.
  it('shows the day an invoice was sent in Sydney, at 08:00 Sydney time', async () => {
    // 08:00 Sydney on Wednesday 2 December 2026 is 21:00 UTC on the 1st.
    const eight = '2026-12-01T21:00:00.000Z';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(eight));
    const sent = saved({
      invoiceNumber: 'INV-000130',
      description: 'Noah Williams, November 2026',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      invoiceId: 'inv-130',
      management: 'Plan Managed',
      toSend: true,
      billToName: 'Leap in! Plan Management',
      state: 'Sent',
      stateLabel: 'Sent',
      dueDate: '2026-12-16',
      sentTo: 'accounts@leapin.example',
      sentAt: eight,
    });
    await renderPage('/app/reports/saved-invoice', SavedInvoicesPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Invoice/list_dategroup_invoices': () => json([sent]) },
    });
    expect(await screen.findByText('Sent to accounts@leapin.example, 02-12-2026')).toBeTruthy();
  });

  it('keeps the search in the query string', async () => {
    const { router } = await open();
    await screen.findByText('Ava Patel, September 2026');
    fireEvent.change(screen.getByLabelText('Search by client, description or invoice number'), {
      target: { value: 'ava' },
    });
    await waitFor(() => expect((router.state.location.search as { search?: string }).search).toBe('ava'));
    await waitFor(() => expect(screen.queryByText('Noah Williams, October 2026')).toBeNull());
    expect(screen.getByText('Ava Patel, September 2026')).toBeTruthy();
  });
});
