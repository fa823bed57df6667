import type { ClockInMode } from './work-bands.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A point that may be missing either part (a client without coordinates, a phone without a position). */
export interface MaybeCoordinates {
  latitude?: number | null;
  longitude?: number | null;
}

const EARTH_RADIUS_METRES = 6_371_008.8;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function haversineMetres(a: Coordinates, b: Coordinates): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How a clock-in or clock-out stood against the client's address. */
export type LocationCheck = 'inside' | 'outside' | 'noLocation' | 'noClientLocation' | 'off';

export interface LocationVerdict {
  check: LocationCheck;
  /** Rounded metres from the client's address, when both points are known. */
  distanceMetres: number | null;
  /** In block mode, a clock-in outside the radius or without a location is refused with this message. */
  refusal: string | null;
  /** Shown to administrators (flag on the roster and in the filter). */
  flagged: boolean;
}

/**
 * The phone's position sent as 0,0 is the spec's "no location" (geolocation refused or
 * unavailable, spec 3 §8); a missing position reads the same.
 */
export function hasPosition(p: MaybeCoordinates | null | undefined): p is Coordinates {
  return (
    !!p &&
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    !(p.latitude === 0 && p.longitude === 0) &&
    Math.abs(p.latitude as number) <= 90 &&
    Math.abs(p.longitude as number) <= 180
  );
}

/**
 * The clock-in location check (docs/workforce.md): off → no check; no client coordinates → no check,
 * said so; no phone position → flagged (refused in block mode); outside the radius → flagged
 * (refused in block mode).
 */
export function checkLocation(
  phone: MaybeCoordinates | null | undefined,
  client: MaybeCoordinates | null | undefined,
  settings: { radiusMetres: number; mode: ClockInMode },
): LocationVerdict {
  if (settings.mode === 'off') {
    return { check: 'off', distanceMetres: null, refusal: null, flagged: false };
  }
  if (!hasPosition(client)) {
    return { check: 'noClientLocation', distanceMetres: null, refusal: null, flagged: false };
  }
  if (!hasPosition(phone)) {
    return {
      check: 'noLocation',
      distanceMetres: null,
      refusal:
        settings.mode === 'block'
          ? 'Your location is needed to clock in. Allow location for this app in your phone’s settings, then try again.'
          : null,
      flagged: true,
    };
  }
  const distanceMetres = Math.round(haversineMetres(phone, client));
  if (distanceMetres <= settings.radiusMetres) {
    return { check: 'inside', distanceMetres, refusal: null, flagged: false };
  }
  return {
    check: 'outside',
    distanceMetres,
    refusal:
      settings.mode === 'block'
        ? `You are ${formatDistance(distanceMetres)} from the client’s address; clocking in needs you within ${formatDistance(settings.radiusMetres)}.`
        : null,
    flagged: true,
  };
}

/** '350 m' or '1.2 km' (rounded first, so 999.6 m reads '1.0 km', never '1000 m'). */
export function formatDistance(metres: number): string {
  const rounded = Math.round(metres);
  return rounded < 1000 ? `${rounded} m` : `${(rounded / 1000).toFixed(1)} km`;
}
