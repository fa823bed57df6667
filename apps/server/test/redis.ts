import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type App, buildApp } from '../src/app.ts';
import type { Harness } from './harness.ts';

/** The Redis the tests use (this machine's; CI's service): REDIS_TEST_URL, default the local one. */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers; the suites that need it are skipped, saying so, when it does not. */
export async function redisAnswers(url = REDIS_TEST_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix of its own per test run, so forks and parallel runs on one Redis never meet. */
export const uniqueRedisPrefix = () => `care-test:${randomUUID()}:`;

/** One more replica of the harness's app: same database and clock, with the given Redis. */
export async function replicaOf(h: Harness, redis: { url: string; prefix: string }): Promise<App> {
  const app = await buildApp({
    config: { ...h.config, redis },
    database: h.database,
    clock: h.clock.now,
    logger: false,
  });
  await app.ready();
  return app;
}

/** Waits until the app's Redis link is subscribed and its caches trusted (or the time is up). */
export async function untilLinked(app: App, timeoutMs = 5_000): Promise<void> {
  const res = () => app.inject({ method: 'GET', url: '/api/health/ready' });
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if ((await res()).statusCode === 200) {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
