import type { PlaceDetails, PlaceSuggestion } from '@care/domain';

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
