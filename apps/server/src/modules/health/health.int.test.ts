import { describe, expect, it } from 'vitest';
import { harness } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';

describe('GET /api/health', () => {
  it('answers ok without a session after checking the database, with the server clock’s time', async () => {
    const h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: h.database.kind, now: h.clock.now().toISOString() });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready without Redis configured when the database answers', async () => {
    const h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
  });

  it('answers 503 "draining" once shutdown began, while liveness stays ok', async () => {
    const h = await harness();
    const other = await buildApp({
      config: h.config,
      database: h.database,
      clock: h.clock.now,
      logger: false,
    });
    try {
      other.lifecycle.drain();
      const res = await other.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'draining', database: 'ok' });
      expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
