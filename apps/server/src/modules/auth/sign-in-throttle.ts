import type { SignInAttempt, SignInCounter } from '../../http/kernel-needs.ts';
/** Failed sign-ins allowed per e-mail and address, and per address alone, within the window. */
export const MAX_PER_EMAIL_AND_ADDRESS = 5;
export const MAX_PER_ADDRESS = 20;
export const WINDOW_MS = 15 * 60 * 1000;

// The counter's shape is the kernel's (AppDeps.throttle); this area implements it.
export type { SignInAttempt, SignInCounter } from '../../http/kernel-needs.ts';

/**
 * Counts sign-in attempts in memory. An attempt is reserved (counted as a failure) before the
 * slow password check, in the same synchronous step as the limit check, so parallel tries cannot
 * all pass the check before any is counted; a right password takes its reservation back. One
 * replica keeps its own counts; with REDIS_URL set the replicas count together
 * (`RedisSignInThrottle`), and this one stands in while Redis is away.
 */
export class SignInThrottle implements SignInCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly clock: () => Date) {}

  /**
   * Reserves an attempt for this e-mail from this address, or returns null when it, or the
   * address, has failed too often lately.
   */
  begin(email: string, address: string): SignInAttempt | null {
    const emailKey = this.key(email, address);
    if (
      this.recent(emailKey).length >= MAX_PER_EMAIL_AND_ADDRESS ||
      this.recent(address).length >= MAX_PER_ADDRESS
    ) {
      return null;
    }
    const keys = [emailKey, address];
    const at = this.clock().getTime();
    for (const key of keys) {
      this.failures.set(key, [...this.recent(key), at]);
    }
    let released = false;
    return {
      release: () => {
        if (released) {
          return;
        }
        released = true;
        for (const key of keys) {
          this.withdraw(key, at);
        }
      },
    };
  }

  /** A successful sign-in clears the e-mail's earlier failures from this address. */
  recordSuccess(email: string, address: string): void {
    this.failures.delete(this.key(email, address));
  }

  private key(email: string, address: string): string {
    return `${email.trim().toLowerCase()}|${address}`;
  }

  private recent(key: string): number[] {
    const since = this.clock().getTime() - WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private withdraw(key: string, at: number): void {
    const times = this.failures.get(key);
    const i = times?.indexOf(at) ?? -1;
    if (times && i >= 0) {
      times.splice(i, 1);
      if (times.length === 0) {
        this.failures.delete(key);
      }
    }
  }
}
