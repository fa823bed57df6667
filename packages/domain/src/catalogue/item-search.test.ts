import { describe, expect, it } from 'vitest';
import { itemNumberPrefix } from './item-search.ts';

describe('itemNumberPrefix', () => {
  it('reads digits, an underscore and more as the start of an item number', () => {
    expect(itemNumberPrefix('01_011')).toBe('01_011');
    expect(itemNumberPrefix(' 01_011_0107_1_1 ')).toBe('01_011_0107_1_1');
    expect(itemNumberPrefix('04_')).toBe('04_');
  });

  it('leaves digits alone (a registration group such as 0107) to the search anywhere', () => {
    expect(itemNumberPrefix('0107')).toBeNull();
    expect(itemNumberPrefix('04')).toBeNull();
  });

  it('leaves words, and numbers among words, to the number-or-name search', () => {
    expect(itemNumberPrefix('live-in')).toBeNull();
    expect(itemNumberPrefix('self care 0107')).toBeNull();
    expect(itemNumberPrefix('_011')).toBeNull();
    expect(itemNumberPrefix('')).toBeNull();
    expect(itemNumberPrefix(undefined)).toBeNull();
  });
});
