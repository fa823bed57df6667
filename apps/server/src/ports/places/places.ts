import { GooglePlaces } from './google-places.ts';
import { NominatimPlaces } from './nominatim-places.ts';
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
  placesNominatimUrl?: string | undefined;
  publicUrl?: string | undefined;
}

/** What the product calls itself to a Nominatim server (its usage policy asks every caller to). */
export function nominatimUserAgent(publicUrl?: string): string {
  return `CarePlatform/1.0 (care-services address lookup${publicUrl ? `; ${publicUrl}` : ''})`;
}

/**
 * Google Places API (New) when PLACES_API_KEY is set; else OpenStreetMap's Nominatim when
 * PLACES_NOMINATIM_URL is set; else the offline default (the tests, the demo: no outside call).
 */
export function placesFromConfig(config: PlacesConfig): PlacesLookup {
  if (config.placesApiKey) {
    return new GooglePlaces({ apiKey: config.placesApiKey, baseUrl: config.placesApiUrl });
  }
  if (config.placesNominatimUrl) {
    return new NominatimPlaces({
      baseUrl: config.placesNominatimUrl,
      userAgent: nominatimUserAgent(config.publicUrl),
    });
  }
  return offlinePlaces;
}
