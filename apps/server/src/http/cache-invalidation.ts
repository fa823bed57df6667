import { randomUUID } from 'node:crypto';
import type { RedisLink } from '../ports/redis/redis-link.ts';
import type { ReadCache } from './read-cache.ts';
import type { SessionCache } from './session-cache.ts';

/** The caches a change empties: the checked sessions and the hot list replies. */
export interface Caches {
  sessions: SessionCache;
  reads: ReadCache;
}

/**
 * Keeps the session and read caches honest. One process: a change clears them, and they are
 * always trusted. Several replicas: a change is also published on Redis and every replica clears.
 */
export interface CacheInvalidation {
  /** Whether cached entries may be served; false, every request reads the database. */
  trusted(): boolean;
  /** After a change: clears this replica's caches and tells the others to clear theirs. */
  changed(): Promise<void>;
}

/** The single-process default (no REDIS_URL). */
export class LocalInvalidation implements CacheInvalidation {
  constructor(private readonly caches: Caches) {}

  trusted(): boolean {
    return true;
  }

  async changed(): Promise<void> {
    clearBoth(this.caches);
  }
}

/**
 * Clears on every replica through a Redis channel. The caches are trusted only while this
 * replica is subscribed: a message missed while the link was down could leave a deactivated user
 * in the cache, so while it is down nothing is served from them, and on reconnecting they start
 * empty.
 */
export class RedisInvalidation implements CacheInvalidation {
  private subscribed = false;
  private readonly channel: string;
  /** Marks this replica's own messages (it has cleared already). */
  private readonly replicaId = randomUUID();

  constructor(
    private readonly link: RedisLink,
    private readonly caches: Caches,
  ) {
    this.channel = link.key('changes');
    const sub = link.subscriber;
    sub.on('ready', () => {
      sub.subscribe(this.channel).then(
        () => {
          clearBoth(this.caches);
          this.subscribed = true;
        },
        () => this.lost(),
      );
    });
    for (const event of ['close', 'end', 'reconnecting', 'error']) {
      sub.on(event, () => this.lost());
    }
    sub.on('message', (channel: string, from: string) => {
      if (channel === this.channel && from !== this.replicaId) {
        clearBoth(this.caches);
      }
    });
  }

  trusted(): boolean {
    return this.subscribed && this.link.subscriber.status === 'ready';
  }

  async changed(): Promise<void> {
    clearBoth(this.caches);
    // Awaited, so the reply to the change leaves after Redis has the message for the others.
    await this.link.commands.publish(this.channel, this.replicaId).catch(() => undefined);
  }

  private lost(): void {
    this.subscribed = false;
    clearBoth(this.caches);
  }
}

function clearBoth(caches: Caches): void {
  caches.sessions.clear();
  caches.reads.clear();
}
