import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeNominatim, startFakeNominatim } from './fake-nominatim-server.ts';
import { GooglePlaces } from './google-places.ts';
import { NominatimPlaces } from './nominatim-places.ts';
import { Spacing } from './one-a-second.ts';
import { offlinePlaces, PlacesUnavailable, placesFromConfig } from './places.ts';

let fake: FakeNominatim;
beforeAll(async () => {
  fake = await startFakeNominatim();
});
afterAll(() => fake.close());

// Each test its own spacing, so one test's requests do not hold up the next's.
const nominatim = (spacing = new Spacing(1000)) =>
  new NominatimPlaces({
    baseUrl: fake.url,
    userAgent: 'CarePlatform/1.0 (test)',
    spacing,
  });

const PARRAMATTA = {
  placeId: 'W123456789',
  formattedAddress:
    '12, Smith Street, Parramatta, City of Parramatta Council, Sydney, New South Wales, 2150, Australia',
  address: '12 Smith Street',
  suburb: 'Parramatta',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2150',
  country: 'Australia',
  latitude: -33.8136,
  longitude: 151.0034,
};

describe('NominatimPlaces against a local fake Nominatim', () => {
  it('suggests Australian places, naming the product in its User-Agent, and the chosen one needs no second request', async () => {
    fake.fail = false;
    const places = nominatim();
    const before = fake.seen.length;
    const suggestions = await places.suggest('12 Smith Street Parramatta');
    expect(suggestions).toEqual([
      {
        placeId: 'W123456789',
        description: PARRAMATTA.formattedAddress,
        mainText: '12 Smith Street',
        secondaryText: 'Parramatta NSW 2150',
      },
    ]);
    const sent = fake.seen.at(-1);
    expect(sent?.headers['user-agent']).toBe('CarePlatform/1.0 (test)');
    const url = new URL(sent?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: '12 Smith Street Parramatta',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'au',
    });
    expect(await places.details('W123456789')).toEqual(PARRAMATTA);
    // The same text again is answered from memory too.
    await places.suggest('12  smith street parramatta');
    expect(fake.seen.length - before).toBe(1);
  });

  it('looks a place up by its OpenStreetMap id when it was not suggested here, and refuses other ids unsent', async () => {
    fake.fail = false;
    const before = fake.seen.length;
    expect(await nominatim().details('W123456789')).toEqual(PARRAMATTA);
    expect(new URL(fake.seen.at(-1)?.url ?? '', 'http://x').searchParams.get('osm_ids')).toBe('W123456789');
    expect(await nominatim().details('N42')).toBeNull();
    expect(await nominatim().details('ChIJ-google-id')).toBeNull();
    expect(fake.seen.length - before).toBe(2);
  });

  it('sends at most one request a second, queuing the rest in order (none dropped)', async () => {
    fake.fail = false;
    // The spacing's own clock, moved by its waits: the gap is judged as the spacing keeps it, not
    // by the wall clock of a loaded machine (a timer may fire a few milliseconds early).
    let clock = 0;
    const sent: number[] = [];
    const places = nominatim(
      new Spacing(
        1000,
        () => clock,
        async (ms) => {
          clock += ms;
        },
      ),
    );
    fake.onRequest = () => sent.push(clock);
    const before = fake.seen.length;
    const answers = await Promise.all([
      places.suggest('1 Smith Street'),
      places.suggest('2 Smith Street'),
      places.suggest('3 Smith Street'),
    ]);
    expect(answers.map((a) => a.length)).toEqual([1, 1, 1]);
    const seen = fake.seen.slice(before);
    expect(seen.map((r) => new URL(r.url, 'http://x').searchParams.get('q'))).toEqual([
      '1 Smith Street',
      '2 Smith Street',
      '3 Smith Street',
    ]);
    expect(sent).toEqual([0, 1000, 2000]);
    fake.onRequest = undefined;
  });

  it('says the service failed when it answers with an error', async () => {
    fake.fail = true;
    await expect(nominatim().suggest('9 Smith Street')).rejects.toBeInstanceOf(PlacesUnavailable);
    fake.fail = false;
  });
});

describe('which address lookup a configuration gets', () => {
  it('Google with a key, Nominatim with only its URL, the offline default with neither', () => {
    expect(placesFromConfig({ placesApiKey: 'k', placesNominatimUrl: fake.url })).toBeInstanceOf(
      GooglePlaces,
    );
    expect(placesFromConfig({ placesNominatimUrl: fake.url })).toBeInstanceOf(NominatimPlaces);
    expect(placesFromConfig({})).toBe(offlinePlaces);
  });
});

describe('Spacing', () => {
  it('starts each call a full gap after the previous one started, and not before it ended', async () => {
    let clock = 0;
    const slept: number[] = [];
    const spacing = new Spacing(
      1100,
      () => clock,
      async (ms) => {
        slept.push(ms);
        clock += ms;
      },
    );
    const starts: number[] = [];
    await Promise.all([0, 1, 2].map(() => spacing.run(async () => starts.push(clock))));
    expect(starts).toEqual([0, 1100, 2200]);
    clock = 5000;
    await spacing.run(async () => starts.push(clock));
    expect(starts.at(-1)).toBe(5000);
    expect(slept).toEqual([1100, 1100]);
  });
});
