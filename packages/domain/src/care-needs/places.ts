import { z } from 'zod';

/** One address suggestion of the places service, as GET /Places/suggest returns it. */
export const placeSuggestion = z.object({
  placeId: z.string(),
  /** The whole suggestion, e.g. '12 Smith Street, Parramatta NSW, Australia'. */
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;

/** GET /Places/suggest: configured false means no lookup is set up, so the address is typed in full. */
export const placeSuggestions = z.object({
  configured: z.boolean(),
  suggestions: z.array(placeSuggestion),
});
export type PlaceSuggestions = z.infer<typeof placeSuggestions>;

/** A chosen place split into the profile's address fields, with its coordinates. */
export const placeDetails = z.object({
  placeId: z.string(),
  formattedAddress: z.string(),
  /** The street line: unit, number and street ('3/12 Smith Street'). */
  address: z.string(),
  suburb: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceDetails = z.infer<typeof placeDetails>;

/** The lookup's failure message (spec 2 §5, §8): only when the service itself failed. */
export const LOCATION_FAILED = 'Failed to retrieve location.';

/** The shortest text worth asking the places service about. */
export const PLACE_QUERY_MIN = 3;
