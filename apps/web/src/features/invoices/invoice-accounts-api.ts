import type {
  AgedInvoicesReply,
  InvoiceAccountView,
  MarkInvoiceSentInput,
  RecordPaymentInput,
  StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { INVOICES_KEY } from './invoices-api.ts';

export const invoiceAccountKey = (invoiceId: string) => [...INVOICES_KEY, 'account', invoiceId] as const;
export const agedInvoicesKey = [...INVOICES_KEY, 'aged'] as const;

const id = (invoiceId: string) => encodeURIComponent(invoiceId);

/** GET /Invoice/invoice_account/{id}: who it goes to, its state, totals, held-back lines and payments. */
export function fetchInvoiceAccount(invoiceId: string, signal?: AbortSignal) {
  return api.get<InvoiceAccountView>(`/Invoice/invoice_account/${id(invoiceId)}`, { signal });
}

/** GET /Invoice/aged_invoices: the sent invoices still owed, by days past due. */
export function fetchAgedInvoices(signal?: AbortSignal) {
  return api.get<AgedInvoicesReply>('/Invoice/aged_invoices', { signal });
}

/** POST /Invoice/send_invoice/{id}: e-mails the tax invoice PDF (to the bill-to, or to `to`). */
export function sendInvoice(invoiceId: string, to: string | null) {
  return api.post<StatusReply>(`/Invoice/send_invoice/${id(invoiceId)}`, { to });
}

/** POST /Invoice/mark_invoice_sent/{id}: the invoice went another way. */
export function markInvoiceSent(invoiceId: string, body: MarkInvoiceSentInput) {
  return api.post<StatusReply>(`/Invoice/mark_invoice_sent/${id(invoiceId)}`, body);
}

/** POST /Invoice/record_payment/{id}: a (part) payment. */
export function recordPayment(invoiceId: string, body: RecordPaymentInput) {
  return api.post<StatusReply>(`/Invoice/record_payment/${id(invoiceId)}`, body);
}

/**
 * The tax invoice PDF's address (opened in a new tab, or downloaded; the session cookie signs it in):
 * the PDF the mail attaches, made on the server's PDF workers.
 */
export const taxInvoicePdfUrl = (invoiceId: string, o: { download?: boolean } = {}) =>
  `/api/Invoice/tax_invoice/${id(invoiceId)}${o.download ? '?download=true' : ''}`;
