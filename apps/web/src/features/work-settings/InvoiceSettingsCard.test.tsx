import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession, startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CANCELLATION_HINT, DATE_FORMAT_NOTE, InvoiceSettingsCard } from './InvoiceSettingsCard.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const BANK = {
  paymentTermsDays: 14,
  bankAccountName: 'Harbour Care',
  bankBsb: '062-000',
  bankAccountNumber: '12345678',
};
const SAVED = {
  billShortNoticeCancellations: false,
  claimDateFormat: 'YYYY-MM-DD',
  claimGstCode: 'P2',
  ...BANK,
};

/** The card over a stubbed server; `reply` overrides the save's reply. */
function show(role: string, reply?: () => Response) {
  startSession(loginReplyFor(role));
  let current: unknown = SAVED;
  const posted: unknown[] = [];
  const api = stubApi({
    'GET /api/SetUp/get_invoice_settings': () => json(current),
    'POST /api/SetUp/edit_invoice_settings': (init) => {
      const body = JSON.parse(String(init?.body));
      posted.push(body);
      if (reply) {
        return reply();
      }
      current = body;
      return json({ status: 'Success', message: 'Invoice settings saved' });
    },
  });
  renderWithProviders(<InvoiceSettingsCard />);
  return { api, posted };
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
  vi.mocked(toasts.success).mockClear();
});

describe('the invoice settings card', () => {
  it('shows the saved settings with what they mean, and saves a change', async () => {
    const user = userEvent.setup();
    const { posted } = show('Administrator');
    const card = within(await screen.findByRole('form', { name: 'Invoices and NDIS claims' }));
    const cancellations = card.getByRole('switch', { name: /Bill short-notice cancellations/ });
    expect((cancellations as HTMLInputElement).checked).toBe(false);
    expect(card.getByText(CANCELLATION_HINT)).toBeTruthy();
    expect(card.getByText(DATE_FORMAT_NOTE)).toBeTruthy();
    expect(card.getByText('31 July 2026 is written 2026-07-31')).toBeTruthy();
    expect((card.getByLabelText(/GST code/) as HTMLInputElement).value).toBe(
      'P2 – GST free (most NDIS supports)',
    );
    const save = card.getByRole('button', { name: 'Save invoice settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(cancellations);
    await user.click(card.getByText('DD/MM/YYYY'));
    expect(card.getByText('31 July 2026 is written 31/07/2026')).toBeTruthy();
    await user.click(card.getByLabelText(/GST code/));
    await user.click(await screen.findByRole('option', { name: 'P1 – Taxable (GST applies)', hidden: true }));
    await user.click(save);
    await waitFor(() =>
      expect(posted).toEqual([
        { billShortNoticeCancellations: true, claimDateFormat: 'DD/MM/YYYY', claimGstCode: 'P1', ...BANK },
      ]),
    );
    expect(vi.mocked(toasts.success).mock.calls[0]?.[0]).toBe('Invoice settings saved');
    // Read again from the server: the form holds the saved values, nothing left to save.
    await waitFor(() => expect((card.getByRole('switch') as HTMLInputElement).checked).toBe(true));
    await waitFor(() =>
      expect(
        (card.getByRole('button', { name: 'Save invoice settings' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('shows the server’s message at its field', async () => {
    const user = userEvent.setup();
    show('Administrator', () =>
      json(
        { status: 'Error', message: 'Choose a GST code', errors: { claimGstCode: 'Choose a GST code' } },
        400,
      ),
    );
    const card = within(await screen.findByRole('form', { name: 'Invoices and NDIS claims' }));
    await user.click(card.getByRole('switch', { name: /Bill short-notice cancellations/ }));
    await user.click(card.getByRole('button', { name: 'Save invoice settings' }));
    expect(await card.findByText('Choose a GST code')).toBeTruthy();
  });

  it('lets others read the settings without changing them', async () => {
    const { api } = show('Coordinator');
    const card = within(await screen.findByRole('form', { name: 'Invoices and NDIS claims' }));
    expect((card.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(card.queryByRole('button', { name: 'Save invoice settings' })).toBeNull();
    expect(card.getByText('Only an administrator can change these settings.')).toBeTruthy();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('offers a retry when the settings do not load', async () => {
    startSession(loginReplyFor('Administrator'));
    stubApi({});
    renderWithProviders(<InvoiceSettingsCard />);
    expect(await screen.findByText("We couldn't load the invoice settings")).toBeTruthy();
  });
});
