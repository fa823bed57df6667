import type { AgedInvoicesReply, AgedInvoiceView } from '@care/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AgedInvoicesPage } from './AgedInvoicesPage.tsx';

const invoice = (over: Partial<AgedInvoiceView>): AgedInvoiceView => ({
  invoiceId: 'i-1',
  invoiceNumber: 'INV-000012',
  clientId: 'p-1',
  clientName: 'Ada Lovelace',
  billToName: 'Plan Partners',
  management: 'Plan',
  issueDate: '2026-10-01',
  dueDate: '2026-10-15',
  daysOverdue: 48,
  bucket: '31-60',
  totalCents: 12_000,
  owedCents: 7_500,
  stateLabel: 'Part paid',
  ...over,
});

const AGED: AgedInvoicesReply = {
  asOf: '2026-12-02',
  buckets: { current: 2_000, '1-30': 0, '31-60': 7_500, '61-90': 0, '90+': 0 },
  totalCents: 9_500,
  invoices: [
    invoice({}),
    invoice({
      invoiceId: 'i-2',
      invoiceNumber: 'INV-000013',
      clientName: 'Ben Carter',
      dueDate: '2026-12-10',
      daysOverdue: 0,
      bucket: 'current',
      totalCents: 2_000,
      owedCents: 2_000,
      stateLabel: 'Sent',
    }),
  ],
};

describe('Aged unpaid invoices (reports)', () => {
  it('shows what is owed by age, past due in red, and each invoice with its days overdue', async () => {
    await renderPage('/app/reports/aged-invoices', AgedInvoicesPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Invoice/aged_invoices': () => json(AGED) },
    });
    const cards = await screen.findByLabelText('Owed by age');
    const pastDue = within(cards).getByText('31–60 days').nextElementSibling as HTMLElement;
    expect(pastDue.textContent).toBe('$75.00');
    expect(pastDue.getAttribute('style')).toContain('red');
    const current = within(cards).getByText('Current').nextElementSibling as HTMLElement;
    expect(current.textContent).toBe('$20.00');
    expect(current.getAttribute('style') ?? '').not.toContain('red');
    expect(within(cards).getByText('Total owed').nextElementSibling?.textContent).toBe('$95.00');
    expect(screen.getByText(/as at 02-12-2026/)).toBeTruthy();
    const ada = screen.getByText('Ada Lovelace').closest('tr') as HTMLElement;
    expect(within(ada).getByText('48 days overdue')).toBeTruthy();
    expect(within(ada).getByText('$75.00')).toBeTruthy();
    const ben = screen.getByText('Ben Carter').closest('tr') as HTMLElement;
    expect(within(ben).getByText('Not yet due')).toBeTruthy();
  });
});
