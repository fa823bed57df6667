import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/**
 * Reads that do not depend on one another: all at once on the database (each takes a connection of
 * the pool), one after another in a transaction. A transaction is one connection, which runs one
 * statement at a time: node-postgres 8 queues the rest with a deprecation warning, and 9 refuses them.
 */
export async function readTogether<T extends readonly unknown[] | []>(
  db: Queryable,
  reads: { readonly [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  const thunks = reads as readonly (() => PromiseLike<unknown>)[];
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(thunks.map((read) => read()))) as T;
  }
  const results: unknown[] = [];
  for (const read of thunks) {
    results.push(await read());
  }
  return results as T;
}
