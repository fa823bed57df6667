import type { PlaceDetails, PlaceSuggestion } from '@care/domain';
import { type Spacing, spacingFor } from './one-a-second.ts';
import type { PlacesLookup } from './places-lookup.ts';
import { PlacesUnavailable } from './places-unavailable.ts';

export interface NominatimOptions {
  /** The Nominatim server: OpenStreetMap's (https://nominatim.openstreetmap.org) or one of your own. */
  baseUrl: string;
  /** Names the product and where it runs, as the usage policy asks of every caller. */
  userAgent: string;
  /** Countries the search is limited to (ISO 3166 alpha-2, comma separated). */
  countryCodes?: string;
  timeoutMs?: number;
  /** The spacing of requests; default the process's one a second for this server. */
  spacing?: Spacing;
}

/** A place as Nominatim's `jsonv2` format gives it, with `addressdetails=1`. */
export interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  display_name?: string;
  name?: string;
  address?: Record<string, string | undefined>;
}

const STATES: Record<string, string> = {
  'new south wales': 'NSW',
  victoria: 'VIC',
  queensland: 'QLD',
  'south australia': 'SA',
  'western australia': 'WA',
  tasmania: 'TAS',
  'northern territory': 'NT',
  'australian capital territory': 'ACT',
};
/** 'N123', 'W456', 'R789': a place by its OpenStreetMap kind and id, as /lookup takes it. */
const OSM_ID = /^[NWR][0-9]{1,20}$/;
const CACHE_MAX = 500;

/**
 * OpenStreetMap's Nominatim (issue 40 item 11): locates a typed address without a Google key.
 * Search (GET /search) gives the suggestions, each already whole, so choosing one usually needs no
 * second request; a place not in the cache is looked up by its OSM id (GET /lookup). At most one
 * request a second per server per process (queued), a User-Agent naming the product, and answers
 * kept in memory, as the usage policy asks (docs/decisions/platform.md).
 */
export class NominatimPlaces implements PlacesLookup {
  readonly configured = true;
  private readonly baseUrl: string;
  private readonly spacing: Spacing;
  private readonly searches = new Map<string, PlaceSuggestion[]>();
  private readonly places = new Map<string, PlaceDetails>();

  constructor(private readonly options: NominatimOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.spacing = options.spacing ?? spacingFor(this.baseUrl);
  }

  async suggest(query: string): Promise<PlaceSuggestion[]> {
    const key = query.trim().toLowerCase().replace(/\s+/g, ' ');
    const cached = this.searches.get(key);
    if (cached) {
      return cached;
    }
    const params = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      countrycodes: this.options.countryCodes ?? 'au',
      'accept-language': 'en-AU',
    });
    const found = (await this.call(`/search?${params}`)) as NominatimPlace[];
    const suggestions = found.flatMap((place) => {
      const details = toDetails(place);
      if (!details) {
        return [];
      }
      remember(this.places, details.placeId, details);
      const secondary = [details.suburb, details.state, details.postcode].filter(Boolean).join(' ');
      return [
        {
          placeId: details.placeId,
          description: details.formattedAddress,
          mainText: details.address || place.name || details.formattedAddress,
          secondaryText: secondary,
        },
      ];
    });
    remember(this.searches, key, suggestions);
    return suggestions;
  }

  async details(placeId: string): Promise<PlaceDetails | null> {
    if (!OSM_ID.test(placeId)) {
      return null;
    }
    const cached = this.places.get(placeId);
    if (cached) {
      return cached;
    }
    const params = new URLSearchParams({
      osm_ids: placeId,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en-AU',
    });
    const [place] = (await this.call(`/lookup?${params}`)) as NominatimPlace[];
    const details = place ? toDetails(place) : null;
    if (details) {
      remember(this.places, placeId, details);
    }
    return details;
  }

  /** One request in its turn; PlacesUnavailable for any failure. */
  private call(path: string): Promise<unknown[]> {
    return this.spacing.run(async () => {
      let res: Response;
      try {
        res = await fetch(`${this.baseUrl}${path}`, {
          headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
        });
      } catch (error) {
        throw new PlacesUnavailable(`The address service did not answer: ${(error as Error).message}`);
      }
      if (!res.ok) {
        throw new PlacesUnavailable(`The address service answered ${res.status}`);
      }
      const body = await res.json().catch(() => null);
      if (!Array.isArray(body)) {
        throw new PlacesUnavailable('The address service answered something other than a list');
      }
      return body;
    });
  }
}

/** A Nominatim place as the profile's address fields; null without an id or coordinates. */
export function toDetails(place: NominatimPlace): PlaceDetails | null {
  const kind = place.osm_type?.[0]?.toUpperCase();
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!kind || place.osm_id === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return null;
  }
  const a = place.address ?? {};
  const suburb = a.suburb || a.town || a.village || a.hamlet || a.city || '';
  const iso = a['ISO3166-2-lvl4']?.split('-')[1];
  const state = iso || STATES[(a.state ?? '').toLowerCase()] || a.state || '';
  return {
    placeId: `${kind}${place.osm_id}`,
    formattedAddress: place.display_name ?? '',
    address: [a.house_number, a.road].filter(Boolean).join(' '),
    suburb,
    city: a.city || a.town || suburb,
    state,
    postcode: a.postcode ?? '',
    country: a.country ?? '',
    latitude,
    longitude,
  };
}

/** Keeps the newest CACHE_MAX answers (a Map keeps insertion order: the oldest goes first). */
function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) {
      cache.delete(oldest);
    }
  }
}
