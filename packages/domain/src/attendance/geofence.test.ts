import { describe, expect, it } from 'vitest';
import { checkLocation, formatDistance, hasPosition, haversineMetres } from './geofence.ts';
import { CLOCK_IN_MODES } from './work-bands.ts';

// Hand-derived: with the mean Earth radius 6 371 008.8 m, one degree of arc is
// 6 371 008.8 × π / 180 = 111 195.08 m.
const DEGREE = 111_195.08;

describe('haversineMetres', () => {
  it('one degree of latitude is about 111.2 km', () => {
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      DEGREE,
      0,
    );
    expect(haversineMetres({ latitude: -34, longitude: 151 }, { latitude: -33, longitude: 151 })).toBeCloseTo(
      DEGREE,
      0,
    );
  });

  it('one degree of longitude on the equator is the same; at 60° it is about half', () => {
    expect(haversineMetres({ latitude: 0, longitude: 150 }, { latitude: 0, longitude: 151 })).toBeCloseTo(
      DEGREE,
      0,
    );
    // cos 60° = 0.5: 55 597.5 m along the parallel; the great circle is a few centimetres shorter.
    const d = haversineMetres({ latitude: 60, longitude: 10 }, { latitude: 60, longitude: 11 });
    expect(d).toBeGreaterThan(55_590);
    expect(d).toBeLessThan(55_598);
  });

  it('Sydney Opera House to the Harbour Bridge’s south pylon is about 551 m', () => {
    // dLat 0.00148° → 164.6 m; dLng 0.0057° × 111 195 × cos 33.856° (0.8304) → 526.4 m; √(164.6² + 526.4²) ≈ 551.5 m.
    const opera = { latitude: -33.85678, longitude: 151.2153 };
    const pylon = { latitude: -33.8553, longitude: 151.2096 };
    const d = haversineMetres(opera, pylon);
    expect(d).toBeGreaterThan(550);
    expect(d).toBeLessThan(553);
    expect(haversineMetres(pylon, opera)).toBeCloseTo(d, 9);
  });

  it('is zero for the same point and half the circumference for antipodes', () => {
    const sydney = { latitude: -33.8688, longitude: 151.2093 };
    expect(haversineMetres(sydney, sydney)).toBe(0);
    // π × 6 371 008.8 = 20 015 114.4 m
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      20_015_114.4,
      0,
    );
  });
});

describe('hasPosition', () => {
  it('reads 0,0, missing, partial, non-finite and out-of-range positions as none', () => {
    expect(hasPosition({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasPosition(null)).toBe(false);
    expect(hasPosition(undefined)).toBe(false);
    expect(hasPosition({})).toBe(false);
    expect(hasPosition({ latitude: -33.8 })).toBe(false);
    expect(hasPosition({ latitude: Number.NaN, longitude: 151 })).toBe(false);
    expect(hasPosition({ latitude: 91, longitude: 151 })).toBe(false);
    expect(hasPosition({ latitude: -33.8, longitude: 181 })).toBe(false);
  });

  it('accepts a real position, including one on the equator or the prime meridian', () => {
    expect(hasPosition({ latitude: -33.8688, longitude: 151.2093 })).toBe(true);
    expect(hasPosition({ latitude: 0, longitude: 151 })).toBe(true);
    expect(hasPosition({ latitude: 51.5, longitude: 0 })).toBe(true);
    expect(hasPosition({ latitude: -90, longitude: -180 })).toBe(true);
  });
});

describe('checkLocation', () => {
  const client = { latitude: -33.8688, longitude: 151.2093 };
  // 0.001° north is 111.2 m (rounds to 111); 0.01° north is 1 112.0 m.
  const near = { latitude: -33.8678, longitude: 151.2093 };
  const far = { latitude: -33.8588, longitude: 151.2093 };
  const noPositions = [{ latitude: 0, longitude: 0 }, null, undefined, {}];
  const refuseNoLocation =
    'Your location is needed to clock in. Allow location for this app in your phone’s settings, then try again.';

  it('off: no check at all, whatever the positions', () => {
    for (const phone of [near, far, ...noPositions]) {
      for (const c of [client, null]) {
        expect(checkLocation(phone, c, { radiusMetres: 500, mode: 'off' })).toEqual({
          check: 'off',
          distanceMetres: null,
          refusal: null,
          flagged: false,
        });
      }
    }
  });

  it('no client coordinates (missing or 0,0): no check, said so, never refused or flagged', () => {
    for (const mode of ['warn', 'block'] as const) {
      for (const c of [null, undefined, { latitude: 0, longitude: 0 }]) {
        for (const phone of [far, null]) {
          expect(checkLocation(phone, c, { radiusMetres: 500, mode })).toEqual({
            check: 'noClientLocation',
            distanceMetres: null,
            refusal: null,
            flagged: false,
          });
        }
      }
    }
  });

  it('inside the radius: not flagged in warn or block, with the rounded distance', () => {
    for (const mode of ['warn', 'block'] as const) {
      expect(checkLocation(near, client, { radiusMetres: 500, mode })).toEqual({
        check: 'inside',
        distanceMetres: 111,
        refusal: null,
        flagged: false,
      });
    }
  });

  it('outside the radius in warn mode: flagged, not refused', () => {
    expect(checkLocation(far, client, { radiusMetres: 500, mode: 'warn' })).toEqual({
      check: 'outside',
      distanceMetres: 1112,
      refusal: null,
      flagged: true,
    });
  });

  it('outside the radius in block mode: refused with both distances', () => {
    expect(checkLocation(far, client, { radiusMetres: 500, mode: 'block' })).toEqual({
      check: 'outside',
      distanceMetres: 1112,
      refusal: 'You are 1.1 km from the client’s address; clocking in needs you within 500 m.',
      flagged: true,
    });
    expect(checkLocation(near, client, { radiusMetres: 50, mode: 'block' }).refusal).toBe(
      'You are 111 m from the client’s address; clocking in needs you within 50 m.',
    );
  });

  it('no phone position (0,0 or missing): flagged in warn, refused in block', () => {
    for (const phone of noPositions) {
      expect(checkLocation(phone, client, { radiusMetres: 500, mode: 'warn' })).toEqual({
        check: 'noLocation',
        distanceMetres: null,
        refusal: null,
        flagged: true,
      });
      expect(checkLocation(phone, client, { radiusMetres: 500, mode: 'block' })).toEqual({
        check: 'noLocation',
        distanceMetres: null,
        refusal: refuseNoLocation,
        flagged: true,
      });
    }
  });

  it('the radius boundary: a distance equal to the radius is inside, one metre more is outside', () => {
    expect(checkLocation(near, client, { radiusMetres: 111, mode: 'block' }).check).toBe('inside');
    const outside = checkLocation(near, client, { radiusMetres: 110, mode: 'block' });
    expect(outside.check).toBe('outside');
    expect(outside.refusal).toBe(
      'You are 111 m from the client’s address; clocking in needs you within 110 m.',
    );
  });

  it('every mode is covered', () => {
    expect(CLOCK_IN_MODES).toEqual(['off', 'warn', 'block']);
  });
});

describe('formatDistance', () => {
  it('metres under a kilometre, rounded', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(350)).toBe('350 m');
    expect(formatDistance(350.4)).toBe('350 m');
    expect(formatDistance(999)).toBe('999 m');
  });

  it('kilometres with one decimal from 1 000 m, including what rounds up to it', () => {
    expect(formatDistance(999.6)).toBe('1.0 km');
    expect(formatDistance(1000)).toBe('1.0 km');
    expect(formatDistance(1112)).toBe('1.1 km');
    expect(formatDistance(1249)).toBe('1.2 km');
    expect(formatDistance(12_345)).toBe('12.3 km');
  });
});
