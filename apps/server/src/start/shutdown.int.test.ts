import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { harness } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { shutDown } from './shutdown.ts';

describe('shutting down on SIGTERM', () => {
  it('drains readiness, finishes the request in flight, then stops the queue, then closes the database', async () => {
    const h = await harness();
    const app = await buildApp({ config: h.config, database: h.database, clock: h.clock.now, logger: false });
    const events: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // A request that stays in flight until the test lets it finish.
    app.get('/test/slow', async () => {
      arrived();
      await held;
      events.push('request finished');
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const reply = fetch(`http://127.0.0.1:${port}/test/slow`);
    await inFlight;

    const closed = shutDown({
      app,
      stopTicker: () => events.push('ticker stopped'),
      queue: { stop: async () => void events.push('queue stopped') },
      database: { close: async () => void events.push('database closed') },
    });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('draining');
    expect(events).toEqual(['ticker stopped']);

    release();
    const res = await reply;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    expect(events).toEqual(['ticker stopped', 'request finished', 'queue stopped', 'database closed']);
  });
});
