import { z } from 'zod';
import { parseAmountCents } from '../care-record/money.ts';
import { optionalEmail, requiredDate, requiredText } from '../schemas/form-fields.ts';
import type { InvoiceState } from './invoice-account.ts';
import type { AgeBucket } from './invoice-ageing.ts';
import type { BillTo } from './invoice-bill-to.ts';

/** The largest payment one entry records ($9,999,999.99). */
export const MAX_PAYMENT_CENTS = 999_999_999;

/** Send: the invoice is mailed with its PDF to the bill-to's e-mail, or to the address given here. */
export const sendInvoiceSchema = z.object({ to: optionalEmail().default(null) });
export type SendInvoiceInput = z.infer<typeof sendInvoiceSchema>;

/** Mark as sent: the invoice went another way (the plan manager's portal, by hand); to whom and when. */
export const markInvoiceSentSchema = z.object({
  sentTo: requiredText('Say who the invoice was sent to', 200),
  sentOn: requiredDate('Enter the date it was sent'),
});
export type MarkInvoiceSentInput = z.infer<typeof markInvoiceSentSchema>;

/** A payment received: its date, amount (dollars typed, read as cents) and the payer's reference. */
export const recordPaymentSchema = z.object({
  paidOn: requiredDate('Enter the date it was paid'),
  amount: z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: 'Enter the amount paid' })
      .nullable()
      .optional()
      .transform((text, ctx) => {
        const result = parseAmountCents(text, 'Enter the amount paid', MAX_PAYMENT_CENTS);
        if (!result.ok) {
          ctx.addIssue({ code: 'custom', message: result.message });
          return z.NEVER;
        }
        return result.cents;
      }),
  ),
  reference: requiredText('Enter the payment reference', 100),
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

/** A payment as the invoice lists it. */
export interface InvoicePaymentView {
  id: string;
  paidOn: string;
  amountCents: number;
  reference: string;
  recordedAt: string;
  recordedBy: string | null;
}

/** A line of a saved invoice that is not on it, and why. */
export interface HeldBackLineView {
  invoicesId: string;
  lineNumber: number | null;
  date: string;
  itemNumber: string | null;
  description: string;
  amountCents: number;
  reason: string;
}

/** A saved invoice's account: who it goes to, its state, what is on it and owed (GET /Invoice/invoice_account/{id}). */
export interface InvoiceAccountView {
  invoiceId: string;
  invoiceNumber: string;
  clientId: string;
  clientName: string;
  ndisNo: string | null;
  fromDate: string;
  toDate: string;
  /** The plan's management when saved: NDIA Managed, Plan Managed or Self Managed. */
  management: string;
  /** True for plan- and self-managed invoices, which are sent; NDIA-managed lines are claimed. */
  toSend: boolean;
  billTo: BillTo;
  state: InvoiceState;
  stateLabel: string;
  issueDate: string;
  dueDate: string;
  sentTo: string | null;
  sentAt: string | null;
  sentHow: string | null;
  lineCount: number;
  totalCents: number;
  gstCents: number;
  paidCents: number;
  owedCents: number;
  heldBack: HeldBackLineView[];
  payments: InvoicePaymentView[];
}

/** One unpaid invoice of the aged list. */
export interface AgedInvoiceView {
  invoiceId: string;
  invoiceNumber: string;
  clientId: string;
  clientName: string;
  billToName: string;
  management: string;
  issueDate: string;
  dueDate: string;
  daysOverdue: number;
  bucket: AgeBucket;
  totalCents: number;
  owedCents: number;
  stateLabel: string;
}

/** The aged list of unpaid invoices on a day (GET /Invoice/aged_invoices). */
export interface AgedInvoicesReply {
  asOf: string;
  buckets: Record<AgeBucket, number>;
  totalCents: number;
  invoices: AgedInvoiceView[];
}
