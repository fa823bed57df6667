import { describe, expect, it } from 'vitest';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { billedQuantitiesText, hoursInfoText, lineSumText, quantityText } from './billed-text.ts';
import { TICKS_PER_HOUR } from './hours.ts';
import { lineAmountCents, lineQuantity } from './invoice-money.ts';

const minutes = (m: number) => m * TICKS_PER_MINUTE;

describe('what a line bills, beside its amount', () => {
  it('a short visit adds up: the worked 8 minutes billed, not the agreed 2 hours (issue 40 item 2)', () => {
    const billed = minutes(8);
    const line = {
      quantity: lineQuantity(billed, 'H'),
      unit: 'H',
      unitPriceCents: 7023,
      amountCents: lineAmountCents(7023, billed, 'H'),
    };
    expect(lineSumText(line)).toBe('0.13 h × $70.23 = $9.36');
    expect(hoursInfoText({ agreedDuration: 2 * TICKS_PER_HOUR, duration: billed })).toBe(
      'agreed 2.00 h, worked 0.13 h',
    );
  });

  it('a whole agreed shift bills its agreed hours', () => {
    const line = { quantity: 3.5, unit: 'H', unitPriceCents: 7023, amountCents: 24581 };
    expect(lineSumText(line)).toBe('3.50 h × $70.23 = $245.81');
  });

  it('a sleepover bills one unit whatever its hours', () => {
    expect(lineSumText({ quantity: 1, unit: 'E', unitPriceCents: 29760, amountCents: 29760 })).toBe(
      '1 E × $297.60 = $297.60',
    );
  });

  it('a line with no priced item says so rather than multiplying', () => {
    expect(lineSumText({ quantity: 0, unit: null, unitPriceCents: 0, amountCents: 0 })).toBe(
      'No priced item: $0.00',
    );
  });

  it('writes a fractional count of another unit to 2 decimals', () => {
    expect(quantityText(2.5, 'D')).toBe('2.50 D');
    expect(quantityText(2, 'D')).toBe('2 D');
  });

  it('sums lines by unit, hours first, without float noise', () => {
    const lines = [
      { quantity: 0.1, unit: 'H' },
      { quantity: 0.2, unit: 'H' },
      { quantity: 1, unit: 'E' },
      { quantity: 1, unit: 'E' },
    ];
    expect(billedQuantitiesText(lines)).toBe('0.30 h + 2 E');
    expect(billedQuantitiesText([])).toBe('0.00 h');
    expect(billedQuantitiesText([{ quantity: 1, unit: 'E' }])).toBe('1 E');
  });
});
