import { describe, expect, it } from 'vitest';
import { filterFromSearch, initialFormValues, searchOfFilter } from './invoice-filter.ts';

// Issue 26: the Temporary Transformation Payment ended on 1 July 2024, so Load with TTP starts at No.
describe('the invoice form’s Load with TTP', () => {
  const now = new Date('2026-11-27T01:00:00Z');

  it('is No on a new form', () => {
    expect(initialFormValues(null, now, 'Australia/Sydney')).toMatchObject({ clientId: '', withTTP: false });
  });

  it('is No in an address without it, Yes only when the address says Yes', () => {
    const base = { clientId: 'All', fromDate: '2026-11-01', toDate: '2026-11-27' };
    expect(filterFromSearch(base)?.withTTP).toBe(false);
    expect(filterFromSearch({ ...base, withTTP: 'No' })?.withTTP).toBe(false);
    expect(filterFromSearch({ ...base, withTTP: 'Yes' })?.withTTP).toBe(true);
  });

  it('puts TTP in the address only when it is on', () => {
    const f = { clientId: 'All', fromDate: '2026-11-01', toDate: '2026-11-27' };
    expect(searchOfFilter({ ...f, withTTP: false })).toEqual(f);
    expect(searchOfFilter({ ...f, withTTP: true })).toEqual({ ...f, withTTP: 'Yes' });
  });
});
