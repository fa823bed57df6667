import { LOCATION_FAILED, PLACE_QUERY_MIN, type PlaceDetails, type PlaceSuggestions } from '@care/domain';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { type PlacesLookup, PlacesUnavailable, placesFromConfig } from '../../ports/places/places.ts';

const sessionToken = z.string().trim().max(100).optional();

/** The service failed: 502 with the spec's message (spec 2 §5). */
async function orFailed<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PlacesUnavailable) {
      throw new AppError(502, LOCATION_FAILED, undefined, 'Address lookup');
    }
    throw error;
  }
}

/**
 * Address lookup for the profile dialogs. The spec's browser calls a maps service itself; here the
 * browser asks the server, so that the service's key never reaches a browser (signed-in users only).
 */
// One lookup per configuration, made on first use (its adapter keeps its own connection state).
const lookups = new WeakMap<AppDeps['config'], PlacesLookup>();
function placesOf(deps: AppDeps): PlacesLookup {
  const found = lookups.get(deps.config);
  if (found) {
    return found;
  }
  const made = placesFromConfig(deps.config);
  lookups.set(deps.config, made);
  return made;
}

export const placeSuggestRoute = routeSpec({
  method: 'GET',
  url: '/Places/suggest',
  summary: 'Address suggestions for what was typed (none when no places service is configured)',
  tags: ['Places'],
  querystring: z.object({ query: z.string().max(200).default(''), sessionToken }),
  rateLimit: { max: 120, timeWindow: '1 minute' },
  async handler({ deps, query }): Promise<PlaceSuggestions> {
    const places = placesOf(deps);
    const text = query.query.trim();
    if (!places.configured || text.length < PLACE_QUERY_MIN) {
      return { configured: places.configured, suggestions: [] };
    }
    return { configured: true, suggestions: await orFailed(places.suggest(text, query.sessionToken)) };
  },
});

/** A chosen place's address and position. */
export const placeDetailsRoute = routeSpec({
  method: 'GET',
  url: '/Places/details/:placeId',
  summary: 'A chosen place: street, suburb, state, postcode and coordinates',
  tags: ['Places'],
  params: z.object({ placeId: z.string().min(1).max(512) }),
  querystring: z.object({ sessionToken }),
  rateLimit: { max: 60, timeWindow: '1 minute' },
  async handler({ deps, params, query }): Promise<PlaceDetails> {
    const place = await orFailed(placesOf(deps).details(params.placeId, query.sessionToken));
    if (!place) {
      throw notFound();
    }
    return place;
  },
});
