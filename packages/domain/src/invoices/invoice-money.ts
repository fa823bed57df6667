import type { PricingPlace } from '../catalogue/pricing.ts';
import type { PriceQuote, PricingRow } from './invoice-lines.ts';

/** A group's unit price: the limit divided by the clients, rounded down to the cent (70.23 ÷ 2 → 35.11). */
export function groupUnitPriceCents(_limitCents: number, _groupSize: number): number {
  throw new Error('D1 implements');
}

/**
 * A line's amount in cents: unit price × agreed hours, rounded half up to the cent, in integer
 * arithmetic; a unit-E item (sleepover) is unit price × 1.
 */
export function lineAmountCents(_unitPriceCents: number, _agreedTicks: number, _unit: string): number {
  throw new Error('D1 implements');
}

/** The quantity claimed: agreed hours (exact, not rounded) for an hourly item, 1 for a unit-E item. */
export function lineQuantity(_agreedTicks: number, _unit: string): number {
  throw new Error('D1 implements');
}

/** The row's price for a client and a group: the column, its limit and the unit price. */
export function quoteFor(_row: PricingRow, _place: PricingPlace, _groupSize: number): PriceQuote {
  throw new Error('D1 implements');
}
