import { Worker } from 'node:worker_threads';

/** A job that ran past the queue's time: its worker was ended and the job refused. */
export class WorkerTimeout extends Error {}

interface Job<M, R> {
  message: M;
  resolve(reply: R): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/**
 * One worker thread that takes jobs one at a time (reading an uploaded workbook, scaling an image,
 * making a PDF), started on the first job and kept for the next. A job that does not finish in time,
 * or that runs the worker out of memory, ends the worker; the next job starts a new one. A message's
 * `bytes`, when it has them, move to the worker, not copied.
 */
export class WorkerQueue<M extends object, R> {
  private worker: Worker | null = null;
  private current: Job<M, R> | null = null;
  private readonly queue: Job<M, R>[] = [];

  constructor(
    private readonly entry: URL,
    private readonly timeoutMs: number,
    private readonly what: string,
    private readonly memoryMb = 512,
  ) {}

  /** The jobs running or waiting. */
  get load(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  run(message: M): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    const job = this.current ? undefined : this.queue.shift();
    if (!job) {
      return;
    }
    this.current = job;
    const worker = this.worker ?? this.start();
    job.timer = setTimeout(
      () => this.end(new WorkerTimeout(`the ${this.what} took too long`)),
      this.timeoutMs,
    );
    const bytes = (job.message as { bytes?: Uint8Array }).bytes;
    worker.postMessage(job.message, bytes ? [bytes.buffer as ArrayBuffer] : []);
  }

  private start(): Worker {
    const worker = new Worker(this.entry, {
      // Not the parent's flags: the entry registers its own TypeScript loader.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb },
    });
    // An idle worker never keeps the process alive.
    worker.unref();
    worker.on('message', (reply: R) => this.settle((job) => job.resolve(reply)));
    worker.on('error', (error) => this.end(error));
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.end(new Error(`the ${this.what} worker stopped`));
      }
    });
    this.worker = worker;
    return worker;
  }

  /** Fails the current job and ends the worker (timed out, crashed, out of memory). */
  private end(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
    this.settle((job) => job.reject(error));
  }

  private settle(outcome: (job: Job<M, R>) => void): void {
    const job = this.current;
    this.current = null;
    if (job) {
      clearTimeout(job.timer);
      outcome(job);
    }
    this.next();
  }
}
