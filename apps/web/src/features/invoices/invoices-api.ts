import type {
  ActivityOption,
  InvoiceLineDetail,
  InvoiceLineView,
  InvoiceListReply,
  InvoiceLoadResult,
  SavedInvoiceView,
} from '@care/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** Every invoice query's key starts with this, so a save, an edit or a delete refreshes them all. */
export const INVOICES_KEY = ['invoices'] as const;

const userId = () => getSession()?.user.uid ?? '';

/** A load's filter: calendar dates (YYYY-MM-DD), a client's id or 'All', TTP on or off. */
export interface InvoiceLoadFilter {
  fromDate: string;
  toDate: string;
  clientId: string;
  withTTP: boolean;
}

/** A client's period (a saved invoice is one client's lines of one period). */
export interface InvoicePeriodFilter {
  fromDate: string;
  toDate: string;
  clientId: string;
}

export const invoiceLoadKey = (f: InvoiceLoadFilter | null) => [...INVOICES_KEY, 'load', f] as const;
export const invoiceDetailKey = (invoicesId: string) => [...INVOICES_KEY, 'detail', invoicesId] as const;
export const activityOptionsKey = (invoicesId: string, search: string) =>
  [...INVOICES_KEY, 'activity-options', invoicesId, search] as const;
export const invoiceListKey = (f: InvoicePeriodFilter) => [...INVOICES_KEY, 'list', f] as const;
export const savedInvoicesKey = (clientId: string) => [...INVOICES_KEY, 'saved', clientId] as const;

/**
 * Refreshes every invoice query after a write. The load query is left out when `keepLoad`: a load
 * rebuilds the drafts, so re-running it after an edit or a delete would undo what was just done.
 */
export function refreshInvoiceQueries(qc: QueryClient, { keepLoad = false } = {}) {
  return qc.invalidateQueries({
    queryKey: INVOICES_KEY,
    predicate: (q) => !(keepLoad && q.queryKey[1] === 'load'),
  });
}

/** GET /Invoice/load_invoice: builds the period's drafts (replacing the old drafts) and returns every line. */
export function loadInvoice(f: InvoiceLoadFilter, signal?: AbortSignal) {
  return api.get<InvoiceLoadResult>('/Invoice/load_invoice', {
    query: {
      userId: userId(),
      fromDate: f.fromDate,
      toDate: f.toDate,
      clientId: f.clientId,
      type: 'No',
      withTTP: f.withTTP ? 'Yes' : 'No',
    },
    signal,
  });
}

const periodQuery = (f: InvoicePeriodFilter) => ({
  userId: userId(),
  fromDate: f.fromDate,
  toDate: f.toDate,
  clientId: f.clientId,
});

/** GET /Invoice/delete_invoices: removes the period's unclaimed lines (the server's message is toasted). */
export function deleteInvoices(f: InvoicePeriodFilter) {
  return api.get<{ status: string; message: string }>('/Invoice/delete_invoices', {
    action: true,
    query: periodQuery(f),
  });
}

/** The reply of save_invoice. */
export interface SaveInvoiceReply {
  status: string;
  message: string;
  savedCount: number;
  invoiceNumbers: string[];
}

/** POST /Invoice/save_invoice: the period's drafts become Saved under an invoice number per client. */
export function saveInvoice(f: InvoicePeriodFilter) {
  // The page toasts the invoice numbers itself.
  return api.post<SaveInvoiceReply>('/Invoice/save_invoice', undefined, {
    toastSuccess: false,
    query: periodQuery(f),
  });
}

/** The reply of edit_invoice: the repriced line. */
export interface EditInvoiceReply {
  status: string;
  message: string;
  invoice: InvoiceLineView;
}

/** POST /Invoice/edit_invoice/{invoicesId}: a new activity (support item); the server reprices the line. */
export function editInvoice(invoicesId: string, ndiA_DPAId: string) {
  return api.post<EditInvoiceReply>(
    `/Invoice/edit_invoice/${encodeURIComponent(invoicesId)}`,
    { ndiA_DPAId },
    { query: { userId: userId() } },
  );
}

/** POST /Invoice/confirm_short_delivery/{invoicesId}: bill the agreed time of a short delivery, with why. */
export function confirmShortDelivery(invoicesId: string, reason: string) {
  return api.post<EditInvoiceReply>(`/Invoice/confirm_short_delivery/${encodeURIComponent(invoicesId)}`, {
    reason,
  });
}

/** GET /Invoice/activity_options/{invoicesId}?search: up to 50 priced items in force on the line's date. */
export function fetchActivityOptions(invoicesId: string, search: string, signal?: AbortSignal) {
  return api.get<ActivityOption[]>(`/Invoice/activity_options/${encodeURIComponent(invoicesId)}`, {
    query: { search: search.trim() || undefined },
    signal,
  });
}

/** GET /Invoice/get_invoicedetails/{id}: one line with its explanation. */
export function fetchInvoiceDetails(invoicesId: string, signal?: AbortSignal) {
  return api.get<InvoiceLineDetail>(`/Invoice/get_invoicedetails/${encodeURIComponent(invoicesId)}`, {
    signal,
  });
}

/** GET /Invoice/list_invoices: a saved invoice's lines (the client's Saved lines of exactly that period). */
export function fetchInvoiceList(f: InvoicePeriodFilter, signal?: AbortSignal) {
  return api.get<InvoiceListReply>('/Invoice/list_invoices', {
    query: { fromDate: f.fromDate, toDate: f.toDate, clientId: f.clientId },
    signal,
  });
}

/** GET /Invoice/list_dategroup_invoices?clientId: the saved invoices, newest period first. */
export function fetchSavedInvoices(clientId: string, signal?: AbortSignal) {
  return api.get<SavedInvoiceView[]>('/Invoice/list_dategroup_invoices', {
    query: { clientId: clientId || undefined },
    signal,
  });
}
