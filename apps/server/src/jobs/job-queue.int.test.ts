import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { harness } from '../../test/harness.ts';
import type { QueueConnection } from '../db/client.ts';
import { JobQueue } from './job-queue.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn(
    'job-queue.int.test.ts: the two-worker tests need real PostgreSQL and are skipped (DATABASE_URL unset)',
  );
}

/** A pg-boss schema of its own per test run, so forks and parallel runs never share jobs. */
const uniqueSchema = () => `pgboss_t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const quick = { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 };

// Two JobQueue instances on one database stand for two replicas.
describe.skipIf(!databaseUrl)('the job queue on PostgreSQL, with two workers', () => {
  const schema = uniqueSchema();
  let connection: QueueConnection;
  let one: JobQueue;
  let two: JobQueue;

  beforeAll(async () => {
    connection = (await harness()).database.queueConnection;
    one = new JobQueue(connection, { schema, pollingSeconds: 0.5 });
    two = new JobQueue(connection, { schema, pollingSeconds: 0.5 });
    await one.start();
    await two.start();
  });
  afterAll(async () => {
    await one?.stop(1_000);
    await two?.stop(1_000);
    if ('connectionString' in connection) {
      const client = new pg.Client({ connectionString: connection.connectionString });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });

  it('runs each job once, whichever worker takes it', async () => {
    const runs = new Map<number, string[]>();
    const handler = (worker: string) => async (data: { n: number }) => {
      runs.set(data.n, [...(runs.get(data.n) ?? []), worker]);
    };
    await one.handle('count-once', handler('one'), quick);
    await two.handle('count-once', handler('two'), quick);
    for (let n = 0; n < 20; n++) {
      await (n % 2 ? one : two).send('count-once', { n });
    }
    await vi.waitFor(() => expect(runs.size).toBe(20), { timeout: 20_000, interval: 100 });
    // A while longer: a second run of any job would show now.
    await new Promise((r) => setTimeout(r, 1_500));
    expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
  });

  it('keeps one job per slot when both replicas ask for the same periodic job', async () => {
    await one.handle('slot', async () => {}, quick);
    const ids = [await one.send('slot', {}, 3600), await two.send('slot', {}, 3600)];
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
  });

  it('retries a job that failed, then completes it', async () => {
    let tries = 0;
    await one.handle(
      'fails-once',
      async () => {
        tries += 1;
        if (tries === 1) {
          throw new Error('SMTP server went away');
        }
      },
      quick,
    );
    const id = await two.send('fails-once', {});
    expect(id).not.toBeNull();
    await vi.waitFor(
      async () => expect((await one.state('fails-once', id as string))?.state).toBe('completed'),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    expect(tries).toBe(2);
    expect((await one.state('fails-once', id as string))?.retryCount).toBe(1);
  });

  it('keeps a job queued while no worker runs, and runs it after a restart', async () => {
    const name = 'after-restart';
    const sent = new JobQueue(connection, { schema, pollingSeconds: 0.5 });
    await sent.start();
    await sent.handle(name, async () => {}, quick);
    await sent.stop(1_000);
    // No worker of this queue now: the job waits in the database.
    const id = await one.send(name, { mail: 42 });
    const restarted = new JobQueue(connection, { schema, pollingSeconds: 0.5 });
    await restarted.start();
    const seen: unknown[] = [];
    await restarted.handle(
      name,
      async (data) => {
        seen.push(data);
      },
      quick,
    );
    await vi.waitFor(() => expect(seen).toEqual([{ mail: 42 }]), { timeout: 20_000, interval: 100 });
    expect((await restarted.state(name, id as string))?.state).toBeDefined();
    await restarted.stop(1_000);
  });
});

describe.skipIf(!databaseUrl)('stopping a worker (SIGTERM)', () => {
  it('waits for the running job to finish before it resolves', async () => {
    const schema = uniqueSchema();
    const connection = (await harness()).database.queueConnection;
    const queue = new JobQueue(connection, { schema, pollingSeconds: 0.5 });
    await queue.start();
    const events: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await queue.handle(
      'long-work',
      async () => {
        started();
        await held;
        events.push('job finished');
      },
      quick,
    );
    const id = (await queue.send('long-work', {})) as string;
    await running;
    const stopped = queue.stop(20_000).then(() => events.push('stopped'));
    await new Promise((r) => setTimeout(r, 300));
    expect(events).toEqual([]);
    release();
    await stopped;
    expect(events).toEqual(['job finished', 'stopped']);
    const check = new JobQueue(connection, { schema });
    await check.start();
    expect((await check.state('long-work', id))?.state).toBe('completed');
    await check.stop(1_000);
  });
});

// The embedded mode (`npm start` without DATABASE_URL) runs the same pg-boss queue on PGlite.
describe.skipIf(Boolean(databaseUrl))('the job queue on embedded PGlite', () => {
  it('runs a job, retrying it once after a failure', async () => {
    const queue = new JobQueue((await harness()).database.queueConnection, {
      schema: uniqueSchema(),
      pollingSeconds: 0.5,
    });
    await queue.start();
    try {
      let tries = 0;
      await queue.handle(
        'embedded',
        async () => {
          tries += 1;
          if (tries === 1) {
            throw new Error('first try fails');
          }
        },
        quick,
      );
      const id = (await queue.send('embedded', {})) as string;
      await vi.waitFor(async () => expect((await queue.state('embedded', id))?.state).toBe('completed'), {
        timeout: 20_000,
        interval: 200,
      });
      expect(tries).toBe(2);
    } finally {
      await queue.stop(1_000);
    }
  });
});
