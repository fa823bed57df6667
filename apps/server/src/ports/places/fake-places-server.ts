import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local stand-in for Google Places API (New), started by a test; `fail` makes it answer 500. */
export interface FakePlaces {
  url: string;
  seen: SeenRequest[];
  fail: boolean;
  close(): Promise<void>;
}

const PLACE = {
  id: 'ChIJparramatta12',
  formattedAddress: '3/12 Smith St, Parramatta NSW 2150, Australia',
  location: { latitude: -33.8136, longitude: 151.0034 },
  addressComponents: [
    { longText: '3', shortText: '3', types: ['subpremise'] },
    { longText: '12', shortText: '12', types: ['street_number'] },
    { longText: 'Smith Street', shortText: 'Smith St', types: ['route'] },
    { longText: 'Parramatta', shortText: 'Parramatta', types: ['locality', 'political'] },
    {
      longText: 'City of Parramatta Council',
      shortText: 'Parramatta',
      types: ['administrative_area_level_2'],
    },
    { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1', 'political'] },
    { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
    { longText: '2150', shortText: '2150', types: ['postal_code'] },
  ],
};

export async function startFakePlaces(apiKey: string): Promise<FakePlaces> {
  const fake = { seen: [] as SeenRequest[], fail: false } as FakePlaces;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      fake.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (fake.fail) {
        return send(500, { error: { code: 500, status: 'INTERNAL' } });
      }
      if (req.headers['x-goog-api-key'] !== apiKey) {
        return send(403, { error: { code: 403, status: 'PERMISSION_DENIED' } });
      }
      if (req.method === 'POST' && req.url === '/v1/places:autocomplete') {
        const input = (JSON.parse(body) as { input: string }).input.toLowerCase();
        const suggestions = '12 smith street, parramatta'.startsWith(input.slice(0, 8))
          ? [
              {
                placePrediction: {
                  placeId: PLACE.id,
                  text: { text: '3/12 Smith Street, Parramatta NSW, Australia' },
                  structuredFormat: {
                    mainText: { text: '3/12 Smith Street' },
                    secondaryText: { text: 'Parramatta NSW, Australia' },
                  },
                },
              },
            ]
          : [];
        return send(200, { suggestions });
      }
      if (req.method === 'GET' && req.url?.startsWith(`/v1/places/${PLACE.id}`)) {
        return send(200, PLACE);
      }
      return send(404, { error: { code: 404, status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
