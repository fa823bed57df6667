import { LOCATION_FAILED } from '@care/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import { type FakeNominatim, startFakeNominatim } from '../../ports/places/fake-nominatim-server.ts';
import { type FakePlaces, startFakePlaces } from '../../ports/places/fake-places-server.ts';

describe('address lookup, no places service configured (the offline default)', () => {
  it('answers no suggestions and says it is not configured, which the form takes calmly', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await h.app.inject({
      url: '/api/Places/suggest?query=12%20Smith%20Street',
      headers: bearer(c.users.Staff.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: false, suggestions: [] });
    const details = await h.app.inject({
      url: '/api/Places/details/ChIJx',
      headers: bearer(c.users.Staff.token),
    });
    expect(details.statusCode).toBe(404);
  });

  it('limits each session, not the office address: one user past the limit leaves a colleague unaffected', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const details = (token: string) =>
      h.app.inject({ url: '/api/Places/details/ChIJx', headers: bearer(token) });
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      codes.push((await details(c.users.Staff.token)).statusCode);
    }
    expect(codes.slice(0, 60).every((code) => code === 404)).toBe(true);
    expect(codes[60]).toBe(429);
    expect((await details(c.users.Administrator.token)).statusCode).toBe(404);
  });

  it('keys the limit on the session, not the header text: the same token spelled with extra spaces is still 429', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.Staff.token;
    const details = (authorization: string) =>
      h.app.inject({ url: '/api/Places/details/ChIJx', headers: { authorization } });
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      codes.push((await details(`Bearer ${token}`)).statusCode);
    }
    expect(codes.every((code) => code === 404)).toBe(true);
    expect((await details(`Bearer    ${token}`)).statusCode).toBe(429);
    expect((await details(`bearer ${token}  `)).statusCode).toBe(429);
    expect((await details(`Bearer\t${token}`)).statusCode).toBe(429);
  });

  it('is for signed-in users only', async () => {
    const h = await harness();
    expect((await h.app.inject({ url: '/api/Places/suggest?query=12%20Smith' })).statusCode).toBe(401);
  });
});

describe('address lookup through Google Places (a local fake)', () => {
  let fake: FakePlaces;
  let app: App;
  let token: string;

  beforeAll(async () => {
    const h = await harness();
    fake = await startFakePlaces('server-key');
    app = await buildApp({
      config: { ...h.config, placesApiKey: 'server-key', placesApiUrl: fake.url },
      database: h.database,
      clock: h.clock.now,
      logger: false,
    });
    await app.ready();
    token = (await createCompany(h)).users.Administrator.token;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('suggests places for what was typed and gives the chosen one’s parts and coordinates', async () => {
    fake.fail = false;
    const res = await app.inject({
      url: '/api/Places/suggest?query=12%20Smith%20Street&sessionToken=s1',
      headers: bearer(token),
    });
    expect(res.json()).toEqual({
      configured: true,
      suggestions: [expect.objectContaining({ placeId: 'ChIJparramatta12', mainText: '3/12 Smith Street' })],
    });
    const place = await app.inject({
      url: '/api/Places/details/ChIJparramatta12?sessionToken=s1',
      headers: bearer(token),
    });
    expect(place.json()).toMatchObject({
      address: '3/12 Smith Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      latitude: -33.8136,
      longitude: 151.0034,
    });
  });

  it('does not ask the service about fewer than three characters', async () => {
    fake.fail = false;
    const before = fake.seen.length;
    const res = await app.inject({ url: '/api/Places/suggest?query=12', headers: bearer(token) });
    expect(res.json()).toEqual({ configured: true, suggestions: [] });
    expect(fake.seen.length).toBe(before);
  });

  it("answers 'Failed to retrieve location.' when the service fails", async () => {
    fake.fail = true;
    const res = await app.inject({
      url: '/api/Places/suggest?query=12%20Smith%20Street',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(LOCATION_FAILED);
    const place = await app.inject({ url: '/api/Places/details/ChIJparramatta12', headers: bearer(token) });
    expect(place.statusCode).toBe(502);
    expect(place.json().message).toBe(LOCATION_FAILED);
    fake.fail = false;
  });
});

// Issue 40 item 11: without a Google key, PLACES_NOMINATIM_URL locates the address.
describe('address lookup through OpenStreetMap Nominatim (a local fake), with no Google key', () => {
  let fake: FakeNominatim;
  let app: App;
  let token: string;

  beforeAll(async () => {
    const h = await harness();
    fake = await startFakeNominatim();
    app = await buildApp({
      config: { ...h.config, placesApiKey: undefined, placesNominatimUrl: fake.url },
      database: h.database,
      clock: h.clock.now,
      logger: false,
    });
    await app.ready();
    token = (await createCompany(h)).users.Administrator.token;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('suggests the typed address and gives the chosen one’s parts and coordinates, naming the product', async () => {
    const res = await app.inject({
      url: '/api/Places/suggest?query=12%20Smith%20Street%20Parramatta',
      headers: bearer(token),
    });
    expect(res.json()).toEqual({
      configured: true,
      suggestions: [expect.objectContaining({ placeId: 'W123456789', mainText: '12 Smith Street' })],
    });
    expect(fake.seen.at(-1)?.headers['user-agent']).toBe(
      'CarePlatform/1.0 (care-services address lookup; http://care.test)',
    );
    const place = await app.inject({ url: '/api/Places/details/W123456789', headers: bearer(token) });
    expect(place.json()).toMatchObject({
      address: '12 Smith Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      latitude: -33.8136,
      longitude: 151.0034,
    });
  });

  it("answers 'Failed to retrieve location.' when the service fails", async () => {
    fake.fail = true;
    const res = await app.inject({
      url: '/api/Places/suggest?query=99%20Other%20Road',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(LOCATION_FAILED);
    fake.fail = false;
  });
});
