// Exact money arithmetic for pay (SCHADS.md §6, R1): decimals held as BigInt in units of 10⁻¹⁰,
// so 36.22 × 1.125 = 40.7475 stays exact and only a line's amount is rounded, once, half up.

/** A decimal held exactly: `scaled` ÷ 10¹⁰. */
export type Decimal = bigint;

const DP = 10;
const SCALE = 10n ** BigInt(DP);
const MS_PER_HOUR = 3_600_000n;
const DECIMAL = /^\d+(\.\d{1,10})?$/;

/** Whether a string is a non-negative decimal the engine reads ('36.22', '1.125', '42'). */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text.trim());
}

/** '36.22' → the exact decimal; throws on anything else (callers check with isDecimal first). */
export function decimal(text: string | number): Decimal {
  const t = String(text).trim();
  if (!DECIMAL.test(t)) {
    throw new Error(`Not a decimal: ${t}`);
  }
  const [whole = '0', fraction = ''] = t.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(DP, '0'));
}

/** a × b, exact while the two have at most 10 decimal places between them (rates × multipliers do). */
export function times(a: Decimal, b: Decimal): Decimal {
  return (a * b) / SCALE;
}

/** The larger of two decimals. */
export function maxDecimal(a: Decimal, b: Decimal): Decimal {
  return a > b ? a : b;
}

/** Half up to a whole number of the given denominator (non-negative values only). */
function halfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Cents for a duration at an hourly rate: ms × rate, half up to the cent. */
export function centsForMs(rate: Decimal, ms: number): number {
  return Number(halfUp(rate * BigInt(Math.round(ms)) * 100n, MS_PER_HOUR * SCALE));
}

/** Cents for units at a unit rate (1 sleepover, 42 km): units × rate, half up to the cent. */
export function centsForUnits(rate: Decimal, units: Decimal): number {
  return Number(halfUp(rate * units * 100n, SCALE * SCALE));
}

/** The exact decimal as text with at least `minDp` places ('40.7475', '36.22', '1.5'). */
export function decimalText(value: Decimal, minDp = 2): string {
  const whole = value / SCALE;
  const fraction = (value % SCALE).toString().padStart(DP, '0').replace(/0+$/, '').padEnd(minDp, '0');
  return fraction.length > 0 ? `${whole}.${fraction}` : `${whole}`;
}

/** A multiplier as a percentage ('1.125' → '112.5%'). */
export function percentText(multiplier: Decimal): string {
  return `${decimalText(multiplier * 100n, 0)}%`;
}

/** Milliseconds as hours to 2 dp, half up ('6.00', '0.33'). */
export function hoursText(ms: number): string {
  const hundredths = Number(halfUp(BigInt(Math.round(ms)), 36_000n));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A rate as '$36.22' or '$40.7475' (exact). */
export function rateMoney(rate: Decimal): string {
  return `$${decimalText(rate)}`;
}
