// Shares of an amount in integer cents (SUPPORT-AT-HOME.md §8 formulas): a rate in basis points, the
// result rounded to the cent by the company's setting. Integer arithmetic only, never floats.
import { dollars } from '../invoices/explain-line.ts';
import type { SahRounding } from './sah-types.ts';

export { dollars };

/** `bp` basis points of `cents`, to the cent: half-up (0.5 goes up) or truncated. */
export function shareCents(cents: number, bp: number, rounding: SahRounding): number {
  if (!Number.isInteger(cents) || !Number.isInteger(bp) || cents < 0 || bp < 0) {
    throw new RangeError(`shareCents needs whole non-negative cents and basis points (${cents}, ${bp})`);
  }
  const scaled = cents * bp; // hundredths of a cent × 100
  return rounding === 'HALF_UP' ? Math.floor((scaled + 5000) / 10000) : Math.floor(scaled / 10000);
}

/** A whole division of cents, half-up (a quarter is the annual amount ÷ 4, §1.1 DERIVED). */
export function divideHalfUp(cents: number, by: number): number {
  return Math.floor((2 * cents + by) / (2 * by));
}

/** A rate in basis points as people read it: 1750 is '17.5%'. */
export function percentText(bp: number): string {
  return `${(bp / 100).toString()}%`;
}
