import { describe, expect, it } from 'vitest';
import { itemInForce, itemsInForce, priceColumnFor, priceFor, stateCode } from './pricing.ts';

describe('price column for a client', () => {
  it('uses the state column in the state layout, National in the national one', () => {
    expect(priceColumnFor('states', { state: 'VIC', remoteness: null })).toBe('VIC');
    expect(priceColumnFor('states', { state: 'Western Australia', remoteness: null })).toBe('WA');
    expect(priceColumnFor('national', { state: 'VIC', remoteness: null })).toBe('National');
  });

  it('uses Remote or Very Remote when the client is marked so, in either layout', () => {
    expect(priceColumnFor('states', { state: 'NT', remoteness: 'Remote' })).toBe('Remote');
    expect(priceColumnFor('national', { state: null, remoteness: 'Very Remote' })).toBe('Very Remote');
  });

  it('falls back to NSW when the state is missing or unknown', () => {
    expect(priceColumnFor('states', { state: null, remoteness: null })).toBe('NSW');
    expect(priceColumnFor('states', { state: 'Ontario', remoteness: '' })).toBe('NSW');
    expect(stateCode(' qld ')).toBe('QLD');
    expect(stateCode('')).toBeNull();
  });

  it('prices a stored row, null for a quotable one', () => {
    const stateRow = { NSW: 7023, VIC: 7100, Remote: 9832, 'Very Remote': 10535, National: null };
    expect(priceFor(stateRow, { state: 'VIC', remoteness: null })).toEqual({ column: 'VIC', cents: 7100 });
    expect(priceFor({ National: 7358, Remote: 10301 }, { state: 'VIC', remoteness: null })).toEqual({
      column: 'National',
      cents: 7358,
    });
    expect(priceFor({ NSW: null, National: null }, { state: 'NSW', remoteness: null }).cents).toBeNull();
  });
});

describe('the row in force on a date', () => {
  const row = (startDate: string, endDate: string | null, importedAt: string, id: string) => ({
    id,
    itemNumber: '01_011_0107_1_1',
    startDate,
    endDate,
    importedAt,
  });
  const old = row('2025-07-01', null, '2025-07-02T00:00:00Z', 'old');
  const oldClosed = row('2025-07-01', '2026-06-30', '2026-06-20T00:00:00Z', 'old-closed');
  const next = row('2026-07-01', null, '2026-06-20T00:00:00Z', 'next');

  it('takes a row whose start ≤ date ≤ end, ends included', () => {
    expect(itemInForce([old], '2025-07-01')?.id).toBe('old');
    expect(itemInForce([oldClosed], '2026-06-30')?.id).toBe('old-closed');
    expect(itemInForce([oldClosed], '2026-07-01')).toBeUndefined();
    expect(itemInForce([next], '2026-06-30')).toBeUndefined();
  });

  it('a later start beats a later import: a revised 2025-26 file imported after 2026-27', () => {
    // docs/workforce.md "The row in force": the revised 2025-26 row is open-ended and imported last.
    const revised = row('2025-07-01', null, '2026-09-01T00:00:00Z', 'revised-2025');
    expect(itemInForce([next, revised], '2026-07-02')?.id).toBe('next');
    expect(itemInForce([revised, next], '2026-07-02')?.id).toBe('next');
    // Before 1 July 2026 the revision is the row in force.
    expect(itemInForce([next, revised, old], '2026-06-30')?.id).toBe('revised-2025');
  });

  it('same start date: the latest import wins', () => {
    const first = row('2026-07-01', null, '2026-06-20T00:00:00Z', 'first');
    const again = row('2026-07-01', null, '2026-08-01T00:00:00Z', 'again');
    expect(itemInForce([again, first], '2026-07-02')?.id).toBe('again');
    expect(itemInForce([first, again], '2026-07-02')?.id).toBe('again');
  });

  it('prefers the row that starts latest when rows overlap', () => {
    // The 2025-26 row stays open-ended in the database; the 2026-27 file's rows win from 1 July.
    expect(itemInForce([old, oldClosed, next], '2026-08-01')?.id).toBe('next');
    expect(itemInForce([old, oldClosed, next], '2026-01-15')?.id).toBe('old-closed');
    expect(itemInForce([old, oldClosed, next], '2025-06-30')).toBeUndefined();
  });

  it('gives one row per item number', () => {
    const other = {
      ...row('2025-07-01', null, '2025-07-02T00:00:00Z', 'other'),
      itemNumber: '01_013_0107_1_1',
    };
    expect(itemsInForce([old, next, other], '2026-08-01').map((r) => r.id)).toEqual(['next', 'other']);
  });
});
