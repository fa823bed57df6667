import { ERROR_TITLES } from '@care/domain';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from './errors.ts';

/** PostgreSQL's SQLSTATEs of a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set([
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

/** Runs after the first try: three more at most, so four tries in all. */
export const WRITE_RETRIES = 3;

/** The 409 of a write that kept losing races: nothing was saved, and trying again is the way out. */
export const BUSY_MESSAGE =
  'Someone else was changing the same records at the same moment, and nothing was saved. Please try again.';

/** The SQLSTATE of a pg or PGlite error (Drizzle puts the driver's error on `cause`), or undefined. */
export function sqlState(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return e.code;
    }
    e = typeof e.cause === 'object' && e.cause !== null ? (e.cause as typeof e) : undefined;
  }
  return undefined;
}

export const isRetryable = (error: unknown): boolean => RETRYABLE.has(sqlState(error) ?? '');

export interface RetryOptions {
  retries?: number;
  /** Waits before a retry; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told of each retry (the kernel logs it). */
  onRetry?: (error: unknown, attempt: number) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction, again from the start when PostgreSQL ended it for a deadlock or a
 * serialization failure (the whole transaction was rolled back, its activity-log lines with it), up
 * to `retries` more times after a short jittered wait. When every try lost: 409 with BUSY_MESSAGE.
 * Any other error leaves at once.
 */
export async function writeTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? WRITE_RETRIES;
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as Tx));
    } catch (error) {
      if (!isRetryable(error)) {
        throw error;
      }
      if (attempt >= retries) {
        throw new AppError(409, BUSY_MESSAGE, undefined, ERROR_TITLES.busy);
      }
      options.onRetry?.(error, attempt + 1);
      // 10–30 ms, then 20–60, 40–120: the racers stop meeting at the same instant.
      await sleep(Math.round(10 * 2 ** attempt * (1 + 2 * random())));
    }
  }
}
