import { describe, expect, it } from 'vitest';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_NUMBERS,
  supportCategoryLabel,
  supportCategoryOf,
} from './support-categories.ts';

describe('SUPPORT_CATEGORIES', () => {
  it('has the 15 categories of the 2025-26 catalogue, numbered 1 to 15 in order', () => {
    expect(SUPPORT_CATEGORY_NUMBERS).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
    expect(new Set(SUPPORT_CATEGORIES.map((c) => c.name)).size).toBe(15);
  });

  it('uses the catalogue names, spelt as the catalogue spells them', () => {
    expect(supportCategoryOf('1')?.name).toBe('Assistance with Daily Life (Includes SIL)');
    expect(supportCategoryOf('4')?.name).toBe('Assistance with Social, Economic and Community Participation');
    expect(supportCategoryOf('6')?.name).toBe(
      'Home Modifications and Specialised Disability Accommodation (SDA)',
    );
    expect(supportCategoryOf('15')?.name).toBe('Improved Daily Living Skills');
  });

  it('keeps the PACE name only where PACE names the category differently', () => {
    expect(supportCategoryOf('14')?.paceName).toBe('Choice and Control');
    expect(supportCategoryOf('2')?.paceName).toBeNull();
  });

  it('puts 1–4 in Core, 5–6 in Capital and 7–15 in Capacity Building', () => {
    const purposeOf = (n: number) => supportCategoryOf(n)?.purpose;
    expect([1, 2, 3, 4].map(purposeOf)).toEqual(['Core', 'Core', 'Core', 'Core']);
    expect([5, 6].map(purposeOf)).toEqual(['Capital', 'Capital']);
    expect([7, 11, 15].map(purposeOf)).toEqual([
      'Capacity Building',
      'Capacity Building',
      'Capacity Building',
    ]);
  });
});

describe('supportCategoryOf', () => {
  it('reads a number, or text with a leading zero, as the category', () => {
    expect(supportCategoryOf(7)?.number).toBe('7');
    expect(supportCategoryOf('07')?.number).toBe('7');
    expect(supportCategoryOf(' 12 ')?.number).toBe('12');
  });

  it('finds nothing for 0, 16 (a PACE-only number) or text', () => {
    expect(supportCategoryOf('0')).toBeUndefined();
    expect(supportCategoryOf('16')).toBeUndefined();
    expect(supportCategoryOf('Transport')).toBeUndefined();
    expect(supportCategoryOf('1.5')).toBeUndefined();
  });
});

describe('supportCategoryLabel', () => {
  it('shows the number before the name', () => {
    expect(supportCategoryLabel(SUPPORT_CATEGORIES[1] as (typeof SUPPORT_CATEGORIES)[number])).toBe(
      '2 · Transport',
    );
  });
});
