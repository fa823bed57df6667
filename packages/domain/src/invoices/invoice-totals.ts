import type { InvoiceGroupView, InvoiceLineView, InvoiceTotals } from './invoice-view.ts';

/** Exact sums of the lines: ticks and cents added as integers, km to 2 decimals. */
export function invoiceTotals(_lines: readonly InvoiceLineView[]): InvoiceTotals {
  throw new Error('D1 implements');
}

/**
 * The grouped views (spec 3 §4.5): 'itemAndPrice' groups by item number, unit price and claim type
 * (groupInvoice); 'item' by item number only (grouped_Agreed_Actual). Groups in item-number order.
 */
export function groupInvoiceLines(
  _lines: readonly InvoiceLineView[],
  _by: 'itemAndPrice' | 'item',
): InvoiceGroupView[] {
  throw new Error('D1 implements');
}
