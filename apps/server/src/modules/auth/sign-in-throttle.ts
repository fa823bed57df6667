/** Failed sign-ins allowed per e-mail and address, and per address alone, within the window. */
const MAX_PER_EMAIL_AND_ADDRESS = 5;
const MAX_PER_ADDRESS = 20;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed sign-ins in memory. One replica keeps its own counts; with several replicas the
 * counts move to Redis (docs/scaling.md).
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly clock: () => Date) {}

  /** True when this e-mail from this address, or this address, has failed too often lately. */
  isBlocked(email: string, address: string): boolean {
    return (
      this.recent(this.key(email, address)).length >= MAX_PER_EMAIL_AND_ADDRESS ||
      this.recent(address).length >= MAX_PER_ADDRESS
    );
  }

  recordFailure(email: string, address: string): void {
    const now = this.clock().getTime();
    for (const key of [this.key(email, address), address]) {
      this.failures.set(key, [...this.recent(key), now]);
    }
  }

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
}
