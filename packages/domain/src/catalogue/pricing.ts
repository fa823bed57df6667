import type { PriceColumn, StateCode } from './parser.ts';
import { STATE_CODES } from './parser.ts';

/** Where the participant lives for NDIS pricing (profiles.remoteness): MMM6 Remote, MMM7 Very Remote. */
// One list of the client's remoteness (MMM6 Remote, MMM7 Very Remote), kept with the profile's fields.
export { CLIENT_REMOTENESS as REMOTENESS, type ClientRemoteness as Remoteness } from '../care-needs/lists.ts';

/** What a price is chosen by: the client's address state and remoteness. */
export interface PricingPlace {
  state: string | null | undefined;
  remoteness: string | null | undefined;
}

/** The state whose column prices a client with no state, or one not recognised (docs/decisions/catalogue.md). */
export const FALLBACK_STATE: StateCode = 'NSW';

const STATE_NAMES: Record<string, StateCode> = {
  'australian capital territory': 'ACT',
  'new south wales': 'NSW',
  'northern territory': 'NT',
  queensland: 'QLD',
  'south australia': 'SA',
  tasmania: 'TAS',
  victoria: 'VIC',
  'western australia': 'WA',
};

/** An address state as its code: 'NSW', 'nsw', 'New South Wales' → 'NSW'; unknown or empty → null. */
export function stateCode(state: string | null | undefined): StateCode | null {
  const raw = (state ?? '').trim();
  const upper = raw.toUpperCase();
  if ((STATE_CODES as readonly string[]).includes(upper)) {
    return upper as StateCode;
  }
  return STATE_NAMES[raw.toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/**
 * The price column for a client: Very Remote or Remote when the client is marked so; otherwise
 * National in the national layout, or the client's state column (NSW when the state is missing).
 */
export function priceColumnFor(layout: 'states' | 'national', place: PricingPlace): PriceColumn {
  if (place.remoteness === 'Very Remote' || place.remoteness === 'Remote') {
    return place.remoteness;
  }
  return layout === 'national' ? 'National' : (stateCode(place.state) ?? FALLBACK_STATE);
}

/** The price columns of a stored catalogue row, in cents (the state columns are null in the national layout). */
export type StoredPrices = Partial<Record<PriceColumn, number | null>>;

/** A row's layout, read from its prices: a National price, or none in any state column, means national. */
export function layoutOfPrices(prices: StoredPrices): 'states' | 'national' {
  return prices.National != null || STATE_CODES.every((s) => prices[s] == null) ? 'national' : 'states';
}

/** The price of a row for a client in cents, with the column it came from (layout: its catalogue's, else read from the prices); null cents when the row has none (quotable). */
export function priceFor(
  prices: StoredPrices,
  place: PricingPlace,
  layout: 'states' | 'national' = layoutOfPrices(prices),
): { column: PriceColumn; cents: number | null } {
  const column = priceColumnFor(layout, place);
  return { column, cents: prices[column] ?? null };
}

/** A dated catalogue row as the in-force rule sees it. */
export interface DatedRow {
  itemNumber: string;
  /** YYYY-MM-DD. */
  startDate: string;
  /** YYYY-MM-DD; null when open-ended. */
  endDate: string | null;
  /** When its catalogue was imported (ISO instant): decides between rows with the same start date. */
  importedAt: string;
}

/** Whether the row is in force on the local date (YYYY-MM-DD): start ≤ date ≤ end. */
export const inForceOn = (row: Pick<DatedRow, 'startDate' | 'endDate'>, date: string): boolean =>
  row.startDate <= date && (row.endDate === null || date <= row.endDate);

/**
 * The row of one item in force on a local date (docs/workforce.md "The row in force"): of those
 * whose dates cover it, the one with the latest start date; equal start dates go to the latest
 * import. An open-ended 2025-26 row imported late never overrides the 2026-27 row from 1 July 2026.
 * Undefined when none is in force.
 */
export function itemInForce<T extends DatedRow>(rows: readonly T[], date: string): T | undefined {
  let best: T | undefined;
  for (const row of rows) {
    if (!inForceOn(row, date)) {
      continue;
    }
    if (
      !best ||
      row.startDate > best.startDate ||
      (row.startDate === best.startDate && row.importedAt > best.importedAt)
    ) {
      best = row;
    }
  }
  return best;
}

/** For each item number, the row in force on the date (items with none in force are left out). */
export function itemsInForce<T extends DatedRow>(rows: readonly T[], date: string): T[] {
  const byNumber = new Map<string, T[]>();
  for (const row of rows) {
    byNumber.set(row.itemNumber, [...(byNumber.get(row.itemNumber) ?? []), row]);
  }
  return [...byNumber.values()].flatMap((group) => {
    const found = itemInForce(group, date);
    return found ? [found] : [];
  });
}

/** Cents as a dollar amount for the spec's replies (cost, remote): 7023 → 70.23. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;
