import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { PaymentResponsePage } from './PaymentResponsePage.tsx';
import { PaymentsPage } from './PaymentsPage.tsx';
import { payment } from './subscription.test-kit.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

describe('Payments', () => {
  beforeEach(() => setScreen(true));

  it('lists the payments and filters them by status on the server', async () => {
    const asked: string[] = [];
    await renderPage('/app/subscription/payments', PaymentsPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Payments/get_all': (_init, url) => {
          const status = new URL(url, 'http://x').searchParams.get('status');
          asked.push(status ?? '');
          return json({
            payments:
              status === 'failed'
                ? [payment({ paymentId: 'pay-2', invoiceNumber: 'SUB-ABCD1234-0002', status: 'failed' })]
                : [payment()],
          });
        },
      },
    });
    expect(await screen.findByText('SUB-ABCD1234-0001')).toBeTruthy();
    expect(screen.getByText('$270.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invoice SUB-ABCD1234-0001 PDF' }).getAttribute('href')).toBe(
      `/api/Payments/invoice_pdf/${payment().paymentId}?download=true`,
    );
    const user = userEvent.setup();
    const filter = screen.getAllByLabelText('Status').find((el) => el.tagName === 'INPUT') as HTMLElement;
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    expect(await screen.findByText('SUB-ABCD1234-0002')).toBeTruthy();
    expect(asked).toEqual(['all', 'failed']);
  });
});

// Issue 40 item 3: before 10–11 am in Sydney UTC is still on yesterday. At 08:00 Sydney on
// 2 December 2026 (21:00 UTC on 1 December), a payment made then reads 2 December.
describe('Payment dates at 08:00 Sydney', () => {
  const EIGHT_SYDNEY = '2026-12-01T21:00:00.000Z';
  beforeEach(() => {
    setScreen(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(EIGHT_SYDNEY));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the payment on Sydney's date, not UTC's", async () => {
    await renderPage('/app/subscription/payments', PaymentsPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Payments/get_all': () =>
          json({ payments: [payment({ createdAt: EIGHT_SYDNEY, periodStart: EIGHT_SYDNEY })] }),
      },
    });
    const row = (await screen.findByText('SUB-ABCD1234-0001')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('02-12-2026');
    expect(row.textContent).not.toContain('01-12-2026');
  });

  it("shows the period from Sydney's day to the same day a month on", async () => {
    await renderPage('/app/payment-response/pay-1', PaymentResponsePage, {
      role: 'CompanyAdmin',
      pattern: '/app/payment-response/$paymentId',
      api: {
        'GET /api/Payments/get_payment/pay-1': () =>
          json({
            payment: payment({
              createdAt: EIGHT_SYDNEY,
              periodStart: EIGHT_SYDNEY,
              // 2 January 2027, 08:00 Sydney.
              periodEnd: '2027-01-01T21:00:00.000Z',
            }),
          }),
      },
    });
    expect(await screen.findByText('Period 02-12-2026 to 02-01-2027')).toBeTruthy();
  });
});

describe('Payment result', () => {
  it('shows an offline invoice awaiting payment with what to quote', async () => {
    await renderPage('/app/payment-response/pay-1', PaymentResponsePage, {
      role: 'CompanyAdmin',
      pattern: '/app/payment-response/$paymentId',
      api: { 'GET /api/Payments/get_payment/pay-1': () => json({ payment: payment({ status: 'pending' }) }) },
    });
    expect(await screen.findByText('Invoice issued: awaiting payment')).toBeTruthy();
    expect(screen.getByText(/quoting SUB-ABCD1234-0001/)).toBeTruthy();
  });

  it('keeps asking until a card payment is confirmed, then says it was received', async () => {
    let n = 0;
    await renderPage('/app/payment-response/pay-1', PaymentResponsePage, {
      role: 'CompanyAdmin',
      pattern: '/app/payment-response/$paymentId',
      api: {
        'GET /api/Payments/get_payment/pay-1': () => {
          n += 1;
          return json({ payment: payment({ provider: 'stripe', status: n > 1 ? 'paid' : 'pending' }) });
        },
      },
    });
    expect(await screen.findByText('Confirming the payment')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Payment received')).toBeTruthy(), { timeout: 5000 });
  });

  it('says in plain words that there is no payment when the address names none', async () => {
    await renderPage('/app/payment-response', PaymentResponsePage, {
      role: 'CompanyAdmin',
      pattern: '/app/payment-response',
      api: {},
    });
    expect(await screen.findByText('No payment to show')).toBeTruthy();
    expect(screen.getByText(/this address names no payment/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All payments' }).getAttribute('href')).toBe(
      '/app/subscription/payments',
    );
  });

  it('says there is no such payment, rather than that it failed to load, for one the company does not have', async () => {
    await renderPage('/app/payment-response/pay-9', PaymentResponsePage, {
      role: 'CompanyAdmin',
      pattern: '/app/payment-response/$paymentId',
      api: {
        'GET /api/Payments/get_payment/pay-9': () =>
          json({ status: 'Error', message: 'The requested resource was not found.' }, 404),
      },
    });
    expect(await screen.findByText('No payment to show')).toBeTruthy();
    expect(screen.getByText(/no such payment for your company/)).toBeTruthy();
  });
});
