import { isDatabaseUnavailable } from '../db/unavailable.ts';

interface ProcessEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * Keeps the server running when a promise nobody awaits fails because the database went away, and
 * only then. pg-boss 10 marks a finished job complete (or failed) without awaiting it
 * (manager.js `watch`), so the primary killed at that instant rejected a promise with no handler,
 * and Node ended the replica in the middle of a failover. That lost write is harmless: the job stays
 * active until its expiry and is handed out again, and our handlers are safe to run twice (the
 * outbox marks what it sent). Any other unhandled rejection is a defect: logged, and the process
 * ends as Node would have ended it.
 */
export function guardLostConnections(
  events: ProcessEvents,
  log: { warn(message: string): void; error(message: string): void },
  exit: (code: number) => void,
): void {
  events.on('unhandledRejection', (reason) => {
    const message = reason instanceof Error ? reason.message : String(reason);
    if (isDatabaseUnavailable(reason)) {
      log.warn(`a background database call was lost with the connection and will be retried: ${message}`);
      return;
    }
    log.error(
      `unhandled rejection, ending the process: ${reason instanceof Error ? (reason.stack ?? message) : message}`,
    );
    exit(1);
  });
}
