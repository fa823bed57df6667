import { randomUUID } from 'node:crypto';
import net from 'node:net';
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

/**
 * A TCP relay in front of the test Redis that can go silent: both directions are held (as in a
 * network partition, where nothing is refused or closed and nothing arrives) until it speaks again,
 * then what was held flows on in order, as TCP delivers it once the partition heals.
 */
export async function silentableRedis(url = REDIS_TEST_URL) {
  const target = new URL(url);
  const pairs = new Set<[net.Socket, net.Socket]>();
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    if (!silent) {
      flow(pair);
    }
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const each = (f: (s: net.Socket) => void) => {
    for (const pair of pairs) {
      pair.forEach(f);
    }
  };
  function flow([client, upstream]: [net.Socket, net.Socket]) {
    client.pipe(upstream);
    upstream.pipe(client);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    silence() {
      silent = true;
      each((s) => {
        s.unpipe();
        s.pause();
      });
    },
    speak() {
      silent = false;
      for (const pair of pairs) {
        flow(pair);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        each((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
