/**
 * Whether this replica is shutting down. On SIGTERM it drains: readiness answers 503 so the load
 * balancer sends no more, requests in flight finish, then the process exits (main.ts).
 */
export class Lifecycle {
  private closing = false;

  draining(): boolean {
    return this.closing;
  }

  drain(): void {
    this.closing = true;
  }
}
