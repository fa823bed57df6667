import type { ActivityOption } from '@care/domain';
import { INVOICE_MESSAGES as M } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { startSession } from '../../session/session-store.ts';
import { COMPANY, json, loginReplyFor, queryOf, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditInvoiceDialog } from './EditInvoiceDialog.tsx';
import { EVENING, ITEM_A, ITEM_B, line } from './invoices.test-kit.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const OPTIONS: ActivityOption[] = [
  {
    ndiA_DPAId: ITEM_A,
    itemNumber: '01_011_0107_1_1',
    itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
    unit: 'H',
    unitPrice: 70.23,
    unitPriceCents: 7023,
    scheduled: true,
  },
  {
    ndiA_DPAId: ITEM_B,
    itemNumber: '01_015_0107_1_1',
    itemName: 'Assistance With Self-Care Activities - Standard - Weekday Evening',
    unit: 'H',
    unitPrice: 77.38,
    unitPriceCents: 7738,
    scheduled: false,
  },
];

function openEdit(l = line(), editReply = () => json({ status: 'Success', message: M.edited, invoice: l })) {
  startSession(loginReplyFor('Administrator'));
  const urls: string[] = [];
  const bodies: unknown[] = [];
  stubApi({
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    [`GET /api/Invoice/activity_options/${l.invoicesId}`]: (_init, url) => {
      urls.push(url);
      return json(OPTIONS);
    },
    [`POST /api/Invoice/edit_invoice/${l.invoicesId}`]: (init, url) => {
      urls.push(url);
      bodies.push(JSON.parse(String(init?.body)));
      return editReply();
    },
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<EditInvoiceDialog line={l} onClose={onClose} onSaved={onSaved} />);
  return { urls, bodies, onSaved, onClose };
}

const activity = (dialog: HTMLElement) => within(dialog).getAllByLabelText(/^Activity/)[0] as HTMLElement;
const amount = (dialog: HTMLElement) => within(dialog).getByText(/^Amount:/).textContent;

describe('Edit Invoice dialog', () => {
  beforeEach(() => {
    vi.mocked(toasts.success).mockClear();
    vi.mocked(toasts.error).mockClear();
  });

  it('shows every field read-only but the activity, and recomputes the amount for a new item', async () => {
    const { bodies, urls, onSaved } = openEdit();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    for (const label of [
      'Date',
      'From',
      'To',
      'Duration',
      'Agreed Duration',
      'Shift Period',
      'Total Km',
      'Unit Price',
    ]) {
      expect(within(dialog).getByLabelText(label).hasAttribute('readonly')).toBe(true);
    }
    expect(within(dialog).getByLabelText('Date')).toHaveProperty('value', '14-10-2026');
    expect(within(dialog).getByLabelText('Agreed Duration')).toHaveProperty('value', '3 Hrs 30 min');
    expect(amount(dialog)).toBe('Amount: $245.81');
    expect(within(dialog).getByLabelText('Billed').textContent).toBe('Billed: 3.50 h × $70.23 = $245.81');

    await userEvent.setup().click(activity(dialog));
    fireEvent.click(await screen.findByRole('option', { name: /01_015_0107_1_1/, hidden: true }));
    // $77.38 × 3.5 h = $270.83 (half up to the cent).
    expect(amount(dialog)).toBe('Amount: $270.83');
    expect(within(dialog).getByLabelText('Billed').textContent).toBe('Billed: 3.50 h × $77.38 = $270.83');
    expect(within(dialog).getByLabelText('Unit Price')).toHaveProperty('value', '$77.38');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([{ ndiA_DPAId: ITEM_B }]);
    expect(queryOf(urls.find((u) => u.includes('edit_invoice')) ?? '')).toEqual({ userId: 'u-1' });
    expect(toasts.success).toHaveBeenCalledWith(M.edited, undefined);
  });

  it('lists the client’s scheduled items first', async () => {
    openEdit();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    await userEvent.setup().click(activity(dialog));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options[0]?.textContent).toContain('01_011_0107_1_1');
    expect(screen.getByText('Scheduled for the client')).toBeTruthy();
  });

  it('puts the server’s message under the activity when the item is refused', async () => {
    openEdit(line(), () =>
      json({ status: 'Error', message: M.itemNotInForce, errors: { ndiA_DPAId: M.itemNotInForce } }, 400),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    await userEvent.setup().click(activity(dialog));
    fireEvent.click(await screen.findByRole('option', { name: /01_015_0107_1_1/, hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.itemNotInForce)).toBeTruthy();
  });

  it('opens a claimed line read-only with the locked message', async () => {
    const { urls } = openEdit({ ...EVENING, claimStatus: 'Claimed', claimMessage: null });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    expect(within(dialog).getByText(M.lineLocked)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(urls).toHaveLength(0);
  });
});
