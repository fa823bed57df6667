/**
 * Whether an error means the database could not be reached, rather than that it refused the
 * statement: the server went away (a failover, a restart, the primary killed), refused or dropped
 * the connection, or no connection came within the pool's time limit. Such a request is answered
 * 503 with Retry-After (http/error-handler.ts): trying again in a few seconds is the way out.
 */

/** How long a caller is told to wait before trying again (the `Retry-After` header), in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a server that is going away or not yet taking connections. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown, "unexpected postmaster exit"
  '57P02', // crash_shutdown: another backend crashed, every connection is ended
  '57P03', // cannot_connect_now: starting up, shutting down, or a standby not yet promoted
  '25006', // read_only_sql_transaction: a write reached a hot standby not yet promoted
  '53300', // too_many_connections: every replica reconnecting at once after the switch
]);

/** Node's socket errors of a connection refused, reset or never made. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool say these without a code: the socket ended under a query, the
 * connection timed out, a client already broken, or a pool that no longer hands out clients.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /is not queryable$/, // "Client has encountered a connection error and is not queryable"
  /^Cannot use a pool after calling end on the pool$/,
];

function unavailableHere(e: { code?: unknown; message?: unknown }): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) {
    return true;
  }
  const message = typeof e.message === 'string' ? e.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error`, or an error it wraps (Drizzle puts the driver's error on `cause`; Node reports
 * a refused connection to several addresses as an AggregateError), says the database is unreachable.
 * A statement the database refused (a constraint, a syntax error, a deadlock) is not.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null || seen.has(e)) {
      continue;
    }
    seen.add(e);
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (unavailableHere(candidate)) {
      return true;
    }
    queue.push(candidate.cause);
    if (Array.isArray(candidate.errors)) {
      queue.push(...candidate.errors);
    }
  }
  return false;
}
