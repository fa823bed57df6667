/** The localStorage key the invoice screens leave the PDF's filter under (spec 3 §2.3, §9). */
export const INVOICE_PDF_FILTER_KEY = 'invoicePdfFilter';

/**
 * What the invoice PDF pages read: the period (calendar dates), the client ('All' or '' for every
 * client), whether it is the saved invoice (Saved lines of exactly that period) and the spec's yes flag.
 */
export interface InvoicePdfFilter {
  fromDate: string;
  toDate: string;
  clientId: string;
  saved: boolean;
  yes: true;
}

/** Leaves the filter for the PDF tab about to open (only the filter's own fields are kept). */
export function saveInvoicePdfFilter(v: InvoicePdfFilter): void {
  const value: InvoicePdfFilter = {
    fromDate: v.fromDate,
    toDate: v.toDate,
    clientId: v.clientId,
    saved: v.saved,
    yes: true,
  };
  window.localStorage.setItem(INVOICE_PDF_FILTER_KEY, JSON.stringify(value));
}

/** The saved filter, or null when there is none, it is not JSON or not one (no dates, no yes flag). */
export function readInvoicePdfFilter(): InvoicePdfFilter | null {
  try {
    const v = JSON.parse(window.localStorage.getItem(INVOICE_PDF_FILTER_KEY) ?? 'null') as unknown;
    if (!v || typeof v !== 'object') {
      return null;
    }
    const f = v as Partial<Record<keyof InvoicePdfFilter, unknown>>;
    if (typeof f.fromDate !== 'string' || typeof f.toDate !== 'string' || f.yes !== true) {
      return null;
    }
    return {
      fromDate: f.fromDate,
      toDate: f.toDate,
      clientId: typeof f.clientId === 'string' ? f.clientId : '',
      saved: f.saved === true,
      yes: true,
    };
  } catch {
    // A value that is not JSON reads as none.
    return null;
  }
}
