import { describe, expect, it } from 'vitest';
import {
  centsForMs,
  centsForUnits,
  decimal,
  decimalText,
  hoursText,
  isDecimal,
  percentText,
  times,
} from './decimal.ts';

// SCHADS.md §6, R1: line rates kept exact, amounts rounded once, half up (never banker's rounding).
const HOUR = 3_600_000;

describe('exact pay arithmetic (R1)', () => {
  it('keeps line rates exact', () => {
    expect(decimalText(times(decimal('36.22'), decimal('1.125')))).toBe('40.7475');
    expect(decimalText(times(decimal('36.22'), decimal('1.15')))).toBe('41.653');
    expect(decimalText(times(decimal('36.22'), decimal('1.25')))).toBe('45.275');
    expect(decimalText(times(decimal('36.21'), decimal('1.125')))).toBe('40.73625');
  });

  it('rounds an amount half up: x.xx5 goes up, where floats would not', () => {
    expect(centsForMs(decimal('45.275'), HOUR)).toBe(4528);
    expect(centsForMs(decimal('40.7475'), 5 * HOUR)).toBe(20374);
    expect(centsForMs(decimal('41.653'), 2 * HOUR)).toBe(8331);
    // 1.005 × 1 in floats is 1.00499…, which Math.round takes down.
    expect(centsForMs(decimal('1.005'), HOUR)).toBe(101);
  });

  it('prices exact minutes, not hours rounded to 2 dp', () => {
    expect(centsForMs(decimal('36.22'), 20 * 60_000)).toBe(1207);
    expect(hoursText(20 * 60_000)).toBe('0.33');
  });

  it('multiplies units by a rate', () => {
    expect(centsForUnits(decimal('1.01'), decimal('42'))).toBe(4242);
    expect(centsForUnits(decimal('1.05'), decimal('42.5'))).toBe(4463);
  });

  it('reads only plain non-negative decimals', () => {
    expect(isDecimal('36.22')).toBe(true);
    expect(isDecimal('-1')).toBe(false);
    expect(isDecimal('1e3')).toBe(false);
    expect(() => decimal('abc')).toThrow('Not a decimal');
  });

  it('writes multipliers as percentages', () => {
    expect(percentText(decimal('1.125'))).toBe('112.5%');
    expect(percentText(decimal('2'))).toBe('200%');
  });
});
