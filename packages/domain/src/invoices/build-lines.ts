import type {
  BillableAttendance,
  BillableCancellation,
  BuiltInvoiceLine,
  CatalogueIndex,
  LineContext,
  PricingRow,
} from './invoice-lines.ts';
import type { InvoiceLineExplanation } from './invoice-view.ts';

/** The rows by item number, for chooseItem and the pre-flight. */
export function indexCatalogue(rows: readonly PricingRow[]): CatalogueIndex {
  const index = new Map<string, PricingRow[]>();
  for (const row of rows) {
    const list = index.get(row.itemNumber);
    if (list) {
      list.push(row);
    } else {
      index.set(row.itemNumber, [row]);
    }
  }
  return index;
}

/**
 * The lines of a client's worked attendances (WORKFORCE.md): one per approved split under the
 * split rule (sleepover one N line), or one per fully approved attendance under the higher-rate
 * rule; agreed durations from the rostered shift's own split; group shifts divided.
 */
export function buildInvoiceLines(
  _attendances: readonly BillableAttendance[],
  _ctx: LineContext,
): BuiltInvoiceLine[] {
  throw new Error('D1 implements');
}

/** CANC lines of short-notice cancellations: the rostered time per band, worked 0, the agreed fee. */
export function buildCancellationLines(
  _cancellations: readonly BillableCancellation[],
  _ctx: LineContext,
): BuiltInvoiceLine[] {
  throw new Error('D1 implements');
}

/**
 * A line on another item (the Edit Invoice activity choice): unit price, amount, quantity and item
 * fields recomputed; the explanation's item and pricing say so and `edited` records who and when.
 * Throws nothing: the caller checks the row is in force and priced (invoice messages).
 */
export function repriceLine(
  _line: {
    date: string;
    agreedDurationTicks: number;
    itemNumber: string | null;
    explanation: InvoiceLineExplanation;
  },
  _row: PricingRow,
  _place: LineContext['client'],
  _edit: { by: string; at: Date },
): Pick<
  BuiltInvoiceLine,
  | 'supportItemId'
  | 'itemNumber'
  | 'itemName'
  | 'supportCategoryNumber'
  | 'unit'
  | 'description'
  | 'unitPriceCents'
  | 'amountCents'
  | 'quantity'
  | 'explanation'
> {
  throw new Error('D1 implements');
}
