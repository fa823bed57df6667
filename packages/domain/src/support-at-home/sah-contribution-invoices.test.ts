import { describe, expect, it } from 'vitest';
import { agedTotals } from '../invoices/invoice-ageing.ts';
import {
  contributionBillTo,
  contributionDueDate,
  contributionInvoiceDrafts,
  contributionInvoiceMoney,
  contributionInvoiceTotals,
  contributionPaymentProblem,
  contributionStateAfterPayment,
  type PaidClaimLine,
  SAH_CONTRIBUTION_MESSAGES,
} from './sah-contribution-invoices.ts';

const line = (over: Partial<PaidClaimLine>): PaidClaimLine => ({
  claimLineId: 'l1',
  clientId: 'c1',
  state: 'Paid',
  serviceDate: '2026-11-03',
  serviceName: 'Personal care',
  quantityHundredths: 200,
  unitPriceCents: 8400,
  grossCents: 16_800,
  governmentCents: 15_120,
  contributionCents: 1680,
  reference: 'SAH-0001-0001',
  ...over,
});

describe('contributionInvoiceDrafts: what a run invoices', () => {
  it('one invoice per client of the paid lines with a contribution, oldest line first', () => {
    const drafts = contributionInvoiceDrafts(
      [
        line({
          claimLineId: 'a2',
          serviceDate: '2026-11-04',
          reference: 'SAH-0001-0002',
          contributionCents: 525,
        }),
        line({ claimLineId: 'a1' }),
        line({ claimLineId: 'b1', clientId: 'c2', contributionCents: 300 }),
        // Submitted, rejected, clinical (0%) and already invoiced lines are left out.
        line({ claimLineId: 'x1', state: 'Submitted' }),
        line({ claimLineId: 'x2', state: 'Rejected' }),
        line({ claimLineId: 'x3', contributionCents: 0 }),
        line({ claimLineId: 'x4' }),
      ],
      new Set(['x4']),
    );
    expect(drafts.map((d) => [d.clientId, d.lines.map((l) => l.claimLineId), d.totalCents])).toEqual([
      ['c1', ['a1', 'a2'], 1680 + 525],
      ['c2', ['b1'], 300],
    ]);
  });

  it('nothing to invoice: no draft', () => {
    expect(contributionInvoiceDrafts([line({ state: 'Submitted' })])).toEqual([]);
  });
});

describe('the invoice figures', () => {
  it('price, government paid and contribution add up, and GST is 0 (GST-free)', () => {
    expect(
      contributionInvoiceTotals([
        line({}),
        line({ grossCents: 1500, governmentCents: 975, contributionCents: 525 }),
      ]),
    ).toEqual({ grossCents: 18_300, governmentCents: 16_095, contributionCents: 2205, gstCents: 0 });
  });

  it('is due after the company’s payment terms, 14 days without them, across a year end', () => {
    expect(contributionDueDate('2026-12-22', 14)).toBe('2027-01-05');
    expect(contributionDueDate('2026-12-03', 30)).toBe('2027-01-02');
    expect(contributionDueDate('2026-12-03', 0)).toBe('2026-12-17');
    expect(contributionDueDate('2026-12-03', null)).toBe('2026-12-17');
  });

  it('is billed to the representative when one is recorded, else the client', () => {
    const client = { fullName: 'Ada Client', email: 'ada@example.com', address: '1 High St' };
    expect(contributionBillTo(client, null)).toEqual({
      kind: 'Participant',
      name: 'Ada Client',
      email: 'ada@example.com',
      address: '1 High St',
      abn: null,
    });
    expect(
      contributionBillTo(client, { fullName: 'Ben Son', email: 'ben@example.com', address: null }),
    ).toEqual({
      kind: 'Nominated representative',
      name: 'Ben Son',
      email: 'ben@example.com',
      address: '1 High St',
      abn: null,
    });
  });
});

describe('the invoice state', () => {
  it('Not sent, Sent, Part paid, Paid with what is owed', () => {
    expect(contributionInvoiceMoney('Saved', 2205, 0)).toEqual({ owedCents: 2205, stateLabel: 'Not sent' });
    expect(contributionInvoiceMoney('Sent', 2205, 0)).toEqual({ owedCents: 2205, stateLabel: 'Sent' });
    expect(contributionInvoiceMoney('Sent', 2205, 1000)).toEqual({
      owedCents: 1205,
      stateLabel: 'Part paid',
    });
    expect(contributionInvoiceMoney('Paid', 2205, 2205)).toEqual({ owedCents: 0, stateLabel: 'Paid' });
    expect(contributionStateAfterPayment(1205)).toBe('Sent');
    expect(contributionStateAfterPayment(0)).toBe('Paid');
  });

  it('a payment needs a sent invoice, more than $0 and at most what is owed', () => {
    expect(contributionPaymentProblem('Saved', 2205, 100)).toBe(SAH_CONTRIBUTION_MESSAGES.notSentYet);
    expect(contributionPaymentProblem('Sent', 2205, 0)).toBe('Enter an amount above $0.00');
    expect(contributionPaymentProblem('Sent', 1205, 1206)).toBe('The payment is more than is owed ($12.05)');
    expect(contributionPaymentProblem('Paid', 0, 1)).toBe('This invoice is paid in full');
    expect(contributionPaymentProblem('Sent', 1205, 1205)).toBeNull();
  });

  it('ages by days past due with the invoices’ ageing', () => {
    expect(
      agedTotals(
        [
          { dueDate: '2026-12-17', owedCents: 1205 },
          { dueDate: '2026-11-01', owedCents: 500 },
        ],
        '2026-12-03',
      ),
    ).toEqual({
      buckets: { current: 1205, '1-30': 0, '31-60': 500, '61-90': 0, '90+': 0 },
      totalCents: 1705,
    });
  });
});
