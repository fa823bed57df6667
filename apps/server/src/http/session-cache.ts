import type { Principal } from './principal.ts';

/**
 * How long a checked session is trusted without reading the user again. A change made through this
 * server (deactivation, new password, claims, role) clears the cache at once; one made by another
 * server behind the same database takes effect within this time.
 */
export const SESSION_CACHE_MS = 2_000;

/** Entries kept at most: one per token in use in the last two seconds. */
const MAX_ENTRIES = 20_000;

interface Entry {
  principal: Principal;
  /** The verified token's session id (`VerifiedToken.sessionId`). */
  sessionId: string;
  until: number;
}

/**
 * The principal of each recently checked bearer token, by the token itself (so the signature is not
 * checked again either). Times come from the app's clock, so tests move them by hand.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private cleared = 0;

  /** `trusted` false (Redis lost with several replicas): nothing is served from or kept in the cache. */
  constructor(private readonly trusted: () => boolean = () => true) {}

  /** Taken before the user is read: a check that began before a change is not kept after it. */
  get generation(): number {
    return this.cleared;
  }

  get(token: string, now: Date): Principal | undefined {
    return this.session(token, now)?.principal;
  }

  /** The principal and the session id of a recently checked token. */
  session(token: string, now: Date): { principal: Principal; sessionId: string } | undefined {
    const entry = this.trusted() ? this.entries.get(token) : undefined;
    if (!entry) {
      return undefined;
    }
    if (now.getTime() >= entry.until) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  /** Keeps the principal until the cache time passes or the token expires, whichever is first. */
  set(
    token: string,
    principal: Principal,
    now: Date,
    tokenExpiresAt: number,
    generation: number,
    sessionId = token,
  ): void {
    if (generation !== this.cleared || !this.trusted()) {
      return;
    }
    if (this.entries.size >= MAX_ENTRIES) {
      this.entries.clear();
    }
    Object.freeze(principal.claims);
    this.entries.set(token, {
      principal: Object.freeze(principal),
      sessionId,
      until: Math.min(now.getTime() + SESSION_CACHE_MS, tokenExpiresAt),
    });
  }

  /** After any change (through this server, or another one when they share Redis): the next request of every session reads the user again. */
  clear(): void {
    this.cleared += 1;
    this.entries.clear();
  }
}
