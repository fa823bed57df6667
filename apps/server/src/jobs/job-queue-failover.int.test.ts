import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { harness } from '../../test/harness.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { JobQueue } from './job-queue.ts';

const databaseUrl = process.env.DATABASE_URL;
// Behind PgBouncer (scripts/test-on-pgbouncer.mjs) the server connections these tests end are the
// pooler's, and the migrations and the queue go direct: the direct PostgreSQL suite runs it.
const behindPooler = Boolean(process.env.DATABASE_DIRECT_URL);
if (!databaseUrl) {
  console.warn(
    'job-queue-failover.int.test.ts: ending the queue’s connections needs real PostgreSQL and is skipped (DATABASE_URL unset)',
  );
}

const quick = { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 };

// The primary killed under the queue, seen from one replica: every connection of its pg-boss pool is
// ended by the server, again and again for a while (pg_terminate_backend from another connection),
// then the database answers again.
describe.skipIf(!databaseUrl || behindPooler)(
  'the job queue when its connections are lost (PostgreSQL)',
  () => {
    const schema = `pgboss_f_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const applicationName = `care-queue-failover-${process.pid}`;
    const errors: unknown[] = [];
    let admin: pg.Client;
    let queue: JobQueue;

    const endConnections = async () =>
      (
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
          [applicationName],
        )
      ).rowCount ?? 0;

    beforeAll(async () => {
      const h = await harness();
      const url = new URL(h.config.databaseUrl as string);
      url.searchParams.set('application_name', applicationName);
      queue = new JobQueue(
        { connectionString: url.toString() },
        { schema, pollingSeconds: 0.5, onError: (error) => errors.push(error) },
      );
      await queue.start();
      admin = new pg.Client({ connectionString: h.config.databaseUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await queue?.stop(1_000);
      await admin?.query(`drop schema if exists ${schema} cascade`);
      await admin?.end();
    });

    it('reports the loss, keeps polling, and runs the jobs sent once the database is back', async () => {
      const ran: number[] = [];
      await queue.handle<{ n: number }>(
        'after-failover',
        async ({ n }) => {
          ran.push(n);
        },
        quick,
      );
      await queue.send('after-failover', { n: 1 });
      await vi.waitFor(() => expect(ran).toEqual([1]), { timeout: 20_000, interval: 50 });

      // About two seconds of a server that ends every connection the queue opens.
      let ended = 0;
      for (let i = 0; i < 20; i++) {
        ended += await endConnections();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ended).toBeGreaterThan(0);
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
      expect(errors.some((error) => isDatabaseUnavailable(error))).toBe(true);

      // Back: a job sent now is taken and run by the same worker, once.
      await vi.waitFor(async () => expect(await queue.send('after-failover', { n: 2 })).toBeTruthy(), {
        timeout: 20_000,
        interval: 200,
      });
      await vi.waitFor(() => expect(ran).toContain(2), { timeout: 20_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(ran.filter((n) => n === 2)).toHaveLength(1);
    });
  },
);

// pg-boss marks a finished job complete without awaiting it: the primary killed at that instant left a
// rejected promise nobody handled, and Node ended the replica (the failover proof saw it). The guard
// main.ts installs keeps the process running; without it, the same process dies.
describe.skipIf(!databaseUrl || behindPooler)('a job whose completion is lost with the database', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    for (const schema of schemas) {
      await admin.query(`drop schema if exists ${schema} cascade`);
    }
    await admin.end();
  });

  const run = async (guard: 'on' | 'off') => {
    const schema = `pgboss_c_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    schemas.push(schema);
    const entry = fileURLToPath(new URL('../../test/queue-completion-process.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, QUEUE_SCHEMA: schema, GUARD: guard },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let said = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await vi.waitFor(() => expect(said).toContain('running'), { timeout: 30_000, interval: 50 });
      child.stdin?.write('cut\n');
      return { code: await exited, said, stderr };
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
      }
    }
  };

  it('leaves the replica running, with a warning, where without the guard it ended', async () => {
    const guarded = await run('on');
    expect(guarded.said).toContain('warned: a background database call was lost');
    expect(guarded.said).toContain('still running');
    expect(guarded.code).toBe(0);

    const unguarded = await run('off');
    expect(unguarded.said).not.toContain('still running');
    expect(unguarded.code).not.toBe(0);
    expect(unguarded.stderr).toMatch(/Manager\.(complete|fail)/);
  }, 90_000);
});
