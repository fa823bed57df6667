import type { JobQueue } from './job-queue.ts';

/** A piece of long work a route starts and does not wait for (its progress is kept in its own rows). */
export type WorkHandler = (data: Record<string, unknown>) => Promise<void>;
export type WorkHandlers = Record<string, WorkHandler>;

/** Where a route hands its long work: the job queue in the product, this process in tests and tools. */
export interface BackgroundWork {
  start(name: string, data: object): Promise<void>;
}

/**
 * One process without a queue (the test harness, the bench): the work runs here after the reply,
 * given the same JSON the queue would carry, so a handler never sees anything the queue could not.
 */
export class InProcessWork implements BackgroundWork {
  constructor(
    private readonly handlers: () => WorkHandlers,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(name: string, data: object): Promise<void> {
    const handler = this.handlers()[name];
    if (!handler) {
      throw new Error(`no handler for the work ${name}`);
    }
    const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    setImmediate(() => {
      handler(copy).catch(this.onError);
    });
  }
}

/**
 * The product: each piece of work is a job on the queue, taken by one replica, retried with
 * backoff when it throws, and still there after a restart (the handlers are idempotent: a post to
 * Xero carries its idempotency key, a timesheet is updated rather than posted twice).
 */
export class QueuedWork implements BackgroundWork {
  constructor(private readonly queue: JobQueue) {}

  async start(name: string, data: object): Promise<void> {
    await this.queue.send(name, data);
  }

  /** Runs the handlers on this replica's share of the queue. */
  async serve(handlers: WorkHandlers): Promise<void> {
    for (const [name, handler] of Object.entries(handlers)) {
      await this.queue.handle(name, handler);
    }
  }
}
