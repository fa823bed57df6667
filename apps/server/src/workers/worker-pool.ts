import { WorkerQueue } from './worker-queue.ts';

/**
 * A few worker threads, each a `WorkerQueue` (one job at a time, the queue's time and memory
 * limits): a job goes to the thread with the fewest jobs running or waiting.
 */
export class WorkerPool<M extends object, R> {
  private readonly queues: WorkerQueue<M, R>[];

  constructor(entry: URL, size: number, timeoutMs: number, what: string, memoryMb?: number) {
    this.queues = Array.from(
      { length: Math.max(1, size) },
      () => new WorkerQueue<M, R>(entry, timeoutMs, what, memoryMb),
    );
  }

  run(message: M): Promise<R> {
    const queue = this.queues.reduce((best, q) => (q.load < best.load ? q : best));
    return queue.run(message);
  }
}
