/**
 * Whether PostgreSQL may keep a statement by name. A named statement lives on one server
 * connection; behind a transaction pooler (PgBouncer before 1.21, or without
 * `max_prepared_statements`) the next transaction may run on another connection that never saw it,
 * or on one that already has it ("prepared statement … does not exist / already exists"). Turned
 * off for the process when the database is reached through a pooler (`DATABASE_DIRECT_URL` set):
 * the query is still built once here, and PostgreSQL parses it each time as an unnamed statement.
 */
let named = true;

/** True unless the database is reached through a transaction pooler. */
export function namedStatements(): boolean {
  return named;
}

/** Called by `openDatabase` when DATABASE_URL is a transaction pooler's; stays off for the process. */
export function useUnnamedStatements(): void {
  named = false;
}
