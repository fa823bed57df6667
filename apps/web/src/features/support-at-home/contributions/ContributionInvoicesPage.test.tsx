import type { ContributionInvoiceSummary, ContributionInvoicesReply } from '@care/domain';
import { Title } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, queryOf } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { setScreenWidth } from '../../../ui/data-table/data-table.test-kit.ts';
import { ContributionInvoicesPage } from './ContributionInvoicesPage.tsx';
import { MyContributionInvoices } from './MyContributionInvoices.tsx';

vi.mock('../../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const invoice = (over: Partial<ContributionInvoiceSummary>): ContributionInvoiceSummary => ({
  invoiceId: '6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f11',
  invoiceNumber: 'INV-000041',
  clientId: 'p-1',
  clientName: 'Margaret Nguyen',
  billToName: 'Margaret Nguyen',
  billToEmail: 'margaret@example.com',
  issueDate: '2026-11-22',
  dueDate: '2026-12-06',
  state: 'Saved',
  stateLabel: 'Not sent',
  totalCents: 2205,
  paidCents: 0,
  owedCents: 2205,
  sentTo: null,
  sentAt: null,
  ...over,
});

const LIST: ContributionInvoicesReply = {
  invoices: [
    invoice({}),
    invoice({
      invoiceId: '6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f12',
      invoiceNumber: 'INV-000042',
      clientName: 'Alan Brooks',
      billToName: 'Rita Brooks',
      state: 'Sent',
      stateLabel: 'Part paid',
      totalCents: 840,
      paidCents: 400,
      owedCents: 440,
    }),
  ],
  waiting: { clientCount: 1, lineCount: 2, totalCents: 1530 },
};
const AGED = {
  asOf: '2026-11-22',
  buckets: { current: 440, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
  totalCents: 440,
  invoices: [],
};
const URL = '/app/reports/support-at-home-contributions';
const BASE = '/api/SupportAtHome/contributions';
const api = (more: Record<string, (init?: RequestInit, url?: string) => Response> = {}) => ({
  [`GET ${BASE}/invoices`]: () => json(LIST),
  [`GET ${BASE}/aged`]: () => json(AGED),
  ...more,
});
const bodyOf = (mock: { mock: { calls: unknown[][] } }) =>
  JSON.parse(String((mock.mock.calls[0] as [RequestInit])[0].body));

afterEach(() => vi.unstubAllGlobals());

/** Opens the details of the row at `index` (where a phone shows the actions). */
async function openDetails(index = 0) {
  const toggles = await screen.findAllByRole('button', { name: 'Show details' });
  await userEvent.click(toggles[index] as HTMLElement);
}

describe('Support at Home contributions page (issue 39 item 5)', { timeout: 30_000 }, () => {
  it('lists the invoices with state and owed, the aged totals and what is waiting; the PDF opens', async () => {
    await renderPage(URL, ContributionInvoicesPage, { role: 'CompanyAdmin', api: api() });
    const table = await screen.findByRole('table', { name: /contribution invoices/i });
    const rows = within(table).getAllByRole('row').slice(1);
    // A phone's screen (the tests'): bill-to, dates, invoiced and the actions fold into the row's details.
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['', 'INV-000041', 'Margaret Nguyen', 'Not sent', '$22.05'],
      ['', 'INV-000042', 'Alan Brooks', 'Part paid', '$4.40'],
    ]);
    expect(screen.getByText('2 paid claim line(s) of 1 client(s): $15.30 of contributions.')).toBeTruthy();
    expect(within(screen.getByLabelText('Owed by age')).getAllByText('$4.40')).toHaveLength(2);
    // Send on the unsent invoice, Payment on the sent one, each with its PDF.
    const [first, second] = screen.getAllByRole('button', { name: 'Show details' }) as [
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.click(first);
    expect(
      (await screen.findByRole('link', { name: 'Open the PDF of INV-000041' })).getAttribute('href'),
    ).toBe(`${BASE}/invoices/6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f11/pdf`);
    expect(screen.getByRole('button', { name: 'Send INV-000041' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record a payment on INV-000041/ })).toBeNull();
    await userEvent.click(second);
    expect(await screen.findByRole('button', { name: 'Record a payment on INV-000042' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send INV-000042' })).toBeNull();
  });

  it('at 1440 px keeps due, state, the amounts and the actions in view; bill-to and the issue date fold', async () => {
    // The table was wider than a 1440 px page: it scrolled sideways and cut the Payment button.
    // (afterEach gives the tests' phone screen back.)
    setScreenWidth(1440);
    await renderPage(URL, ContributionInvoicesPage, { role: 'CompanyAdmin', api: api() });
    const table = await screen.findByRole('table', { name: /contribution invoices/i });
    await within(table).findByText('INV-000042');
    expect([...table.querySelectorAll('thead th')].map((h) => h.textContent?.trim()).filter(Boolean)).toEqual(
      ['Details', 'Invoice', 'Client', 'Due', 'State', 'Invoiced', 'Owed', 'Actions'],
    );
    // Send and Payment sit in their rows, without opening the details.
    expect(within(table).getByRole('button', { name: 'Send INV-000041' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Record a payment on INV-000042' })).toBeTruthy();
    // Bill-to and the issue date are in the row's details.
    await openDetails(1);
    expect(await within(table).findByText('Rita Brooks')).toBeTruthy();
    expect(within(table).getAllByText('22-11-2026').length).toBeGreaterThan(0);
  });

  it('runs the invoicing and shows its message, or the refusal', async () => {
    let calls = 0;
    const run = vi.fn(() => {
      calls += 1;
      return calls === 1
        ? json({
            status: 'Success',
            message: '1 contribution invoice(s) made for $15.30',
            issueDate: '2026-11-22',
            invoices: [],
          })
        : json(
            {
              status: 'Error',
              message: 'No paid Support at Home claim line with a contribution is waiting to be invoiced',
            },
            400,
          );
    });
    await renderPage(URL, ContributionInvoicesPage, {
      role: 'Administrator',
      api: api({ [`POST ${BASE}/run`]: run }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice contributions' }));
    expect(await screen.findByText('1 contribution invoice(s) made for $15.30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Invoice contributions' }));
    expect(
      await screen.findByText(
        'No paid Support at Home claim line with a contribution is waiting to be invoiced',
      ),
    ).toBeTruthy();
  });

  it('sends an invoice to the address shown (the bill-to’s), and the server’s refusal shows at the field', async () => {
    const send = vi.fn(() =>
      json(
        {
          status: 'Error',
          message: 'Enter a valid email address',
          errors: { to: 'Enter a valid email address' },
        },
        400,
      ),
    );
    await renderPage(URL, ContributionInvoicesPage, {
      role: 'CompanyAdmin',
      api: api({ [`POST ${BASE}/invoices/6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f11/send`]: send }),
    });
    await openDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Send INV-000041' }));
    const form = await screen.findByRole('form', { name: 'Send contribution invoice' });
    expect((within(form).getByRole('textbox', { name: /Send to/ }) as HTMLInputElement).value).toBe(
      'margaret@example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send invoice' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(bodyOf(send)).toEqual({ to: 'margaret@example.com' });
    expect((await within(form).findAllByText('Enter a valid email address')).length).toBeGreaterThan(0);
  });

  it('records a payment: the amount owed offered, the typed values sent', async () => {
    const pay = vi.fn(() => json({ status: 'Success', message: 'Payment recorded' }));
    await renderPage(URL, ContributionInvoicesPage, {
      role: 'CompanyAdmin',
      api: api({ [`POST ${BASE}/invoices/6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f12/payments`]: pay }),
    });
    await openDetails(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a payment on INV-000042' }));
    const form = await screen.findByRole('form', { name: 'Record payment' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('4.40');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('Enter the payment reference')).toBeTruthy();
    expect(pay).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByRole('textbox', { name: /Reference/ }), 'EFT 991');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(pay).toHaveBeenCalled());
    expect(bodyOf(pay)).toMatchObject({ amount: '4.40', reference: 'EFT 991' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record payment' })).toBeNull());
  });

  it('an auditor reads the list but runs, sends and records nothing', async () => {
    await renderPage(URL, ContributionInvoicesPage, { role: 'Auditor', api: api() });
    await screen.findByRole('table', { name: /contribution invoices/i });
    await openDetails();
    expect(await screen.findByRole('link', { name: 'Open the PDF of INV-000041' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice contributions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send INV-000041' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Record a payment/ })).toBeNull();
  });
});

describe('the client’s own contribution invoices (portal)', { timeout: 30_000 }, () => {
  const Own = () => (
    <>
      <Title order={1}>My Profile</Title>
      <MyContributionInvoices profileId="p-1" />
    </>
  );

  it('lists their invoices with state, owed and the PDF of their own', async () => {
    let asked: Record<string, string> = {};
    await renderPage('/app/client/profile', Own, {
      role: 'Client',
      api: {
        [`GET ${BASE}/client_invoices`]: (_init, url) => {
          asked = queryOf(url as string);
          return json({ invoices: [invoice({ state: 'Sent', stateLabel: 'Sent' })] });
        },
      },
    });
    const card = await screen.findByLabelText('Your contribution invoices');
    expect(asked).toEqual({ clientId: 'p-1' });
    expect(within(card).getByText('INV-000041')).toBeTruthy();
    expect(within(card).getByText('$22.05 owed')).toBeTruthy();
    expect(within(card).getByText('Sent')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      `${BASE}/client_invoice_pdf?clientId=p-1&invoiceId=6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f11`,
    );
  });

  it('shows nothing to a client with no contribution invoice', async () => {
    await renderPage('/app/client/profile', Own, {
      role: 'Client',
      api: { [`GET ${BASE}/client_invoices`]: () => json({ invoices: [] }) },
    });
    await waitFor(() => expect(screen.queryByLabelText('Your contribution invoices')).toBeNull());
  });
});
