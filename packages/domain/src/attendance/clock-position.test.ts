import { describe, expect, it } from 'vitest';
import { clockPositionSchema, POSITION_MESSAGES } from './clock-position.ts';

const parse = (lat: unknown, lng: unknown) => clockPositionSchema.safeParse({ lat, lng });
const errorsOf = (lat: unknown, lng: unknown) => {
  const r = parse(lat, lng);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('clockPositionSchema (issue 24)', () => {
  it('reads plain decimals as the phone sends them, with the edges of the globe', () => {
    expect(parse('-33.8151', '151.0011').data).toEqual({ lat: -33.8151, lng: 151.0011 });
    expect(parse('90', '-180').data).toEqual({ lat: 90, lng: -180 });
    expect(parse('-90.0', '+180').data).toEqual({ lat: -90, lng: 180 });
    expect(parse(-12.4634, 130.8456).data).toEqual({ lat: -12.4634, lng: 130.8456 });
    expect(parse(' 0 ', '0').data).toEqual({ lat: 0, lng: 0 });
  });

  it('reads empty or missing as no position', () => {
    expect(parse('', '  ').data).toEqual({ lat: undefined, lng: undefined });
    expect(parse(undefined, null).data).toEqual({ lat: undefined, lng: undefined });
  });

  it('refuses a coordinate off the globe, at its field', () => {
    expect(errorsOf('91', '200')).toEqual({
      lat: POSITION_MESSAGES.latitude,
      lng: POSITION_MESSAGES.longitude,
    });
    expect(errorsOf('-90.0001', '10')).toEqual({ lat: POSITION_MESSAGES.latitude });
    expect(errorsOf('10', '180.5')).toEqual({ lng: POSITION_MESSAGES.longitude });
    expect(errorsOf(91, -181)).toEqual({ lat: POSITION_MESSAGES.latitude, lng: POSITION_MESSAGES.longitude });
  });

  it('refuses what is not a finite plain decimal: exponents, hex, Infinity, NaN, words', () => {
    for (const bad of [
      '1e300',
      '1e1',
      '0x10',
      'Infinity',
      '-Infinity',
      'NaN',
      'abc',
      '12,5',
      '1.2.3',
      '.5',
      '5.',
    ]) {
      expect(errorsOf(bad, '10'), bad).toEqual({ lat: POSITION_MESSAGES.latitude });
    }
    expect(errorsOf(1e300, Number.POSITIVE_INFINITY)).toEqual({
      lat: POSITION_MESSAGES.latitude,
      lng: POSITION_MESSAGES.longitude,
    });
    expect(errorsOf(Number.NaN, true)).toEqual({
      lat: POSITION_MESSAGES.latitude,
      lng: POSITION_MESSAGES.longitude,
    });
  });
});
