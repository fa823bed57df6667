import type { Queryable } from './client.ts';
import { namedStatements } from './statement-names.ts';

const statements = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A query built once per database handle and prepared under `name`: drizzle builds its SQL once, and
 * PostgreSQL parses and plans it once per connection. For the hot read paths (the people lists);
 * each distinct SQL text needs its own name. `build` prepares it under the name it is given: the
 * name, or '' (unnamed) behind a transaction pooler.
 */
export function prepared<T>(db: Queryable, name: string, build: (db: Queryable, statement: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(db, namedStatements() ? name : '');
    byName.set(name, statement);
  }
  return statement;
}
