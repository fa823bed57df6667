import { formatCents } from '../care-record/money.ts';
import { addCalendarDays } from '../dates.ts';

/** An invoice to a plan manager or a participant moves Saved → Sent → Paid (docs/workforce.md "Who pays"). */
export const INVOICE_STATES = ['Saved', 'Sent', 'Paid'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The default payment terms: an invoice is due 14 days after its issue date. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 14;

export const INVOICE_ACCOUNT_MESSAGES = {
  notSentYet: 'Send the invoice (or mark it as sent) before recording a payment',
  alreadySent: 'This invoice has already been sent: its lines are never sent again',
  alreadyPaid: 'This invoice is paid in full',
  ndiaManaged: 'NDIA-managed lines are claimed through the bulk payment request, not sent',
  nothingOnIt: 'Every line of this invoice is held back (no item or a $0 amount): there is nothing to send',
  noAddress: 'There is no e-mail address to send this invoice to: add it to the client’s plan',
  overpaid: (owedCents: number) => `The payment is more than is owed (${formatCents(owedCents)})`,
  amountPositive: 'Enter an amount above $0.00',
  sent: (to: string) => `Invoice sent to ${to}`,
  markedSent: 'Invoice marked as sent',
  paymentRecorded: 'Payment recorded',
} as const;

/** The due date of an invoice issued on a date under the company's payment terms (calendar days). */
export const dueDateOf = (issueDate: string, termsDays: number): string =>
  addCalendarDays(issueDate, termsDays);

/** What is still owed on an invoice: its total less the payments recorded (never below 0). */
export function owedCents(totalCents: number, payments: readonly { amountCents: number }[]): number {
  const paid = payments.reduce((sum, p) => sum + p.amountCents, 0);
  return Math.max(0, totalCents - paid);
}

/**
 * Whether a payment may be recorded: only on a sent invoice, above $0 and at most what is owed
 * (an overpayment is refused, so what is owed never goes below zero). Null when it may.
 */
export function paymentProblem(state: InvoiceState, owed: number, amountCents: number): string | null {
  if (state === 'Saved') {
    return INVOICE_ACCOUNT_MESSAGES.notSentYet;
  }
  if (state === 'Paid' || owed === 0) {
    return INVOICE_ACCOUNT_MESSAGES.alreadyPaid;
  }
  if (amountCents <= 0) {
    return INVOICE_ACCOUNT_MESSAGES.amountPositive;
  }
  if (amountCents > owed) {
    return INVOICE_ACCOUNT_MESSAGES.overpaid(owed);
  }
  return null;
}

/** The state after a payment: Paid once nothing is owed, else still Sent (part paid). */
export const stateAfterPayment = (owedAfter: number): InvoiceState => (owedAfter === 0 ? 'Paid' : 'Sent');

/** Why a line is held back from an invoice, or null when it appears on it: no item, or $0. */
export function heldBackReason(line: { itemNumber: string | null; amountCents: number }): string | null {
  if (!line.itemNumber) {
    return 'No support item: the band has no item for this client (edit its activity to bill it)';
  }
  if (line.amountCents <= 0) {
    return 'A $0 amount: no agreed time to bill';
  }
  return null;
}

/** The GST in an amount for a GST code: P1 amounts include 10% GST (1/11 of the amount, half up); P2 and P5 none. */
export function gstCentsOf(amountCents: number, gstCode: string): number {
  return gstCode === 'P1' ? Math.round(amountCents / 11) : 0;
}

/** The state a person reads: 'Part paid' for a sent invoice with a payment, else the state. */
export function invoiceStateLabel(state: InvoiceState, totalCents: number, owed: number): string {
  if (state === 'Sent' && owed < totalCents) {
    return 'Part paid';
  }
  return state;
}
