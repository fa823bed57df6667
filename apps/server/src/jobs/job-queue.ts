import PgBoss from 'pg-boss';
import type { QueueConnection } from '../db/client.ts';
import { setAsideNewerSchema } from './queue-schema.ts';

/** How a kind of job is retried: tries after the first, the first wait, doubling with jitter. */
export interface JobPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job taken by a replica that died is handed out again after this. */
  expireInSeconds: number;
  /** How often an idle worker looks for a job; default the queue's (1 s). */
  pollingSeconds?: number;
}

export const DEFAULT_POLICY: JobPolicy = { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 300 };

/**
 * The product's job queue: pg-boss on the product's own database (PostgreSQL, or PGlite in the
 * embedded mode through `Database.queueConnection`). A job is taken by one worker across all
 * replicas (`FOR UPDATE SKIP LOCKED`), retried with backoff when it throws, and kept in the database,
 * so it outlives a restart. Its tables live in their own schema, apart from drizzle's migrations.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly schema: string;

  constructor(
    private readonly connection: QueueConnection,
    options: {
      schema?: string;
      onError?: (error: unknown) => void;
      pollingSeconds?: number;
      /**
       * How often this replica looks for jobs past their expiry (taken by a worker that died) and
       * hands them on; default pg-boss's minute. Tests shorten it.
       */
      superviseSeconds?: number;
    } = {},
  ) {
    this.schema = options.schema ?? 'pgboss';
    this.boss = new PgBoss({
      ...connection,
      schema: this.schema,
      ...(options.superviseSeconds
        ? {
            maintenanceIntervalSeconds: options.superviseSeconds,
            monitorStateIntervalSeconds: options.superviseSeconds,
          }
        : {}),
    });
    this.pollingSeconds = options.pollingSeconds ?? 1;
    this.boss.on('error', options.onError ?? (() => {}));
  }

  private readonly pollingSeconds: number;

  /** Creates or updates pg-boss's schema, then starts its maintenance and scheduling. */
  async start(): Promise<void> {
    await setAsideNewerSchema(this.connection, this.schema);
    await this.boss.start();
  }

  /** Declares a kind of job and runs its handler here, one job at a time. */
  async handle<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    policy: JobPolicy = DEFAULT_POLICY,
  ): Promise<void> {
    // Every kind of job is retried and has an expiry, so the job of a worker that died is handed on.
    if (!(policy.retryLimit >= 1 && policy.expireInSeconds >= 1)) {
      throw new Error(
        `the job ${name} needs retries and an expiry, so that a crashed worker's job is handed on`,
      );
    }
    await this.boss.createQueue(name, {
      name,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
    });
    await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: policy.pollingSeconds ?? this.pollingSeconds, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) {
          await handler(job.data);
        }
      },
    );
  }

  /** Queues a job; with `onceEvery`, at most one such job per that many seconds across all replicas. */
  async send(name: string, data: object = {}, onceEverySeconds?: number): Promise<string | null> {
    return this.boss.send(
      name,
      data,
      onceEverySeconds ? { singletonKey: name, singletonSeconds: onceEverySeconds } : {},
    );
  }

  /** A job on a cron schedule (UTC); pg-boss makes one job per slot, whichever replica schedules it. */
  async every(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron);
  }

  /** Takes no more jobs, waits for the running one (up to `timeoutMs`), then closes. */
  async stop(timeoutMs = 30_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  /** The retry and expiry a kind of job was declared with, as the queue keeps them. */
  async policy(name: string): Promise<Omit<JobPolicy, 'pollingSeconds'> | null> {
    const queue = await this.boss.getQueue(name);
    return queue
      ? {
          retryLimit: queue.retryLimit ?? 0,
          retryDelaySeconds: queue.retryDelay ?? 0,
          expireInSeconds: queue.expireInSeconds ?? 0,
        }
      : null;
  }

  /** A job's state ('created', 'active', 'completed', 'retry', 'failed'...), for tests and tooling. */
  async state(name: string, id: string): Promise<{ state: string; retryCount: number } | null> {
    const job = await this.boss.getJobById(name, id);
    return job ? { state: job.state, retryCount: job.retryCount } : null;
  }
}
