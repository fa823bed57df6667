import { lineAmountCents } from './invoice-money.ts';
import type { InvoiceGroupView, InvoiceLineView, InvoiceTotals } from './invoice-view.ts';

const sumOf = <T>(items: readonly T[], pick: (item: T) => number): number =>
  items.reduce((total, item) => total + pick(item), 0);

/** Kilometres summed, to 2 decimals. */
const kmTotal = (lines: readonly InvoiceLineView[]): number =>
  Math.round(sumOf(lines, (l) => l.totalKm) * 100) / 100;

/** Exact sums of the lines: ticks and cents added as integers, km to 2 decimals. */
export function invoiceTotals(lines: readonly InvoiceLineView[]): InvoiceTotals {
  const totalAmountCents = sumOf(lines, (l) => l.amountCents);
  return {
    totalDuration: sumOf(lines, (l) => l.duration),
    totalAgreedDuration: sumOf(lines, (l) => l.agreedDuration),
    totalAmountCents,
    totalAmount: totalAmountCents / 100,
    totalKm: kmTotal(lines),
  };
}

/** What a line would bill on its worked hours (Post Actual Hours); a cancellation's fee is its agreed amount. */
function actualAmountCents(line: InvoiceLineView): number {
  if (line.claimType === 'CANC' || !line.unit) {
    return line.amountCents;
  }
  return lineAmountCents(line.unitPriceCents, line.duration, line.unit);
}

/** Item numbers in order, a line with no item last. */
function compareItem(a: string | null, b: string | null): number {
  if (a === b) {
    return 0;
  }
  if (a === null) {
    return 1;
  }
  if (b === null) {
    return -1;
  }
  return a.localeCompare(b);
}

/** A group's view of its lines (in date order). */
function groupView(lines: readonly InvoiceLineView[]): InvoiceGroupView {
  const first = lines[0] as InvoiceLineView;
  const amountCents = sumOf(lines, (l) => l.amountCents);
  const actualCents = sumOf(lines, actualAmountCents);
  const claimTypes = new Set(lines.map((l) => l.claimType));
  return {
    itemNumber: first.itemNumber,
    itemName: first.itemName,
    // By item only, prices may differ (a group size or catalogue change): the first line's is shown.
    unitPrice: first.unitPriceCents / 100,
    unitPriceCents: first.unitPriceCents,
    claimType: claimTypes.size === 1 ? first.claimType : null,
    lineCount: lines.length,
    duration: sumOf(lines, (l) => l.duration),
    agreedDuration: sumOf(lines, (l) => l.agreedDuration),
    quantity: Math.round(sumOf(lines, (l) => l.quantity) * 1e6) / 1e6,
    amountCents,
    amount: amountCents / 100,
    actualAmountCents: actualCents,
    actualAmount: actualCents / 100,
    totalKm: kmTotal(lines),
  };
}

/**
 * The grouped views (spec 3 §4.5): 'itemAndPrice' groups by item number, unit price and claim type
 * (groupInvoice); 'item' by item number only (grouped_Agreed_Actual). Groups in item-number order.
 */
export function groupInvoiceLines(
  lines: readonly InvoiceLineView[],
  by: 'itemAndPrice' | 'item',
): InvoiceGroupView[] {
  const sorted = [...lines].sort(
    (a, b) => a.date.localeCompare(b.date) || a.dateFrom.localeCompare(b.dateFrom),
  );
  const groups = new Map<string, InvoiceLineView[]>();
  for (const line of sorted) {
    const key =
      by === 'item'
        ? JSON.stringify([line.itemNumber])
        : JSON.stringify([line.itemNumber, line.unitPriceCents, line.claimType]);
    const group = groups.get(key);
    if (group) {
      group.push(line);
    } else {
      groups.set(key, [line]);
    }
  }
  return [...groups.values()]
    .map(groupView)
    .sort(
      (a, b) =>
        compareItem(a.itemNumber, b.itemNumber) ||
        a.unitPriceCents - b.unitPriceCents ||
        (a.claimType ?? '').localeCompare(b.claimType ?? ''),
    );
}
