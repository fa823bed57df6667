import { type PricingPlace, priceColumnFor } from '../catalogue/pricing.ts';
import { TICKS_PER_HOUR } from './hours.ts';
import type { PriceQuote, PricingRow } from './invoice-lines.ts';

const TICKS_PER_HOUR_BIG = BigInt(TICKS_PER_HOUR);

/** A group's unit price: the limit divided by the clients, rounded down to the cent (70.23 ÷ 2 → 35.11). */
export function groupUnitPriceCents(limitCents: number, groupSize: number): number {
  // A claim may never exceed the limit per participant, so the division rounds down.
  const size = Math.max(1, Math.trunc(groupSize));
  return Math.floor(limitCents / size);
}

/**
 * A line's amount in cents: unit price × agreed hours, rounded half up to the cent, in integer
 * arithmetic; a unit-E item (sleepover) is unit price × 1.
 */
export function lineAmountCents(unitPriceCents: number, agreedTicks: number, unit: string): number {
  if (unit !== 'H') {
    return unitPriceCents;
  }
  // cents × ticks / ticksPerHour, half up: (2·cents·ticks + ticksPerHour) / (2·ticksPerHour), floored.
  const numerator = BigInt(Math.round(unitPriceCents)) * BigInt(Math.round(agreedTicks));
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + TICKS_PER_HOUR_BIG) / (2n * TICKS_PER_HOUR_BIG);
  return Number(sign * rounded);
}

/** The quantity claimed: agreed hours (exact, not rounded) for an hourly item, 1 for a unit-E item. */
export function lineQuantity(agreedTicks: number, unit: string): number {
  return unit === 'H' ? agreedTicks / TICKS_PER_HOUR : 1;
}

/** The row's price for a client and a group: the column, its limit and the unit price. */
export function quoteFor(row: PricingRow, place: PricingPlace, groupSize: number): PriceQuote {
  const column = priceColumnFor(row.layout, place);
  const limitCents = row.prices[column] ?? null;
  return {
    column,
    limitCents,
    unitPriceCents: limitCents === null ? null : groupUnitPriceCents(limitCents, groupSize),
  };
}
