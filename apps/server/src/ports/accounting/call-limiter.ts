import { AccountingRateLimited } from './accounting-errors.ts';

/**
 * Xero's limits per organisation (docs/reference/XERO.md §4): 60 calls a minute and 5 at once, and
 * 5,000 a day. The limiter queues calls beyond the first two instead of letting the provider answer
 * 429; past the day's count it refuses at once (waiting hours helps no one), naming when calls are
 * possible again. A call that has waited MINUTE_WAITS times and still finds the minute full is
 * refused too (problem 'minute'). It is kept per process (decisions/xero.md): replicas share the provider's 429 and
 * Retry-After, which the client honours.
 */
export interface LimiterOptions {
  perMinute?: number;
  concurrent?: number;
  /** Calls in any 24 hours (a rolling window, as Xero counts). */
  perDay?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const DAY_MS = 86_400_000;
/**
 * How many times one call waits for the minute window before it is refused. One wait is enough when
 * the clock moves with the sleep; the bound stops a clock that does not (an injected sleep that only
 * records, a clock stuck) from spinning forever: each wait is a promise that resolves at once, so the
 * loop would starve the process and grow without end.
 */
export const MINUTE_WAITS = 5;

class TenantGate {
  private readonly started: number[] = [];
  /** Starts of the last 24 hours, oldest first. */
  private readonly today: number[] = [];
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly opts: Required<LimiterOptions>) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Frees a running slot for the next queued call. */
  private release(): void {
    this.running--;
    this.waiting.shift()?.();
  }

  private async acquire(): Promise<void> {
    while (this.running >= this.opts.concurrent) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    for (let waits = 0; ; waits++) {
      try {
        this.countToday();
      } catch (error) {
        this.release();
        throw error;
      }
      const now = this.opts.now();
      while (this.started.length > 0 && (this.started[0] ?? 0) <= now - 60_000) {
        this.started.shift();
      }
      if (this.started.length < this.opts.perMinute) {
        this.started.push(now);
        this.today.push(now);
        return;
      }
      const wait = (this.started[0] ?? now) + 60_000 - now;
      if (waits >= MINUTE_WAITS) {
        this.release();
        throw new AccountingRateLimited(Math.max(Math.ceil(wait / 1000), 1), 'minute');
      }
      await this.opts.sleep(wait);
    }
  }

  /** Refuses a call beyond the day's count, with the seconds until the oldest call leaves the window. */
  private countToday(): void {
    const now = this.opts.now();
    let gone = 0;
    while (gone < this.today.length && (this.today[gone] ?? 0) <= now - DAY_MS) {
      gone++;
    }
    this.today.splice(0, gone);
    if (this.today.length >= this.opts.perDay) {
      const wait = Math.ceil(((this.today[0] ?? now) + DAY_MS - now) / 1000);
      throw new AccountingRateLimited(Math.max(wait, 1), 'day');
    }
  }
}

/** One gate per organisation (tenant id). */
export class CallLimiter {
  private readonly gates = new Map<string, TenantGate>();
  private readonly opts: Required<LimiterOptions>;

  constructor(options: LimiterOptions = {}) {
    this.opts = {
      perMinute: options.perMinute ?? 60,
      concurrent: options.concurrent ?? 5,
      perDay: options.perDay ?? 5000,
      now: options.now ?? Date.now,
      sleep: options.sleep ?? realSleep,
    };
  }

  run<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    let gate = this.gates.get(tenantId);
    if (!gate) {
      gate = new TenantGate(this.opts);
      this.gates.set(tenantId, gate);
    }
    return gate.run(work);
  }
}
