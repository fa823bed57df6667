import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { harness } from '../../test/harness.ts';
import { InProcessWork, QueuedWork } from './background-work.ts';
import { DEFAULT_POLICY, JobQueue } from './job-queue.ts';

describe('long work a route starts without waiting', () => {
  it('in one process: runs after start returns, on the JSON the queue would carry', async () => {
    const seen: Record<string, unknown>[] = [];
    const errors: unknown[] = [];
    const work = new InProcessWork(
      () => ({
        post: async (data) => {
          seen.push(data);
        },
      }),
      (error) => errors.push(error),
    );
    await work.start('post', { jobId: 'j1', period: { from: new Date('2026-11-16T00:00:00Z') } });
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ jobId: 'j1', period: { from: '2026-11-16T00:00:00.000Z' } });
    await expect(work.start('unknown', {})).rejects.toThrow('no handler for the work unknown');
    expect(errors).toEqual([]);
  });

  it('in one process: a handler that throws is reported, not lost', async () => {
    const errors: unknown[] = [];
    const work = new InProcessWork(
      () => ({
        post: async () => {
          throw new Error('Xero said no');
        },
      }),
      (error) => errors.push(error),
    );
    await work.start('post', {});
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toContain('Xero said no');
  });

  it('on the job queue: the work is a job that one worker runs once, with its data', async () => {
    const connection = (await harness()).database.queueConnection;
    const schema = `pgboss_w_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const queue = new JobQueue(connection, { schema, pollingSeconds: 0.5 });
    await queue.start();
    try {
      const work = new QueuedWork(queue);
      const runs: Record<string, unknown>[] = [];
      await work.serve({
        'accounting-test': async (data) => {
          runs.push(data);
        },
      });
      await work.start('accounting-test', { jobId: 'j2', staffIds: ['a', 'b'] });
      await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 20_000, interval: 200 });
      expect(runs[0]).toEqual({ jobId: 'j2', staffIds: ['a', 'b'] });
      // Retried with backoff, and handed on after its expiry when the replica running it dies.
      expect(await queue.policy('accounting-test')).toEqual({
        retryLimit: DEFAULT_POLICY.retryLimit,
        retryDelaySeconds: DEFAULT_POLICY.retryDelaySeconds,
        expireInSeconds: DEFAULT_POLICY.expireInSeconds,
      });
    } finally {
      await queue.stop(1_000);
      if ('connectionString' in connection) {
        const client = new pg.Client({ connectionString: connection.connectionString as string });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
    }
  });
});
