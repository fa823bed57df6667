import type {
  AgedContributionsReply,
  ContributionInvoiceSummary,
  ContributionInvoicesReply,
  ContributionInvoiceView,
  ContributionRunReply,
  StatusReply,
} from '@care/domain';
import { api } from '../../../api/api.ts';
import { SAH_KEY } from '../sah-api.ts';

/** Every contribution query starts with this key (under the area's), so a change refreshes them together. */
export const CONTRIBUTIONS_KEY = [...SAH_KEY, 'contributions'] as const;

const BASE = '/SupportAtHome/contributions';
const id = (invoiceId: string) => encodeURIComponent(invoiceId);

/** GET …/invoices: the invoices and what the next run would invoice. */
export const fetchContributionInvoices = (signal?: AbortSignal) =>
  api.get<ContributionInvoicesReply>(`${BASE}/invoices`, { signal });

/** GET …/aged: the sent invoices still owed, by days past due. */
export const fetchAgedContributions = (signal?: AbortSignal) =>
  api.get<AgedContributionsReply>(`${BASE}/aged`, { signal });

/** GET …/invoices/{id}: one invoice with its lines and payments. */
export const fetchContributionInvoice = (invoiceId: string, signal?: AbortSignal) =>
  api.get<ContributionInvoiceView>(`${BASE}/invoices/${id(invoiceId)}`, { signal });

/** POST …/run: one invoice per client of the paid lines not yet invoiced. */
export const runContributionInvoicing = () => api.post<ContributionRunReply>(`${BASE}/run`, {});

/** POST …/invoices/{id}/send: the PDF e-mailed to the bill-to, or to `to`. */
export const sendContributionInvoice = (invoiceId: string, body: { to: string | null }) =>
  api.post<StatusReply>(`${BASE}/invoices/${id(invoiceId)}/send`, body);

/** POST …/invoices/{id}/payments: a (part) payment, as typed. */
export const recordContributionPayment = (invoiceId: string, body: object) =>
  api.post<StatusReply>(`${BASE}/invoices/${id(invoiceId)}/payments`, body);

/** The tax invoice PDF's address (a new tab; the session cookie signs it in). */
export const contributionPdfUrl = (invoiceId: string) => `/api${BASE}/invoices/${id(invoiceId)}/pdf`;

/** GET …/client_invoices?clientId: a client's own invoices (the portal). */
export const fetchClientContributions = (clientId: string, signal?: AbortSignal) =>
  api.get<{ invoices: ContributionInvoiceSummary[] }>(`${BASE}/client_invoices`, {
    query: { clientId },
    signal,
  });

/** A client's own invoice as its PDF. */
export const clientContributionPdfUrl = (clientId: string, invoiceId: string) =>
  `/api${BASE}/client_invoice_pdf?clientId=${encodeURIComponent(clientId)}&invoiceId=${id(invoiceId)}`;
