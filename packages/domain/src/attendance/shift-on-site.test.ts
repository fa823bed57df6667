import { describe, expect, it } from 'vitest';
import { addressLine, careNoteText, isMealtimeActivity, mapUrlOf } from './shift-on-site.ts';

describe('mapUrlOf', () => {
  it('points at the position when known, else the address; nothing without either', () => {
    expect(mapUrlOf('1 George St, Sydney', -33.8731, 151.2061)).toBe(
      'https://www.google.com/maps/search/?api=1&query=-33.8731%2C151.2061',
    );
    expect(mapUrlOf('1 George St, Sydney NSW 2000', null, null)).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20George%20St%2C%20Sydney%20NSW%202000',
    );
    expect(mapUrlOf('12 Ocean Rd', 0, 0)).toContain('query=12%20Ocean%20Rd');
    expect(mapUrlOf('  ', null, null)).toBeNull();
  });
});

describe('addressLine', () => {
  it('joins the filled parts once each', () => {
    expect(addressLine(['12 Ocean Rd', 'Manly', 'Manly', 'NSW', '2095', null, ''])).toBe(
      '12 Ocean Rd, Manly, NSW, 2095',
    );
    expect(addressLine([null, undefined])).toBe('');
  });
});

describe('careNoteText', () => {
  it('keeps the answers worth reading, labelled', () => {
    expect(
      careNoteText([
        ['Medication', 'Twice daily'],
        ['Health issues', 'No'],
        ['Plan', ''],
        ['', 'Epilepsy: seizure plan in the folder'],
      ]),
    ).toBe('Medication: Twice daily · Epilepsy: seizure plan in the folder');
  });

  it('tells meal activities', () => {
    expect(isMealtimeActivity('Meal Preparation')).toBe(true);
    expect(isMealtimeActivity('Showering')).toBe(false);
  });
});
