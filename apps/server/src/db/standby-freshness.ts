// Whether a streaming standby may answer a heavy read (DATABASE_READ_URL, docs/scaling.md "Heavy
// reads on a standby"). The primary's WAL position is sampled every second; the standby is fresh
// when it has replayed at least the position the primary had `maxLagMs` ago, so every commit older
// than that is on it, however idle or busy the primary is (a replay timestamp would call an idle
// primary's standby stale).

/** The primary's WAL position at a moment (ms). */
export interface LsnSample {
  at: number;
  lsn: bigint;
}

/** What the standby said of itself: its replayed position, `primary` when it is not in recovery (promoted, or the primary itself), or null when it did not answer. */
export type Replayed = bigint | 'primary' | null;

/** A PostgreSQL LSN ("16/B374D848") as a number. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) {
    throw new Error(`not a WAL position: ${text}`);
  }
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/**
 * Fresh when the standby answered and has replayed a primary position sampled within `maxLagMs`
 * of `now`: every commit acknowledged before that sample is on it.
 */
export function isFresh(
  samples: readonly LsnSample[],
  replayed: Replayed,
  now: number,
  maxLagMs: number,
): boolean {
  if (replayed === null) {
    return false;
  }
  if (replayed === 'primary') {
    return true;
  }
  return samples.some((s) => s.at >= now - maxLagMs && s.at <= now && replayed >= s.lsn);
}

/** The samples still worth keeping: those inside the window. */
export function keepSamples(samples: readonly LsnSample[], now: number, maxLagMs: number): LsnSample[] {
  return samples.filter((s) => s.at >= now - maxLagMs);
}
