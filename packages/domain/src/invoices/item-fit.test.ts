import { describe, expect, it } from 'vitest';
import { itemMisfit, itemMisfitCache } from './item-fit.ts';

const item = (itemNumber: string, itemName: string, unit = 'H') => ({ itemNumber, itemName, unit });
const friday = { date: '2026-03-06', shiftCode: 'M' };

describe('an item fits the line’s day, band and unit', () => {
  it('the weekday daytime item fits a Friday daytime line', () => {
    expect(itemMisfit(item('01_011_0107_1_1', 'Self-Care - Standard - Weekday Daytime'), friday)).toBeNull();
  });

  it('a Sunday item never prices a Friday line (issue 25 item 9)', () => {
    expect(itemMisfit(item('01_014_0107_1_1', 'Self-Care - Standard - Sunday'), friday)).toBe(
      '01_014_0107_1_1 is for Sunday, not a Friday',
    );
  });

  it('a weekday item of another band is refused', () => {
    expect(itemMisfit(item('01_015_0107_1_1', 'Self-Care - Standard - Weekday Evening'), friday)).toContain(
      'another band',
    );
  });

  it('a daily item never prices an hourly line; a sleepover line takes a unit-E item', () => {
    expect(itemMisfit(item('01_020_0120_1_1', 'House Cleaning', 'D'), friday)).toContain('per D');
    expect(
      itemMisfit(item('01_010_0107_1_1', 'Night-Time Sleepover', 'E'), {
        date: '2026-03-06',
        shiftCode: 'N',
      }),
    ).toBeNull();
  });

  it('a Wednesday line reads the spec’s day spelling', () => {
    expect(
      itemMisfit(item('01_011_0107_1_1', 'Self-Care - Standard - Weekday Daytime'), {
        date: '2026-03-04',
        shiftCode: 'M',
      }),
    ).toBeNull();
  });
});

describe('itemMisfitCache', () => {
  it('answers as itemMisfit for every item, day and band, remembered by all of them', () => {
    const fit = itemMisfitCache();
    const items = [
      item('01_011_0107_1_1', 'Self-Care - Standard - Weekday Daytime'),
      item('01_014_0107_1_1', 'Self-Care - Standard - Sunday'),
      item('01_020_0120_1_1', 'House Cleaning', 'D'),
    ];
    const lines = [friday, { date: '2026-03-08', shiftCode: 'SU' }, { date: '2026-03-06', shiftCode: 'E' }];
    // Twice over: the second answers come from the cache and must not mix the keys up.
    for (let round = 0; round < 2; round++) {
      for (const i of items) {
        for (const l of lines) {
          expect(fit(i, l)).toBe(itemMisfit(i, l));
        }
      }
    }
    const sunday = item('01_014_0107_1_1', 'Self-Care - Standard - Sunday');
    expect(fit(sunday, { date: '2026-03-08', shiftCode: 'SU' })).toBeNull();
    expect(fit(sunday, friday)).toContain('not a Friday');
  });
});
