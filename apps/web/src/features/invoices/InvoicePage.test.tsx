import { INVOICE_MESSAGES as M } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { json, queryOf } from '../../test/fixtures.ts';
import { type PageApi, renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { InvoicePage } from './InvoicePage.tsx';
import { saveInvoicePdfFilter } from './invoice-pdf-filter.ts';
import { CLIENTS, detail, EVENING, FROM, HOUR, line, loadResult, NOAH, TO } from './invoices.test-kit.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));
vi.mock('./invoice-pdf-filter.ts', () => ({ saveInvoicePdfFilter: vi.fn() }));

const LOAD = 'GET /api/Invoice/load_invoice';
const loaded = `/app/reports/invoice?clientId=${NOAH}&fromDate=${FROM}&toDate=${TO}`;

async function openInvoice(url: string, api: PageApi = {}) {
  const urls: string[] = [];
  const recorded: PageApi = {};
  for (const [key, handler] of Object.entries({ ...CLIENTS, [LOAD]: () => json(loadResult()), ...api })) {
    recorded[key] = (init, u) => {
      urls.push(u);
      return (handler as PageApi[string])(init, u);
    };
  }
  const { router } = await renderPage(url, InvoicePage, {
    pattern: '/app/reports/invoice',
    role: 'Administrator',
    api: recorded,
  });
  return { urls, router };
}

const callsTo = (urls: string[], path: string) => urls.filter((u) => u.split('?')[0] === `/api${path}`);
const table = () => screen.findByRole('table', { name: 'invoice lines' });
const rowOf = async (text: string) =>
  (await within(await table()).findByText(text)).closest('tr') as HTMLElement;

describe('Invoice screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setScreen(true);
    vi.mocked(toasts.success).mockClear();
    vi.mocked(toasts.error).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('loads the invoice of the address: lines newest first, warnings and totals', async () => {
    const { urls } = await openInvoice(loaded);
    const daytime = await rowOf('14-10-2026');
    expect(queryOf(callsTo(urls, '/Invoice/load_invoice')[0] ?? '')).toEqual({
      userId: 'u-1',
      fromDate: FROM,
      toDate: TO,
      clientId: NOAH,
      type: 'No',
      // TTP ended on 1 July 2024: off unless asked for (issue 26).
      withTTP: 'No',
    });
    expect(within(daytime).getByText('01_011_0107_1_1')).toBeTruthy();
    expect(within(daytime).getByText('$245.81')).toBeTruthy();
    expect(within(daytime).getByText('Draft')).toBeTruthy();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('14-10-2026');
    expect(rows[2]?.textContent).toContain('07-10-2026');
    expect(within(rows[2] as HTMLElement).getByText('Rejected')).toBeTruthy();

    expect(screen.getByLabelText('Total Duration').textContent).toBe('5 Hrs 30 min');
    expect(screen.getByLabelText('Total Amount').textContent).toBe('$400.57');
    expect(screen.getByLabelText('Total Agreed Duration').textContent).toBe('5 Hrs 30 min');
    expect(screen.getByLabelText('Total Km').textContent).toBe('12.50 km');
    expect(screen.getByText('Noah Williams: Daily Activities is over budget by $120.00')).toBeTruthy();
    expect(screen.getByText('Noah Williams: 1 line has no support item for its band')).toBeTruthy();
  });

  it('shows what each amount bills beside it, agreed and worked as information (issue 40 item 2)', async () => {
    // A short visit: 2 hours agreed, 8 minutes worked and billed.
    const short = line({
      invoicesId: 'i-short',
      date: '2026-10-20',
      duration: (8 / 60) * HOUR,
      agreedDuration: 2 * HOUR,
      billedDuration: (8 / 60) * HOUR,
      quantity: 8 / 60,
      amount: 9.36,
      amountCents: 936,
      shortDelivery: 'Unconfirmed',
    });
    await openInvoice(loaded, {
      [LOAD]: () =>
        json(
          loadResult({
            invoices: [short],
            totalDuration: (8 / 60) * HOUR,
            totalAgreedDuration: 2 * HOUR,
            totalAmountCents: 936,
          }),
        ),
    });
    const row = await rowOf('20-10-2026');
    const amount = within(row).getByText('$9.36').parentElement as HTMLElement;
    expect(amount.textContent).toBe('$9.36' + '0.13 h × $70.23');
    expect(within(row).getByText('2 Hrs 0 min')).toBeTruthy();
    expect(screen.getByLabelText('Total Amount').textContent).toBe('$9.36');
    expect(screen.getByLabelText('Total Billed').textContent).toBe('0.13 h');
    expect(screen.getByLabelText('Total Agreed Duration').textContent).toBe('2 Hrs 0 min');
    // Nothing saved yet: no tax invoice to open.
    expect(screen.queryByRole('button', { name: 'Tax invoice (PDF)' })).toBeNull();
  });

  it('opens or downloads the tax invoice of each saved invoice of the period', async () => {
    await openInvoice(loaded, {
      [LOAD]: () =>
        json(
          loadResult({
            invoices: [line({ status: 'Saved', invoiceNumber: 'INV-000123' })],
            accounts: [{ invoiceId: 'inv-1', invoiceNumber: 'INV-000123', clientName: 'Noah Williams' }],
          }),
        ),
    });
    await rowOf('14-10-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Tax invoice (PDF)' }));
    const open = await screen.findByRole('menuitem', { name: 'Open INV-000123', hidden: true });
    expect(open.getAttribute('href')).toBe('/api/Invoice/tax_invoice/inv-1');
    expect(open.getAttribute('target')).toBe('_blank');
    const download = await screen.findByRole('menuitem', { name: 'Download INV-000123', hidden: true });
    expect(download.getAttribute('href')).toBe('/api/Invoice/tax_invoice/inv-1?download=true');
    expect(download.getAttribute('download')).toBe('INV-000123.pdf');
  });

  it('marks a line with no item and shows no client column for one client', async () => {
    await openInvoice(loaded, {
      [LOAD]: () => json(loadResult({ invoices: [line({ hasItem: false, itemNumber: null })] })),
    });
    const row = await rowOf('14-10-2026');
    expect(within(row).getByLabelText('No support item for this band')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'invoice lines' })).queryByText('Client')).toBeNull();
  });

  it('asks for the dates at their fields and loads nothing without them', async () => {
    const { urls } = await openInvoice('/app/reports/invoice');
    expect(screen.getByText('Choose a client and a period, then Load')).toBeTruthy();
    const start = screen.getByLabelText(/^Start Date/);
    const clear = start
      .closest('.mantine-InputWrapper-root')
      ?.querySelector('.mantine-InputClearButton-root');
    fireEvent.click(clear as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText(M.periodRequired)).toBeTruthy();
    expect(screen.getByText(M.clientRequired)).toBeTruthy();
    expect(callsTo(urls, '/Invoice/load_invoice')).toHaveLength(0);
  });

  it('loads All Client with the form and keeps the choice in the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-20T03:00:00.000Z'));
    const { urls, router } = await openInvoice('/app/reports/invoice');
    const user = userEvent.setup();
    await user.click(screen.getAllByLabelText(/^Client/)[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'All clients', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(callsTo(urls, '/Invoice/load_invoice')).toHaveLength(1));
    // This month so far, in the company's zone.
    expect(queryOf(callsTo(urls, '/Invoice/load_invoice')[0] ?? '')).toMatchObject({
      clientId: 'All',
      fromDate: '2026-10-01',
      toDate: '2026-10-20',
    });
    expect(router.state.location.search).toEqual({
      clientId: 'All',
      fromDate: '2026-10-01',
      toDate: '2026-10-20',
    });
    expect(await within(await table()).findAllByText('Noah Williams')).toHaveLength(2);
  });

  it('switches to the grouped view by item number', async () => {
    await openInvoice(loaded);
    await table();
    fireEvent.click(screen.getByText('Grouped by item number'));
    const grouped = await screen.findByRole('table', { name: 'invoice lines by item' });
    expect(within(grouped).getByText('01_015_0107_1_1').closest('tr')?.textContent).toContain('$154.76');
    expect(screen.queryByRole('table', { name: 'invoice lines' })).toBeNull();
  });

  it('expands a line into its explanation', async () => {
    const { urls } = await openInvoice(loaded, {
      'GET /api/Invoice/get_invoicedetails/i-1': () => json(detail()),
    });
    const row = await rowOf('14-10-2026');
    fireEvent.click(within(row).getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('$70.23 × 3.50 h = $245.81')).toBeTruthy();
    expect(
      screen.getByText('The support was between 6 am and 8 pm on a weekday: the daytime band.'),
    ).toBeTruthy();
    expect(callsTo(urls, '/Invoice/get_invoicedetails/i-1')).toHaveLength(1);
  });

  it('edits a line’s activity and shows the repriced line without re-loading', async () => {
    const repriced = line({
      itemNumber: '01_015_0107_1_1',
      unitPriceCents: 7738,
      amountCents: 27083,
      amount: 270.83,
    });
    const { urls } = await openInvoice(loaded, {
      'GET /api/Invoice/activity_options/i-1': () =>
        json([
          {
            ndiA_DPAId: '22222222-2222-4222-8222-222222222222',
            itemNumber: '01_015_0107_1_1',
            itemName: 'Weekday Evening',
            unit: 'H',
            unitPrice: 77.38,
            unitPriceCents: 7738,
            scheduled: true,
          },
        ]),
      'POST /api/Invoice/edit_invoice/i-1': () =>
        json({ status: 'Success', message: M.edited, invoice: repriced }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the line of 14-10-2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    await userEvent.setup().click(within(dialog).getAllByLabelText(/^Activity/)[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: /Weekday Evening/, hidden: true }));
    expect(within(dialog).getByText('Amount: $270.83')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(await rowOf('14-10-2026')).findByText('$270.83')).toBeTruthy();
    expect(screen.getByLabelText('Total Amount').textContent).toBe('$425.59');
    expect(callsTo(urls, '/Invoice/load_invoice')).toHaveLength(1);
  });

  it('on a phone, folds the item into the expanded row and offers Edit there', async () => {
    setScreen(false);
    await openInvoice(loaded, { 'GET /api/Invoice/get_invoicedetails/i-1': () => json(detail()) });
    const row = await rowOf('14-10-2026');
    expect(screen.queryByRole('button', { name: 'Edit the line of 14-10-2026' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Show details' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit line' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Invoice' })).toBeTruthy();
  });

  it('deletes the invoice after the confirmation; claimed lines stay', async () => {
    const { urls } = await openInvoice(loaded, {
      'GET /api/Invoice/delete_invoices': () => json({ status: 'Success', message: M.deleted }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Invoice' });
    expect(within(dialog).getByText('Are you sure you want to delete this Invoice?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'No, cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "Yes, I'm sure" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(M.deleted, undefined));
    expect(queryOf(callsTo(urls, '/Invoice/delete_invoices')[0] ?? '')).toEqual({
      userId: 'u-1',
      fromDate: FROM,
      toDate: TO,
      clientId: NOAH,
    });
    await waitFor(async () => expect(within(await table()).queryByText('14-10-2026')).toBeNull());
    expect(within(await table()).getByText('07-10-2026')).toBeTruthy();
  });

  it('saves the invoice: toasts the invoice number and re-loads the lines', async () => {
    const { urls } = await openInvoice(loaded, {
      'POST /api/Invoice/save_invoice': () =>
        json({ status: 'Success', message: M.saved, savedCount: 1, invoiceNumbers: ['INV-000124'] }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invoice saved: INV-000124'));
    await waitFor(() => expect(callsTo(urls, '/Invoice/load_invoice')).toHaveLength(2));
  });

  it('Generate PDF keeps the filter and opens the grouped or ungrouped PDF page', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openInvoice(loaded);
    await table();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(saveInvoicePdfFilter).toHaveBeenCalledWith({
      fromDate: FROM,
      toDate: TO,
      clientId: NOAH,
      saved: false,
      yes: true,
    });
    vi.advanceTimersByTime(2000);
    expect(tab.location.href).toBe('/pdf/loadUngroupedInvoice-pdf/gen_rate');
    vi.useRealTimers();
    fireEvent.click(screen.getByText('Grouped by item number'));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Generate PDF' }));
    vi.advanceTimersByTime(2000);
    expect(tab.location.href).toBe('/pdf/loadGroupedInvoice-pdf/gen_rate');
  });

  it('the Post buttons explain that no accounting service is connected', async () => {
    await openInvoice(loaded);
    await table();
    for (const name of [
      'Post Actual Hours to the accounting service',
      'Post Agreed Hours to the accounting service',
    ]) {
      fireEvent.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name: 'Post to the accounting service' });
      expect(within(dialog).getByText(M.accountingNotConnected)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('shows the portal’s message when hovering a rejected line’s status', async () => {
    await openInvoice(loaded);
    const rejected = await rowOf('07-10-2026');
    await userEvent.setup().hover(within(rejected).getByText('Rejected'));
    expect(await screen.findByText(EVENING.claimMessage as string)).toBeTruthy();
  });

  it('says so and offers no buttons when the period has nothing to invoice', async () => {
    await openInvoice(loaded, { [LOAD]: () => json(loadResult({ invoices: [], warnings: [] })) });
    expect(await screen.findByText(M.noLines)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Invoice' })).toBeNull();
  });
});
