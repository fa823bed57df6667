/**
 * Xero's limits per organisation (docs/reference/XERO.md §4): 60 calls a minute and 5 at once. The
 * limiter queues calls beyond them instead of letting the provider answer 429. It is kept per
 * process (decisions/xero.md): replicas share the provider's 429 and Retry-After, which the client honours.
 */
export interface LimiterOptions {
  perMinute?: number;
  concurrent?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class TenantGate {
  private readonly started: number[] = [];
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly opts: Required<LimiterOptions>) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async acquire(): Promise<void> {
    while (this.running >= this.opts.concurrent) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    for (;;) {
      const now = this.opts.now();
      while (this.started.length > 0 && (this.started[0] ?? 0) <= now - 60_000) {
        this.started.shift();
      }
      if (this.started.length < this.opts.perMinute) {
        this.started.push(now);
        return;
      }
      await this.opts.sleep((this.started[0] ?? now) + 60_000 - now);
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
