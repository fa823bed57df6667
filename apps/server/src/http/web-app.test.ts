import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_ASSET, REVALIDATE, registerWebApp } from './web-app.ts';

// A built web app in miniature: the shell, a hashed asset, the service worker and its manifest.
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'importScripts("/workbox-efbd304a.js")');
  writeFileSync(join(dist, 'workbox-efbd304a.js'), 'self.workbox = {}');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Care Platform"}');
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the installable app’s files', () => {
  it('serves sw.js as JavaScript, revalidated on every load', async () => {
    const reply = await app.inject('/sw.js');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(reply.headers['cache-control']).toBe(REVALIDATE);
  });

  it('serves the manifest as application/manifest+json, revalidated', async () => {
    const reply = await app.inject('/manifest.webmanifest');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(reply.headers['cache-control']).toBe(REVALIDATE);
  });

  it('keeps hashed files (assets, the Workbox runtime) for a year', async () => {
    expect((await app.inject('/assets/index-abc123.js')).headers['cache-control']).toBe(IMMUTABLE_ASSET);
    expect((await app.inject('/workbox-efbd304a.js')).headers['cache-control']).toBe(IMMUTABLE_ASSET);
  });

  it('answers an app path with the shell and an unknown API path with 404', async () => {
    const page = await app.inject('/app/staff/shift-roster');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect((await app.inject('/api/nothing-here')).statusCode).toBe(404);
  });
});
