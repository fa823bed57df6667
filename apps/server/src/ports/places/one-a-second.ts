/**
 * Spaces calls to one service at least `gapMs` apart, one at a time, in the order they were asked
 * for: a call asked for too soon waits its turn (queued, never dropped). One per service address per
 * process, since the limit (Nominatim's usage policy: one request a second) is the service's.
 */
export class Spacing {
  private last = Number.NEGATIVE_INFINITY;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly gapMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Runs `work` once the previous call has ended and started at least `gapMs` ago. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      const wait = this.last + this.gapMs - this.now();
      if (wait > 0) {
        await this.sleep(wait);
      }
      this.last = this.now();
      return work();
    });
    this.tail = result.catch(() => {});
    return result;
  }
}

const byService = new Map<string, Spacing>();

/**
 * The process's one spacing for a service address: 1.1 s, so that a request sent on a warm
 * connection after one that opened a new one still reaches the server a second or more later.
 */
export function spacingFor(service: string, gapMs = 1100): Spacing {
  let found = byService.get(service);
  if (!found) {
    found = new Spacing(gapMs);
    byService.set(service, found);
  }
  return found;
}
