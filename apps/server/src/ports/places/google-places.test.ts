import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePlaces, startFakePlaces } from './fake-places-server.ts';
import { GooglePlaces } from './google-places.ts';
import { offlinePlaces, PlacesUnavailable, placesFromConfig } from './places.ts';

let fake: FakePlaces;
beforeAll(async () => {
  fake = await startFakePlaces('test-key');
});
afterAll(() => fake.close());

const places = () => new GooglePlaces({ apiKey: 'test-key', baseUrl: fake.url });

describe('GooglePlaces against a local fake of Places API (New)', () => {
  it('suggests addresses in Australia, sending the key in a header and the session token', async () => {
    fake.fail = false;
    const suggestions = await places().suggest('12 Smith Street, Parr', 'session-1');
    expect(suggestions).toEqual([
      {
        placeId: 'ChIJparramatta12',
        description: '3/12 Smith Street, Parramatta NSW, Australia',
        mainText: '3/12 Smith Street',
        secondaryText: 'Parramatta NSW, Australia',
      },
    ]);
    const sent = fake.seen.at(-1);
    expect(sent?.headers['x-goog-api-key']).toBe('test-key');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      input: '12 Smith Street, Parr',
      includedRegionCodes: ['au'],
      sessionToken: 'session-1',
    });
    expect(sent?.url).not.toContain('test-key');
  });

  it('splits the chosen place into street, suburb, state and postcode with its coordinates', async () => {
    fake.fail = false;
    const place = await places().details('ChIJparramatta12', 'session-1');
    expect(place).toEqual({
      placeId: 'ChIJparramatta12',
      formattedAddress: '3/12 Smith St, Parramatta NSW 2150, Australia',
      address: '3/12 Smith Street',
      suburb: 'Parramatta',
      city: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      country: 'Australia',
      latitude: -33.8136,
      longitude: 151.0034,
    });
    const sent = fake.seen.at(-1);
    expect(sent?.headers['x-goog-fieldmask']).toBe('id,formattedAddress,addressComponents,location');
    expect(sent?.url).toContain('sessionToken=session-1');
  });

  it('answers null for a place the service does not know, and never sends an id that is not one', async () => {
    fake.fail = false;
    expect(await places().details('ChIJunknown')).toBeNull();
    const before = fake.seen.length;
    expect(await places().details('../v1/places:autocomplete')).toBeNull();
    expect(fake.seen.length).toBe(before);
  });

  it('fails as PlacesUnavailable when the service errors, refuses the key or cannot be reached', async () => {
    fake.fail = true;
    await expect(places().suggest('12 Smith Street')).rejects.toBeInstanceOf(PlacesUnavailable);
    await expect(places().details('ChIJparramatta12')).rejects.toBeInstanceOf(PlacesUnavailable);
    fake.fail = false;
    const wrongKey = new GooglePlaces({ apiKey: 'wrong', baseUrl: fake.url });
    await expect(wrongKey.suggest('12 Smith Street')).rejects.toBeInstanceOf(PlacesUnavailable);
    const nowhere = new GooglePlaces({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    await expect(nowhere.suggest('12 Smith Street')).rejects.toBeInstanceOf(PlacesUnavailable);
  });
});

describe('placesFromConfig', () => {
  it('is the offline default without a key: no suggestions, nothing failing', async () => {
    const lookup = placesFromConfig({});
    expect(lookup).toBe(offlinePlaces);
    expect(lookup.configured).toBe(false);
    expect(await lookup.suggest('12 Smith Street')).toEqual([]);
  });

  it('is Google Places with a key', () => {
    expect(placesFromConfig({ placesApiKey: 'k' })).toBeInstanceOf(GooglePlaces);
  });
});
