import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isLocated,
  newAddressFields,
  POSTCODE_MESSAGE,
  parseCoordinates,
  positionFields,
  STATE_MESSAGE,
} from './address-fields.ts';

const address = z.object(newAddressFields);
const position = z.object(positionFields);

describe('a new person’s address parts', () => {
  it('keeps a state as its code, whatever way it was written, and empty as none', () => {
    expect(address.parse({ state: 'nsw' }).state).toBe('NSW');
    expect(address.parse({ state: 'Western Australia' }).state).toBe('WA');
    expect(address.parse({ state: '' }).state).toBeNull();
    expect(address.parse({}).state).toBeNull();
  });

  it('refuses a state that prices nobody (it would fall back to NSW unnoticed)', () => {
    const result = address.safeParse({ state: 'Sydney' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(STATE_MESSAGE);
  });

  it('takes a 4-digit postcode only', () => {
    expect(address.parse({ postcode: ' 0800 ' }).postcode).toBe('0800');
    expect(address.safeParse({ postcode: '20950' }).error?.issues[0]?.message).toBe(POSTCODE_MESSAGE);
  });
});

describe('a map position', () => {
  it('takes Australian coordinates and refuses a swapped pair', () => {
    expect(position.parse({ latitude: '-33.7969', longitude: '151.2887' })).toEqual({
      latitude: -33.7969,
      longitude: 151.2887,
    });
    const swapped = position.safeParse({ latitude: '151.2887', longitude: '-33.7969' });
    expect(swapped.error?.issues.map((i) => i.path[0])).toEqual(['latitude', 'longitude']);
  });

  it('reads coordinates pasted from a maps app as one text', () => {
    expect(parseCoordinates('-33.7969, 151.2887')).toEqual({ latitude: -33.7969, longitude: 151.2887 });
    expect(parseCoordinates('(-12.4634 130.8456)')).toEqual({ latitude: -12.4634, longitude: 130.8456 });
    expect(parseCoordinates('12 Ocean Road')).toBeNull();
  });

  it('counts 0,0 and a half position as not located', () => {
    expect(isLocated(-33.8, 151.2)).toBe(true);
    expect(isLocated(0, 0)).toBe(false);
    expect(isLocated(-33.8, null)).toBe(false);
  });
});
