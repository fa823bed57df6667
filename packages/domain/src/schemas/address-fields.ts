import { STATE_CODES } from '../catalogue/parser.ts';
import { stateCode } from '../catalogue/pricing.ts';
import { optionalNumber, optionalText } from './form-fields.ts';

export const STATE_MESSAGE = `Choose a state or territory: ${STATE_CODES.join(', ')}`;
export const POSTCODE_MESSAGE = 'An Australian postcode has 4 digits';
export const LATITUDE_MESSAGE = 'A latitude in Australia is between -55 and -9 (south is negative)';
export const LONGITUDE_MESSAGE = 'A longitude in Australia is between 96 and 169';
export const POSITION_PAIR_MESSAGE = 'Give both the latitude and the longitude, or neither';

/** A state or territory as its code ('nsw', 'New South Wales' → 'NSW'), or empty; anything else is refused. */
export const optionalState = () =>
  optionalText(100)
    .refine((v) => v === null || stateCode(v) !== null, STATE_MESSAGE)
    .transform((v) => (v === null ? null : stateCode(v)));

/** An Australian postcode (4 digits), or empty. */
export const optionalPostcode = () =>
  optionalText(10).refine((v) => v === null || /^\d{4}$/.test(v), POSTCODE_MESSAGE);

/**
 * The street, suburb, state and postcode of a new person (issue 26): the parts kept apart, so
 * pricing finds the state and the worker's map link the whole address.
 */
export const newAddressFields = {
  address: optionalText(300),
  suburb: optionalText(),
  state: optionalState(),
  postcode: optionalPostcode(),
};

/** A map position in Australia (the clock-in check's centre), or none. */
export const positionFields = {
  latitude: optionalNumber().refine((v) => v === null || (v >= -55 && v <= -9), LATITUDE_MESSAGE),
  longitude: optionalNumber().refine((v) => v === null || (v >= 96 && v <= 169), LONGITUDE_MESSAGE),
};

/** Both coordinates or neither: one alone places nobody. */
export const hasPositionPair = (v: { latitude: number | null; longitude: number | null }) =>
  (v.latitude === null) === (v.longitude === null);

/** Whether a stored position places the person (0,0 is the old 'none'). */
export function isLocated(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): boolean {
  return latitude != null && longitude != null && !(latitude === 0 && longitude === 0);
}

/**
 * Coordinates pasted as one text ('-33.7969, 151.2887', as a maps app copies them): the pair, or
 * null when the text is not two numbers.
 */
export function parseCoordinates(text: string): { latitude: number; longitude: number } | null {
  const match = /^\s*\(?\s*(-?\d+(?:\.\d+)?)\s*[,\s]\s*(-?\d+(?:\.\d+)?)\s*\)?\s*$/.exec(text);
  if (!match) {
    return null;
  }
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}
