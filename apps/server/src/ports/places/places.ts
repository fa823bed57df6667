import type { PlaceDetails, PlaceSuggestion } from '@care/domain';
import { GooglePlaces } from './google-places.ts';

/**
 * Address lookup (docs/architecture.md, ports): suggestions for what was typed, then the chosen place
 * split into address parts with its coordinates. The key stays on the server.
 */
export interface PlacesLookup {
  /** false: no service is set up; addresses are typed in full and get no coordinates. */
  readonly configured: boolean;
  suggest(query: string, sessionToken?: string): Promise<PlaceSuggestion[]>;
  /** The place, or null when the service does not know the id. */
  details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null>;
}

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
