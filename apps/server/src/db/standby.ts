import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';
import { isFresh, keepSamples, type LsnSample, parseLsn, type Replayed } from './standby-freshness.ts';

/** How often the primary's WAL position and the standby's replay are read. */
export const STANDBY_SAMPLE_MS = 1_000;

/**
 * Heavy reads on a streaming standby (DATABASE_READ_URL; docs/scaling.md "Heavy reads on a
 * standby"): its own pool, and a monitor that says whether it is within `maxLagMs` of the primary.
 * A standby that lags, or does not answer, is simply not used: the read goes to the primary.
 */
export class Standby {
  readonly db: Db;
  private samples: LsnSample[] = [];
  private replayed: Replayed = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly primary: pg.Pool,
    private readonly pool: pg.Pool,
    readonly maxLagMs: number,
    private readonly wallClock: () => number = Date.now,
  ) {
    this.db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  }

  /** Starts sampling every second (the timer does not keep the process alive). */
  start(): void {
    void this.sample();
    this.timer = setInterval(() => void this.sample(), STANDBY_SAMPLE_MS);
    this.timer.unref();
  }

  /** One look at both: the primary's position first, then what the standby has replayed. */
  async sample(): Promise<void> {
    const now = this.wallClock();
    try {
      const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      this.samples = keepSamples(
        [...this.samples, { at: now, lsn: parseLsn(rows[0]?.lsn ?? '') }],
        now,
        this.maxLagMs,
      );
    } catch {
      // The primary out of reach: no new sample, so the standby turns stale once the window passes.
    }
    try {
      const { rows } = await this.pool.query<{ recovering: boolean; lsn: string | null }>(
        'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as lsn',
      );
      const row = rows[0];
      this.replayed = row && !row.recovering ? 'primary' : row?.lsn ? parseLsn(row.lsn) : null;
    } catch {
      this.replayed = null;
    }
  }

  /** Whether a heavy read may go to the standby now. */
  fresh(): boolean {
    return isFresh(this.samples, this.replayed, this.wallClock(), this.maxLagMs);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.pool.end();
  }
}
