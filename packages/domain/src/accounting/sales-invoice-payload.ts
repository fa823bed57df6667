/** A saved invoice line as posting reads it (invoice_lines' saved rows). */
export interface PostableLine {
  date: string;
  itemNumber: string | null;
  itemName: string | null;
  description: string;
  /** H (hours), E (each: a sleepover), … */
  unit: string | null;
  /** Units claimed: agreed hours for an hourly item, 1 for a sleepover. */
  quantity: number;
  /** 100-ns ticks worked. */
  durationTicks: number;
  unitPriceCents: number;
  totalKm: number;
}

export type PostedHours = 'Actual' | 'Agreed';

export interface SalesInvoiceInput {
  invoiceNumber: string;
  periodFrom: string;
  periodTo: string;
  ndisNo: string | null;
  hours: PostedHours;
  grouped: boolean;
  accountCode: string;
  taxType: string;
  lines: readonly PostableLine[];
}

export interface SalesLinePayload {
  description: string;
  quantity: number;
  unitPriceCents: number;
  accountCode: string;
  taxType: string;
}

const TICKS_PER_HOUR = 36_000_000_000;
/** Hours to 4 places, as Xero keeps quantities. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The quantity posted: hours worked (Actual) or claimed (Agreed) for an hourly item; any other unit as claimed. */
export function postedQuantity(line: PostableLine, hours: PostedHours): number {
  if (line.unit === 'H' && hours === 'Actual') {
    return round4(line.durationTicks / TICKS_PER_HOUR);
  }
  return round4(line.quantity);
}

const item = (l: PostableLine) => [l.itemNumber, l.itemName].filter(Boolean).join(' ');
const km = (n: number) => (n > 0 ? ` · ${Math.round(n * 10) / 10} km` : '');

/**
 * A sales invoice's reference and lines from one saved invoice (issue 28): ungrouped, a line per
 * invoice line; grouped, a line per support item and price with the quantities summed. Kilometres are
 * named in the description (they are not billed as their own item today). Nothing with quantity 0 is sent.
 */
export function salesInvoicePayload(input: SalesInvoiceInput): {
  reference: string;
  lines: SalesLinePayload[];
} {
  const tax = { accountCode: input.accountCode, taxType: input.taxType };
  const reference = [
    `Invoice ${input.invoiceNumber}`,
    input.ndisNo ? `NDIS ${input.ndisNo}` : null,
    `${input.periodFrom} to ${input.periodTo}`,
    input.hours,
  ]
    .filter(Boolean)
    .join(' · ');
  if (!input.grouped) {
    const lines = input.lines
      .map((l) => ({
        description: `${item(l) || l.description} · ${l.date}${km(l.totalKm)}`,
        quantity: postedQuantity(l, input.hours),
        unitPriceCents: l.unitPriceCents,
        ...tax,
      }))
      .filter((l) => l.quantity > 0);
    return { reference, lines };
  }
  const groups = new Map<string, { first: PostableLine; quantity: number; count: number; km: number }>();
  for (const l of input.lines) {
    const key = `${l.itemNumber ?? l.description}|${l.unitPriceCents}`;
    const g = groups.get(key) ?? { first: l, quantity: 0, count: 0, km: 0 };
    g.quantity += postedQuantity(l, input.hours);
    g.count += 1;
    g.km += l.totalKm;
    groups.set(key, g);
  }
  const lines = [...groups.values()]
    .map((g) => ({
      description: `${item(g.first) || g.first.description} (${g.count} shift${g.count === 1 ? '' : 's'}, ${input.periodFrom} to ${input.periodTo})${km(g.km)}`,
      quantity: round4(g.quantity),
      unitPriceCents: g.first.unitPriceCents,
      ...tax,
    }))
    .filter((l) => l.quantity > 0);
  return { reference, lines };
}

/** The idempotency key of one post: company, invoice, variant and revision (never random, XERO.md §2.4). */
export function invoicePostKey(
  companyId: string,
  invoiceNumber: string,
  hours: PostedHours,
  grouped: boolean,
  revision: number,
) {
  return `inv:${companyId}:${invoiceNumber}:${hours.toLowerCase()}:${grouped ? 'grouped' : 'ungrouped'}:r${revision}`;
}
