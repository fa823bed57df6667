import type { Database } from '../src/db/client.ts';

/** What node-postgres throws at a statement when the server has gone away under it. */
export const connectionLost = () => new Error('Connection terminated unexpectedly');

export type OutageDatabase = Database & { down: boolean };

/**
 * A database with an outage switch: while `down`, every statement fails as node-postgres fails when
 * the server goes away (a failover, the primary killed). A transaction still begins, so the failure
 * comes inside the work, as when the primary dies under an open transaction. Works on PGlite and
 * PostgreSQL alike; the database itself is untouched.
 */
export function withOutage(database: Database): OutageDatabase {
  const state = { down: false };
  const failing = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop, t);
        if (typeof value !== 'function') {
          return value;
        }
        if (prop === 'transaction') {
          return (work: (tx: object) => unknown, config?: unknown) =>
            value.call(t, (tx: object) => work(failing(tx)), config);
        }
        return (...args: unknown[]) => {
          if (state.down) {
            throw connectionLost();
          }
          return value.apply(t, args);
        };
      },
    });
  return Object.defineProperties(
    { ...database, db: failing(database.db) },
    {
      down: {
        get: () => state.down,
        set: (value: boolean) => {
          state.down = value;
        },
        enumerable: true,
      },
    },
  ) as OutageDatabase;
}
