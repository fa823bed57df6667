import { describe, expect, it } from 'vitest';
import { distinctContactName } from './contact-name.ts';

describe('distinctContactName', () => {
  it('adds the NDIS number to a shared name', () => {
    expect(distinctContactName('Jane Citizen', '430123456', 'prof-1')).toBe('Jane Citizen (NDIS 430123456)');
  });

  it('uses the start of our number when there is no NDIS number (blank counts as none)', () => {
    expect(distinctContactName(' Jane Citizen ', '  ', '3ff6d40c-b6d4-4a92')).toBe('Jane Citizen (3ff6d40c)');
    expect(distinctContactName('Jane Citizen', null, '3ff6d40c-b6d4-4a92')).toBe('Jane Citizen (3ff6d40c)');
  });

  it('stays within the 255 characters a contact name may have, the suffix kept whole', () => {
    const named = distinctContactName('x'.repeat(300), '430123456', 'p');
    expect(named).toHaveLength(255);
    expect(named.endsWith(' (NDIS 430123456)')).toBe(true);
  });
});
