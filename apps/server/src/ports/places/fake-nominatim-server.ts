import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NominatimPlace } from './nominatim-places.ts';

/** One request the fake received, with when it arrived (ms, performance.now). */
export interface NominatimRequest {
  url: string;
  headers: IncomingMessage['headers'];
  at: number;
}

/** A local stand-in for a Nominatim server, started by a test; `fail` makes it answer 503. */
export interface FakeNominatim {
  url: string;
  seen: NominatimRequest[];
  /** Told of each request as it arrives (a test's own clock reads the moment). */
  onRequest?: (() => void) | undefined;
  fail: boolean;
  close(): Promise<void>;
}

export const SMITH_STREET: NominatimPlace = {
  osm_type: 'way',
  osm_id: 123456789,
  lat: '-33.8136',
  lon: '151.0034',
  display_name:
    '12, Smith Street, Parramatta, City of Parramatta Council, Sydney, New South Wales, 2150, Australia',
  name: '',
  address: {
    house_number: '12',
    road: 'Smith Street',
    suburb: 'Parramatta',
    city: 'Sydney',
    state: 'New South Wales',
    'ISO3166-2-lvl4': 'AU-NSW',
    postcode: '2150',
    country: 'Australia',
    country_code: 'au',
  },
};

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const fake = { seen: [] as NominatimRequest[], fail: false } as FakeNominatim;
  const server: Server = createServer((req, res) => {
    fake.seen.push({ url: req.url ?? '', headers: req.headers, at: performance.now() });
    fake.onRequest?.();
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (fake.fail) {
      return send(503, { error: 'overloaded' });
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return send(200, q.includes('smith') ? [SMITH_STREET] : []);
    }
    if (url.pathname === '/lookup') {
      return send(200, url.searchParams.get('osm_ids') === 'W123456789' ? [SMITH_STREET] : []);
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
