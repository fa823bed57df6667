import type { PlaceDetails, PlaceSuggestions } from '@care/domain';
import { api } from '../api/api.ts';

/** GET /Places/suggest: address suggestions; configured false when no places service is set up. */
export function suggestPlaces(
  query: string,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<PlaceSuggestions> {
  return api.get<PlaceSuggestions>('/Places/suggest', { query: { query, sessionToken }, signal });
}

/** GET /Places/details/{placeId}: the chosen place's address parts and coordinates. */
export function placeDetails(placeId: string, sessionToken: string): Promise<PlaceDetails> {
  return api.get<PlaceDetails>(`/Places/details/${encodeURIComponent(placeId)}`, { query: { sessionToken } });
}
