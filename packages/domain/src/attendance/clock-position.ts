import { z } from 'zod';

/** The messages of a position the phone sends (issue 24): shown at the field. */
export const POSITION_MESSAGES = {
  latitude: 'The latitude must be a decimal number from -90 to 90',
  longitude: 'The longitude must be a decimal number from -180 to 180',
} as const;

/** A plain decimal as a phone's geolocation writes it: no exponent, no hex, no Infinity. */
const PLAIN_DECIMAL = /^[+-]?\d{1,3}(\.\d{1,20})?$/;

/**
 * One coordinate of the phone's position: a finite plain decimal within ±`limit` (90 for the
 * latitude, 180 for the longitude); empty reads as none. '0x10', '1e300', 'Infinity', 91 and 200
 * are refused with `message` rather than stored.
 */
function coordinate(limit: number, message: string) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
        return undefined;
      }
      if (typeof v === 'string') {
        const text = v.trim();
        return PLAIN_DECIMAL.test(text) ? Number(text) : Number.NaN;
      }
      return v;
    },
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, message)
      .optional(),
  );
}

/** The latitude of the phone's position: −90 to 90. */
export const latitudeField = () => coordinate(90, POSITION_MESSAGES.latitude);
/** The longitude of the phone's position: −180 to 180. */
export const longitudeField = () => coordinate(180, POSITION_MESSAGES.longitude);

/** The phone's position sent with a clock-in or clock-out (0,0 or none: no location, spec 3 §8). */
export const clockPositionSchema = z.object({ lat: latitudeField(), lng: longitudeField() });
export type ClockPosition = z.infer<typeof clockPositionSchema>;
