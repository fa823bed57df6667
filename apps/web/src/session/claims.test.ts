import { describe, expect, it } from 'vitest';
import { CLAIMS_STORAGE_KEY, parseClaims, readStoredClaims } from './claims.ts';

describe('the claims cache', () => {
  it('reads the stored list of {value}', () => {
    expect(parseClaims('[{"value":"Edit Client"},{"value":"Add Staff"}]')).toEqual([
      { value: 'Edit Client' },
      { value: 'Add Staff' },
    ]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"value":"Edit Client"}'],
    ['a string', '"Edit Client"'],
    ['null', 'null'],
    ['empty', ''],
  ])('reads %s as an empty list', (_label, raw) => {
    expect(parseClaims(raw)).toEqual([]);
  });

  it('drops entries that are not {value: string}', () => {
    expect(parseClaims('[{"value":"Edit Staff"},{"value":3},"Add Client",null]')).toEqual([
      { value: 'Edit Staff' },
    ]);
  });

  it('reads local storage under the key "claims", unparsable content as []', () => {
    window.localStorage.setItem(CLAIMS_STORAGE_KEY, 'garbage');
    expect(readStoredClaims()).toEqual([]);
    window.localStorage.setItem(CLAIMS_STORAGE_KEY, '[{"value":"Edit Client"}]');
    expect(readStoredClaims()).toEqual([{ value: 'Edit Client' }]);
  });
});
