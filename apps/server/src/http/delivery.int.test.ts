import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '../../test/fixtures.ts';
import { bearer, createCompany, harness } from '../../test/harness.ts';
import { type App, buildApp } from '../app.ts';
import { IMMUTABLE_ASSET, REVALIDATE } from './web-app.ts';

const SCRIPT = `console.log(${JSON.stringify('care '.repeat(400))});`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>';

// A built web app as vite writes it: each file with its .br and .gz beside it.
function fakeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'care-web-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX],
    ['assets/index-Ab12Cd34.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('delivery of the web app and the API', () => {
  let web: App;

  beforeAll(async () => {
    const h = await harness();
    const config = { ...h.config, webDist: fakeWebDist() };
    web = await buildApp({ config, database: h.database, clock: h.clock.now, logger: false });
    await web.ready();
  });
  afterAll(async () => {
    await web.close();
  });

  it('sends a hashed asset precompressed with brotli, cached for a year as immutable', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_ASSET);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('falls back to gzip, then to the plain file, by what the client accepts', async () => {
    const gz = await web.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await web.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_ASSET);
  });

  it('makes the browser revalidate index.html, the SPA fallback and unhashed files', async () => {
    for (const url of ['/', '/app/staff/dashboard', '/auth/sign-in', '/favicon.svg']) {
      const res = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
    }
    const index = await web.inject({
      method: 'GET',
      url: '/app/anything',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(INDEX);
  });

  it('answers a missing asset with 404, never the app page', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/index-OldHash1.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('compresses an API reply over 1 KB when the client accepts brotli, and leaves a small one alone', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (let i = 0; i < 8; i++) {
      await insertProfile(h, c.companyId);
    }
    const big = await h.app.inject({
      method: 'GET',
      url: '/api/Profiles',
      headers: { ...bearer(c.users.CompanyAdmin.token), 'accept-encoding': 'br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(big.rawPayload).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toBeTruthy();

    const small = await h.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const refused = await h.app.inject({
      method: 'GET',
      url: '/api/Profiles',
      headers: { ...bearer(c.users.CompanyAdmin.token), 'accept-encoding': 'identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(JSON.parse(text));
  });
});
