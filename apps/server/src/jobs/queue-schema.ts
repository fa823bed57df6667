import { createRequire } from 'node:module';
import pg from 'pg';
import type { QueueConnection } from '../db/client.ts';

/** The version of its tables this pg-boss makes and runs on. */
export const QUEUE_SCHEMA_VERSION: number = createRequire(import.meta.url)('pg-boss/version.json').schema;

/**
 * pg-boss 12 (Node 22) was replaced by pg-boss 10, whose engines accept the Node the product names
 * (docs/decisions/platform.md). pg-boss refuses to start on tables newer than its own, and has no way
 * back: a database that ran the newer queue has its queue schema renamed aside (`pgboss_v29`), kept for
 * a look, and a new one is made. What it held is not lost work: the outbox's mails are rows of the
 * product's own, the expiry runs come back every hour, and a Xero post left in it shows as not done.
 */
export async function setAsideNewerSchema(
  connection: QueueConnection,
  schema: string,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<string | null> {
  const { run, close } = await runner(connection);
  try {
    const found = await run(
      `select version from ${quoted(schema)}.version where exists
         (select 1 from information_schema.tables where table_schema = $1 and table_name = 'version')`,
      [schema],
    ).catch(() => null);
    const version = Number(found?.rows[0]?.version);
    if (!found || !Number.isFinite(version) || version <= QUEUE_SCHEMA_VERSION) {
      return null;
    }
    const aside = `${schema}_v${version}`;
    try {
      await run(`alter schema ${quoted(schema)} rename to ${quoted(aside)}`);
    } catch {
      // Another replica renamed it first, or one of that name is already there: the start goes on.
      return null;
    }
    log(
      `job queue: the tables of a newer pg-boss (version ${version}) were renamed to ${aside}; a new queue schema is made`,
    );
    return aside;
  } finally {
    await close();
  }
}

type Rows = { rows: Array<Record<string, unknown>> };
interface Runner {
  run(text: string, values?: unknown[]): Promise<Rows>;
  close(): Promise<void>;
}

async function runner(connection: QueueConnection): Promise<Runner> {
  if ('db' in connection) {
    return {
      run: (text, values) => connection.db.executeSql(text, values ?? []) as Promise<Rows>,
      close: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: connection.connectionString });
  client.on('error', () => {});
  await client.connect();
  return { run: (text, values) => client.query(text, values), close: () => client.end() };
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
