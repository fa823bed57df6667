import { describe, expect, it } from 'vitest';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { TICKS_PER_HOUR } from './hours.ts';
import { groupUnitPriceCents, lineAmountCents, lineQuantity, quoteFor } from './invoice-money.ts';
import { COMMUNITY_DAYTIME_2026, row } from './pricing-rows.test-kit.ts';

const hours = (h: number) => h * TICKS_PER_HOUR;
const NSW = { state: 'NSW', remoteness: null };

describe('groupUnitPriceCents', () => {
  it('divides the limit by the clients and rounds down to the cent', () => {
    expect(groupUnitPriceCents(7023, 1)).toBe(7023);
    expect(groupUnitPriceCents(7023, 2)).toBe(3511); // 7023 / 2 = 3511.5 → down 3511
    expect(groupUnitPriceCents(7023, 3)).toBe(2341); // 7023 / 3 = 2341
    expect(groupUnitPriceCents(7738, 3)).toBe(2579); // 7738 / 3 = 2579.33 → 2579
    expect(groupUnitPriceCents(7023, 0)).toBe(7023); // no clients reads as one
  });
});

describe('lineAmountCents', () => {
  it('is unit price × agreed hours, half up to the cent', () => {
    expect(lineAmountCents(7023, hours(3), 'H')).toBe(21069); // 3 × 70.23 = 210.69
    expect(lineAmountCents(7023, 10 * TICKS_PER_MINUTE, 'H')).toBe(1171); // 70.23 × 10/60 = 11.705 → 11.71
    expect(lineAmountCents(3511, 7 * TICKS_PER_MINUTE, 'H')).toBe(410); // 35.11 × 7/60 = 4.0962 → 4.10
    expect(lineAmountCents(3511, hours(3.5), 'H')).toBe(12289); // 35.11 × 3.5 = 122.885 → 122.89
    expect(lineAmountCents(7881, hours(8), 'H')).toBe(63048); // 78.81 × 8 = 630.48
    expect(lineAmountCents(7023, 1, 'H')).toBe(0); // one tick is 0.000000195 c
    expect(lineAmountCents(7023, 0, 'H')).toBe(0);
  });

  it('is exact where floating point is not (1 minute at 0.01 up to 9,999,999.99)', () => {
    // 999999999 c × 1/60 h = 16666666.65 c → 16666667 (half up)
    expect(lineAmountCents(999_999_999, TICKS_PER_MINUTE, 'H')).toBe(16_666_667);
    // 1 c × 30 min = 0.5 c → 1 (half up), 29 min = 0.4833 c → 0
    expect(lineAmountCents(1, 30 * TICKS_PER_MINUTE, 'H')).toBe(1);
    expect(lineAmountCents(1, 29 * TICKS_PER_MINUTE, 'H')).toBe(0);
  });

  it('a unit-E item (sleepover) is the unit price once, whatever its hours', () => {
    expect(lineAmountCents(29760, hours(10), 'E')).toBe(29760); // 297.60 × 1
    expect(lineAmountCents(29760, 0, 'E')).toBe(29760);
    expect(lineAmountCents(500, hours(3), 'D')).toBe(500); // other units × 1 too
  });
});

describe('lineQuantity', () => {
  it('is the agreed hours for an hourly item, 1 otherwise', () => {
    expect(lineQuantity(hours(3.5), 'H')).toBe(3.5);
    expect(lineQuantity(10 * TICKS_PER_MINUTE, 'H')).toBeCloseTo(1 / 6, 12);
    expect(lineQuantity(hours(10), 'E')).toBe(1);
  });
});

describe('quoteFor', () => {
  it('takes the state column of the 2025-26 layout', () => {
    expect(quoteFor(row('01_011_0107_1_1'), NSW, 1)).toEqual({
      column: 'NSW',
      limitCents: 7023,
      unitPriceCents: 7023,
    });
    expect(quoteFor(row('01_011_0107_1_1'), { state: 'Victoria', remoteness: null }, 1).column).toBe('VIC');
    expect(quoteFor(row('01_011_0107_1_1'), { state: null, remoteness: null }, 1).column).toBe('NSW'); // fallback
  });

  it('takes Remote (98.32) and Very Remote (105.35) when the client is marked so', () => {
    expect(quoteFor(row('01_011_0107_1_1'), { state: 'NSW', remoteness: 'Remote' }, 1)).toEqual({
      column: 'Remote',
      limitCents: 9832,
      unitPriceCents: 9832,
    });
    expect(quoteFor(row('01_011_0107_1_1'), { state: 'NSW', remoteness: 'Very Remote' }, 1)).toEqual({
      column: 'Very Remote',
      limitCents: 10535,
      unitPriceCents: 10535,
    });
  });

  it('takes National in the 2026-27 layout and divides for a group', () => {
    expect(quoteFor(COMMUNITY_DAYTIME_2026, NSW, 1)).toEqual({
      column: 'National',
      limitCents: 7358,
      unitPriceCents: 7358,
    });
    expect(quoteFor(COMMUNITY_DAYTIME_2026, NSW, 2).unitPriceCents).toBe(3679); // 73.58 / 2 = 36.79
    expect(quoteFor(row('01_011_0107_1_1'), NSW, 2).unitPriceCents).toBe(3511); // 70.23 / 2 = 35.115 → 35.11
  });

  it('a quotable row has no price', () => {
    expect(quoteFor(row('01_003_0107_1_1'), NSW, 1)).toEqual({
      column: 'NSW',
      limitCents: null,
      unitPriceCents: null,
    });
  });
});
