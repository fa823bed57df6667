import { GooglePlaces } from './google-places.ts';
import type { PlacesLookup } from './places-lookup.ts';

export type { PlacesLookup } from './places-lookup.ts';

export { PlacesUnavailable } from './places-unavailable.ts';

/** The offline default: no suggestions, so plain address entry; nothing is wrong. */
export const offlinePlaces: PlacesLookup = {
  configured: false,
  suggest: async () => [],
  details: async () => null,
};

export interface PlacesConfig {
  placesApiKey?: string | undefined;
  placesApiUrl?: string | undefined;
}

/** Google Places API (New) when PLACES_API_KEY is set, else the offline default. */
export function placesFromConfig(config: PlacesConfig): PlacesLookup {
  return config.placesApiKey
    ? new GooglePlaces({ apiKey: config.placesApiKey, baseUrl: config.placesApiUrl })
    : offlinePlaces;
}
