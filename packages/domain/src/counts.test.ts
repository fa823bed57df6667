import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './counts.ts';

describe('abbreviateCount (k, M; spec 1 §9)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1k'],
    [1_001, '1k'],
    [1_049, '1k'],
    [1_500, '1.5k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    // rounding to one decimal must not produce '1000k'
    [999_950, '1M'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_040_000, '1M'],
    [2_500_000, '2.5M'],
    [12_345_678, '12.3M'],
  ])('%d → %s', (n, text) => {
    expect(abbreviateCount(n)).toBe(text);
  });

  it('never shows a trailing .0', () => {
    for (const n of [1_000, 2_000, 10_000, 1_000_000, 3_000_000, 2_040_000]) {
      expect(abbreviateCount(n)).not.toMatch(/\.0/);
    }
  });

  it('keeps the sign of negative counts', () => {
    expect(abbreviateCount(-999)).toBe('-999');
    expect(abbreviateCount(-1_500)).toBe('-1.5k');
    expect(abbreviateCount(-2_500_000)).toBe('-2.5M');
    expect(abbreviateCount(-999_999)).toBe('-1M');
  });
});
