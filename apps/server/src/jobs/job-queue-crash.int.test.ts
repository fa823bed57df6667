import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { harness } from '../../test/harness.ts';
import type { QueueConnection } from '../db/client.ts';
import { type JobPolicy, JobQueue } from './job-queue.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn(
    'job-queue-crash.int.test.ts: the worker killed in its own process needs real PostgreSQL and is skipped (DATABASE_URL unset)',
  );
}

/** A pg-boss schema of its own per test, so forks and parallel runs never share jobs. */
const uniqueSchema = () => `pgboss_c_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
/** Short expiry, so a job held by a dead worker is handed on within seconds. */
const crashPolicy: JobPolicy = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 2,
  pollingSeconds: 0.5,
};
/** The schemas made, with the database each is in (the harness gives each fork its own), dropped after. */
const made: { connection: QueueConnection; schema: string }[] = [];

afterAll(async () => {
  for (const { connection, schema } of made) {
    if ('connectionString' in connection) {
      const client = new pg.Client({ connectionString: connection.connectionString });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
});

/** The second replica: runs the queue's jobs, counting each run, and hands on expired ones every second. */
async function secondWorker(connection: QueueConnection, schema: string, name: string) {
  const queue = new JobQueue(connection, { schema, pollingSeconds: 0.5, superviseSeconds: 1 });
  await queue.start();
  const runs: unknown[] = [];
  await queue.handle(
    name,
    async (data) => {
      runs.push(data);
    },
    crashPolicy,
  );
  return { queue, runs };
}

describe('a job whose worker died holding it', () => {
  it('cannot be declared without retries and an expiry', async () => {
    const queue = new JobQueue((await harness()).database.queueConnection, { schema: uniqueSchema() });
    await expect(
      queue.handle('no-expiry', async () => {}, { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 0 }),
    ).rejects.toThrow('needs retries and an expiry');
    await expect(
      queue.handle('no-retry', async () => {}, { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 }),
    ).rejects.toThrow('needs retries and an expiry');
  });

  it('is run by another worker once its expiry has passed, exactly once (a worker that stopped without finishing)', async () => {
    const connection = (await harness()).database.queueConnection;
    const schema = uniqueSchema();
    made.push({ connection, schema });
    const name = 'held-then-dropped';
    // Worker 1 takes the job and goes away without completing or failing it (no graceful stop).
    const first = new PgBoss({ ...connection, schema });
    first.on('error', () => {});
    await first.start();
    await first.createQueue(name, {
      name,
      retryLimit: crashPolicy.retryLimit,
      retryDelay: crashPolicy.retryDelaySeconds,
      expireInSeconds: crashPolicy.expireInSeconds,
    });
    const id = await first.send(name, { mail: 7 });
    const [taken] = await first.fetch(name);
    expect(taken?.id).toBe(id);
    await first.stop({ graceful: false, close: true });

    const takenAt = Date.now();
    const { queue, runs } = await secondWorker(connection, schema, name);
    try {
      await vi.waitFor(() => expect(runs).toEqual([{ mail: 7 }]), { timeout: 20_000, interval: 100 });
      // Not before the expiry: until then the job was the dead worker's.
      expect(Date.now() - takenAt).toBeGreaterThanOrEqual(crashPolicy.expireInSeconds * 1000 - 200);
      await vi.waitFor(async () => expect((await queue.state(name, id as string))?.state).toBe('completed'), {
        timeout: 10_000,
        interval: 100,
      });
      // A while longer: a second run would show now.
      await new Promise((r) => setTimeout(r, 2_500));
      expect(runs).toHaveLength(1);
      expect((await queue.state(name, id as string))?.retryCount).toBe(1);
    } finally {
      await queue.stop(1_000);
    }
  });

  it.skipIf(!databaseUrl)(
    'is run by another worker exactly once after the process holding it is killed (SIGKILL)',
    async () => {
      const connection = (await harness()).database.queueConnection;
      const url = (connection as { connectionString: string }).connectionString;
      const schema = uniqueSchema();
      made.push({ connection, schema });
      const name = 'killed-holding';
      const entry = fileURLToPath(new URL('../../test/queue-worker-process.ts', import.meta.url));
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          QUEUE_SCHEMA: schema,
          QUEUE_NAME: name,
          QUEUE_POLICY: JSON.stringify(crashPolicy),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let said = '';
      child.stdout?.on('data', (c: Buffer) => {
        said += c.toString();
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      try {
        await vi.waitFor(() => expect(said).toContain('working'), { timeout: 30_000, interval: 100 });
        const sender = new JobQueue(connection, { schema });
        await sender.start();
        const id = await sender.send(name, { alert: 'expiry-1' });
        await vi.waitFor(() => expect(said).toContain('took {"alert":"expiry-1"}'), {
          timeout: 10_000,
          interval: 50,
        });
        child.kill('SIGKILL');
        await exited;
        expect((await sender.state(name, id as string))?.state).toBe('active');
        await sender.stop(1_000);

        const { queue, runs } = await secondWorker(connection, schema, name);
        try {
          await vi.waitFor(() => expect(runs).toEqual([{ alert: 'expiry-1' }]), {
            timeout: 20_000,
            interval: 100,
          });
          await vi.waitFor(
            async () => expect((await queue.state(name, id as string))?.state).toBe('completed'),
            { timeout: 10_000, interval: 100 },
          );
          await new Promise((r) => setTimeout(r, 2_500));
          expect(runs).toHaveLength(1);
          expect((await queue.state(name, id as string))?.retryCount).toBe(1);
        } finally {
          await queue.stop(1_000);
        }
      } finally {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
        }
      }
    },
    60_000,
  );
});
