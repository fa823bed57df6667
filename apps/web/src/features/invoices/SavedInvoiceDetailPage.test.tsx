import type { InvoiceListReply } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, queryOf } from '../../test/fixtures.ts';
import { type PageApi, renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { saveInvoicePdfFilter } from './invoice-pdf-filter.ts';
import { EVENING, FROM, ITEM_B, line, loadResult, NOAH, TO } from './invoices.test-kit.ts';
import { SavedInvoiceDetailPage } from './SavedInvoiceDetailPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));
vi.mock('./invoice-pdf-filter.ts', () => ({ saveInvoicePdfFilter: vi.fn() }));

const SAVED = line({ status: 'Saved', invoiceNumber: 'INV-000123' });

function listReply(over: Partial<InvoiceListReply> = {}): InvoiceListReply {
  const {
    invoices,
    groupInvoice,
    profile,
    totalDuration,
    totalAgreedDuration,
    totalAmountCents,
    totalAmount,
    totalKm,
  } = loadResult({ invoices: [SAVED, EVENING] });
  return {
    invoices,
    groupInvoice,
    profile,
    invoiceNumber: 'INV-000123',
    accounts: [],
    totalDuration,
    totalAgreedDuration,
    totalAmountCents,
    totalAmount,
    totalKm,
    ...over,
  };
}

const PATTERN = '/app/reports/view-saved-invoice/$from/$to/$uid';
const URL_OF = `/app/reports/view-saved-invoice/${FROM}/${TO}/${NOAH}`;

async function open(api: PageApi = {}, role = 'CompanyAdmin') {
  const urls: string[] = [];
  const page = await renderPage(URL_OF, SavedInvoiceDetailPage, {
    pattern: PATTERN,
    role,
    api: {
      'GET /api/Invoice/list_invoices': (_i, u) => {
        urls.push(u);
        return json(listReply());
      },
      ...api,
    },
  });
  return { ...page, urls };
}

describe('a saved invoice’s detail', { timeout: 30_000 }, () => {
  beforeEach(() => setScreen(true));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads its period and client from the path and shows the invoice number, client, NDIS number and totals', async () => {
    const { urls } = await open();
    expect(await screen.findByText('INV-000123', { selector: 'h1 *' })).toBeTruthy();
    expect(queryOf(urls[0] ?? '')).toEqual({ fromDate: FROM, toDate: TO, clientId: NOAH });
    expect(screen.getByText('Noah Williams', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText(/NDIS number 430000001/)).toBeTruthy();
    expect(screen.getByText(/01-10-2026 – 31-10-2026/)).toBeTruthy();
    expect(screen.getByLabelText('Total Amount').textContent).toBe('$400.57');
    expect(screen.getByLabelText('Total Duration').textContent).toBe('5 Hrs 30 min');
    expect(screen.getByLabelText('Total Km').textContent).toBe('12.50 km');
    const table = await screen.findByRole('table', { name: 'invoice lines' });
    expect(within(table).getByText('14-10-2026')).toBeTruthy();
    expect(within(table).getByText('07-10-2026')).toBeTruthy();
  });

  it('opens the tax invoice the mail attaches, once the invoice has its account (issue 40 item 2)', async () => {
    await open({
      'GET /api/Invoice/list_invoices': () =>
        json(
          listReply({
            accounts: [{ invoiceId: 'inv-1', invoiceNumber: 'INV-000123', clientName: 'Noah Williams' }],
          }),
        ),
    });
    await screen.findByRole('table', { name: 'invoice lines' });
    fireEvent.click(screen.getByRole('button', { name: 'Tax invoice (PDF)' }));
    expect(
      (await screen.findByRole('menuitem', { name: 'Open INV-000123', hidden: true })).getAttribute('href'),
    ).toBe('/api/Invoice/tax_invoice/inv-1');
    expect(
      (await screen.findByRole('menuitem', { name: 'Download INV-000123', hidden: true })).getAttribute(
        'href',
      ),
    ).toBe('/api/Invoice/tax_invoice/inv-1?download=true');
  });

  it('offers no tax invoice for lines saved before invoices had accounts', async () => {
    await open();
    await screen.findByRole('table', { name: 'invoice lines' });
    expect(screen.queryByRole('button', { name: 'Tax invoice (PDF)' })).toBeNull();
  });

  it('switches to the lines grouped by item number', async () => {
    await open();
    await screen.findByRole('table', { name: 'invoice lines' });
    fireEvent.click(screen.getByText('Grouped by item number'));
    const grouped = await screen.findByRole('table', { name: 'invoice lines by item' });
    expect(within(grouped).getByText('01_015_0107_1_1')).toBeTruthy();
    // Each group's amount with the quantity it bills.
    const evening = within(grouped).getByText('01_015_0107_1_1').closest('tr') as HTMLElement;
    expect(within(evening).getByText('2.00 h billed')).toBeTruthy();
  });

  it('edits a line’s activity in the Edit Invoice dialog and reloads the invoice', async () => {
    const user = userEvent.setup();
    const { urls } = await open({
      'GET /api/Invoice/activity_options/i-1': () =>
        json([
          {
            ndiA_DPAId: ITEM_B,
            itemNumber: '01_015_0107_1_1',
            itemName: 'Assistance With Self-Care Activities - Standard - Weekday Evening',
            unit: 'H',
            unitPrice: 77.38,
            unitPriceCents: 7738,
            scheduled: true,
          },
        ]),
      'POST /api/Invoice/edit_invoice/i-1': () =>
        json({ status: 'Success', message: 'Invoice line updated', invoice: SAVED }),
    });
    const table = await screen.findByRole('table', { name: 'invoice lines' });
    const row = within(table).getByText('14-10-2026').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    await user.click(within(dialog).getAllByLabelText('Activity', { exact: false })[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: /01_015_0107_1_1/, hidden: true }));
    expect(within(dialog).getByText('Amount: $270.83')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(urls).toHaveLength(2));
  });

  it('Generate PDF keeps the saved invoice’s filter and opens the PDF of the view after 2 seconds', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await open();
    await screen.findByRole('table', { name: 'invoice lines' });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(saveInvoicePdfFilter).toHaveBeenCalledWith({
      fromDate: FROM,
      toDate: TO,
      clientId: NOAH,
      saved: true,
      yes: true,
    });
    vi.advanceTimersByTime(1999);
    expect(tab.location.href).toBe('');
    vi.advanceTimersByTime(1);
    expect(tab.location.href).toBe('/pdf/loadUngroupedInvoice-pdf/gen_rate');
  });

  it('links to the NDIS claim of this period and client', async () => {
    const { router } = await open();
    await screen.findByRole('table', { name: 'invoice lines' });
    const claim = screen.getByRole('link', { name: 'Claim from the NDIS' });
    expect(claim.getAttribute('href')).toBe(
      `/app/reports/ndis-claims?fromDate=${FROM}&toDate=${TO}&clientId=${NOAH}`,
    );
    fireEvent.click(claim);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/reports/ndis-claims'));
    expect(router.state.location.search).toMatchObject({ fromDate: FROM, toDate: TO, clientId: NOAH });
  });

  it('shows an auditor the invoice without Edit or the claim', async () => {
    await open({}, 'Auditor');
    const table = await screen.findByRole('table', { name: 'invoice lines' });
    expect(within(table).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Claim from the NDIS' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate PDF' })).toBeTruthy();
  });
});
