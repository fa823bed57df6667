import type { PlaceDetails, PlaceSuggestion } from '@care/domain';
import type { PlacesLookup } from './places-lookup.ts';
import { PlacesUnavailable } from './places-unavailable.ts';

export interface GooglePlacesOptions {
  apiKey: string;
  /** The service's address; a test points it at its local fake. */
  baseUrl?: string | undefined;
  /** Region the suggestions are limited to (ISO 3166 alpha-2). */
  region?: string;
  timeoutMs?: number;
}

interface Prediction {
  placePrediction?: {
    placeId?: string;
    text?: { text?: string };
    structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
  };
}

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

interface Place {
  id?: string;
  formattedAddress?: string;
  addressComponents?: AddressComponent[];
  location?: { latitude?: number; longitude?: number };
}

const DEFAULT_URL = 'https://places.googleapis.com';
const PLACE_ID = /^[A-Za-z0-9_-]{1,512}$/;

/**
 * Google Places API (New): Autocomplete (POST /v1/places:autocomplete) and Place Details
 * (GET /v1/places/{id}) with a session token, so that a lookup is billed as one session.
 */
export class GooglePlaces implements PlacesLookup {
  readonly configured = true;
  private readonly baseUrl: string;
  private readonly region: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: GooglePlacesOptions) {
    this.baseUrl = (options.baseUrl || DEFAULT_URL).replace(/\/$/, '');
    this.region = options.region ?? 'au';
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async suggest(query: string, sessionToken?: string): Promise<PlaceSuggestion[]> {
    const body = {
      input: query,
      includedRegionCodes: [this.region],
      languageCode: 'en-AU',
      ...(sessionToken ? { sessionToken } : {}),
    };
    const reply = (await this.call('/v1/places:autocomplete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })) as { suggestions?: Prediction[] } | null;
    return (reply?.suggestions ?? []).flatMap(({ placePrediction: p }) => {
      if (!p?.placeId) {
        return [];
      }
      const description = p.text?.text ?? '';
      return [
        {
          placeId: p.placeId,
          description,
          mainText: p.structuredFormat?.mainText?.text ?? description,
          secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
        },
      ];
    });
  }

  async details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null> {
    if (!PLACE_ID.test(placeId)) {
      return null;
    }
    const query = new URLSearchParams({ languageCode: 'en-AU', ...(sessionToken ? { sessionToken } : {}) });
    const place = (await this.call(`/v1/places/${placeId}?${query}`, {
      method: 'GET',
      headers: { 'X-Goog-FieldMask': 'id,formattedAddress,addressComponents,location' },
    })) as Place | null;
    if (!place) {
      return null;
    }
    const lat = place.location?.latitude;
    const lng = place.location?.longitude;
    if (typeof lat !== 'number' || typeof lng !== 'number') {
      throw new PlacesUnavailable('The place came without coordinates');
    }
    return {
      placeId: place.id ?? placeId,
      formattedAddress: place.formattedAddress ?? '',
      ...addressParts(place.addressComponents ?? []),
      latitude: lat,
      longitude: lng,
    };
  }

  /** One request; null for 404 (an unknown place), PlacesUnavailable for any other failure. */
  private async call(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'X-Goog-Api-Key': this.options.apiKey },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PlacesUnavailable(`The places service did not answer: ${(error as Error).message}`);
    }
    if (res.status === 404) {
      return null;
    }
    if (!res.ok) {
      throw new PlacesUnavailable(`The places service answered ${res.status}`);
    }
    try {
      return await res.json();
    } catch {
      throw new PlacesUnavailable('The places service answered something other than JSON');
    }
  }
}

/** An Australian address's parts from the place's components: '3/12 Smith Street', suburb, state... */
export function addressParts(components: readonly AddressComponent[]) {
  const part = (type: string, short = false) => {
    const c = components.find((x) => x.types?.includes(type));
    return (short ? c?.shortText : c?.longText) ?? c?.longText ?? '';
  };
  const unit = part('subpremise');
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const suburb = part('locality') || part('sublocality') || part('postal_town');
  return {
    address: unit && street ? `${unit}/${street}` : street || part('premise'),
    suburb,
    city: part('postal_town') || suburb,
    state: part('administrative_area_level_1', true),
    postcode: part('postal_code'),
    country: part('country'),
  };
}
