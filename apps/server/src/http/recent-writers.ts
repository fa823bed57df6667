import type { RedisLink } from '../ports/redis/redis-link.ts';

/**
 * Who changed something lately, so that their own next heavy read sees it: a user who wrote within
 * the standby's allowed lag reads from the primary (docs/scaling.md "Heavy reads on a standby").
 * With Redis the mark is shared, since the next request may reach another replica.
 */
export interface RecentWriters {
  mark(userId: string, now: Date): Promise<void>;
  /** Whether the user wrote after `since`; when in doubt (Redis not answering), yes. */
  wroteSince(userId: string, since: Date): Promise<boolean>;
}

/** One process's memory of the marks, each kept for `keepMs`. */
export class LocalRecentWriters implements RecentWriters {
  private readonly at = new Map<string, number>();

  constructor(private readonly keepMs: number) {}

  async mark(userId: string, now: Date): Promise<void> {
    const ms = now.getTime();
    this.at.set(userId, ms);
    if (this.at.size > 10_000) {
      for (const [id, t] of this.at) {
        if (t < ms - this.keepMs) {
          this.at.delete(id);
        }
      }
    }
  }

  async wroteSince(userId: string, since: Date): Promise<boolean> {
    return (this.at.get(userId) ?? Number.NEGATIVE_INFINITY) > since.getTime();
  }
}

/** The marks in Redis, each expiring after `keepMs`; each replica also keeps its own. */
export class RedisRecentWriters implements RecentWriters {
  private readonly local: LocalRecentWriters;

  constructor(
    private readonly link: RedisLink,
    private readonly keepMs: number,
  ) {
    this.local = new LocalRecentWriters(keepMs);
  }

  async mark(userId: string, now: Date): Promise<void> {
    await this.local.mark(userId, now);
    await this.link.commands
      .set(this.link.key(`wrote:${userId}`), String(now.getTime()), 'PX', this.keepMs)
      .catch(() => undefined);
  }

  async wroteSince(userId: string, since: Date): Promise<boolean> {
    if (await this.local.wroteSince(userId, since)) {
      return true;
    }
    try {
      const at = await this.link.commands.get(this.link.key(`wrote:${userId}`));
      return at !== null && Number(at) > since.getTime();
    } catch {
      return true;
    }
  }
}
