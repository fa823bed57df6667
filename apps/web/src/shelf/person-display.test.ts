import { describe, expect, it } from 'vitest';
import { formatPhone, fullAddress, idOrNa, profilePaths } from './person-display.ts';

describe('list display helpers', () => {
  it('writes an address on one line without repeating the suburb', () => {
    expect(fullAddress({ address: '12 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' })).toBe(
      '12 King St, Newtown, NSW 2042',
    );
    expect(
      fullAddress({
        address: '12 King St, Newtown NSW 2042',
        suburb: 'Newtown',
        state: 'NSW',
        postcode: '2042',
      }),
    ).toBe('12 King St, Newtown NSW 2042');
    expect(fullAddress({ address: null, suburb: null })).toBe('');
  });

  it("shows N/A for a missing id, including the text 'null'", () => {
    expect(idOrNa('STF-004')).toBe('STF-004');
    expect(idOrNa(null)).toBe('N/A');
    expect(idOrNa('null')).toBe('N/A');
    expect(idOrNa(' ')).toBe('N/A');
  });

  it('links to the profile pages by id and first name', () => {
    expect(profilePaths.client({ profileId: 'p-1', firstName: 'Zoë Anne' })).toBe(
      '/app/user/clients/p-1/Zo%C3%AB%20Anne',
    );
    expect(profilePaths.staff({ staffId: 's-1', firstName: 'Ali' })).toBe('/app/user/staff/s-1/Ali');
    expect(profilePaths.administrator({ administratorId: 'a-1', firstName: 'Jo' })).toBe(
      '/app/user/administrators/a-1/Jo',
    );
  });

  it('groups Australian phone numbers for reading, and leaves others alone', () => {
    const plain = (v: string) => formatPhone(v).replace(/\u00A0/g, ' ');
    expect(plain('0412995036')).toBe('0412 995 036');
    expect(plain('0298765432')).toBe('02 9876 5432');
    expect(plain('+61412995036')).toBe('+61 412 995 036');
    expect(formatPhone('0412995036')).not.toContain(' ');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});
