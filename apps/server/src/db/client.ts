import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { Standby } from './standby.ts';
import { useUnnamedStatements } from './statement-names.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction on it: repos accept both. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that are not yet applied. */
  migrate(): Promise<void>;
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** How the job queue (pg-boss) reaches this database: its own pool on PostgreSQL, this connection on PGlite. */
  queueConnection: QueueConnection;
  /** The streaming standby for heavy reads (DATABASE_READ_URL), when there is one. */
  standby?: Standby;
}

/** pg-boss's connection options: a URL for a pool of its own, or a function that runs its SQL. */
export type QueueConnection =
  | { connectionString: string; max?: number }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** The advisory lock replicas starting together on one PostgreSQL take in turn to migrate. */
export const MIGRATION_LOCK = 7_302_030;

/**
 * Migrates PostgreSQL under a session advisory lock: replicas started together wait for one
 * another, and the later ones find nothing left to apply (drizzle's migrator alone would have
 * both create the same tables, and one of them fail).
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema, casing: 'snake_case' }) as never, {
        migrationsFolder,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** How far behind the primary a standby may be and still answer heavy reads (DATABASE_READ_MAX_LAG_MS). */
export const DEFAULT_READ_MAX_LAG_MS = 10_000;
/** The requests' pool per process when DATABASE_POOL_SIZE is unset. */
export const DEFAULT_POOL_SIZE = 10;
/** The job queue's own pool per process (pg-boss's default is 10): its polling, maintenance and schedule. */
export const QUEUE_POOL_SIZE = 3;

/**
 * The migrations over a connection of their own to DATABASE_DIRECT_URL: a session advisory lock is
 * held by one server connection, which a transaction pooler would hand to others between statements.
 */
async function migrateDirect(url: string, onConnectionError?: (error: Error) => void): Promise<void> {
  const pool = resilientPool({ connectionString: url, max: 1 }, onConnectionError);
  try {
    await migrateLocked(pool);
  } finally {
    await pool.end();
  }
}

/** How long a request waits for a connection before it is answered 503 (the pool's `connectionTimeoutMillis`). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool whose connections never end the process when the server goes away. node-postgres emits
 * 'error' on a client whose connection ends (a failover, a restart, pg_terminate_backend); the pool
 * listens only while the client is idle, so one checked out (a transaction open at that instant)
 * had no listener and its error ended the process. Every client gets one on connect: the error is
 * reported once and the client, no longer queryable, is discarded by the pool when released; the
 * statement in flight rejects as usual, and the request answers 503 (db/unavailable.ts).
 */
export function resilientPool(
  config: pg.PoolConfig,
  onConnectionError: (error: Error) => void = reportConnectionError,
): pg.Pool {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
  const reported = new WeakSet<object>();
  const report = (error: Error, client?: object) => {
    if (client && reported.has(client)) {
      return;
    }
    if (client) {
      reported.add(client);
    }
    onConnectionError(error);
  };
  pool.on('connect', (client) => {
    client.on('error', (error) => report(error, client));
  });
  // An idle client's error reaches the pool too (after the client's own listener): reported once.
  pool.on('error', (error, client) => report(error, client));
  return pool;
}

/** The default report of a lost connection: one line on stderr, no stack. */
function reportConnectionError(error: Error): void {
  console.warn(`database connection lost: ${error.message}`);
}

/** Opens PostgreSQL: the server at `databaseUrl` when given, else embedded PGlite under `dataDir/pg` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  /**
   * DATABASE_DIRECT_URL: the same database without a pooler in between, for what holds session
   * state: the migrations' advisory lock and the job queue. Set, DATABASE_URL is taken to be a
   * transaction pooler's (PgBouncer), so no statement is kept by name (db/prepared.ts).
   */
  directUrl?: string | undefined;
  /** DATABASE_POOL_SIZE: the requests' connections in this process (default 10). */
  poolSize?: number | undefined;
  dataDir?: string;
  /**
   * Whether `dataDir` was absent or empty when the process started (`Config.dataDirWasEmpty`), before
   * the start wrote its secrets there; unset, the folder is looked at now.
   */
  freshDataDir?: boolean;
  /** Told once of each connection the server ended or lost (main.ts logs it); default a line on stderr. */
  onConnectionError?: (error: Error) => void;
  /** A streaming standby of `databaseUrl` for heavy reads, and how far behind it may be (ms). */
  readUrl?: string;
  readMaxLagMs?: number;
}): Promise<Database> {
  if (options.readUrl && !options.databaseUrl) {
    throw new Error('DATABASE_READ_URL names a standby of DATABASE_URL: set DATABASE_URL too');
  }
  if (options.databaseUrl) {
    const pool = resilientPool(
      { connectionString: options.databaseUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE },
      options.onConnectionError,
    );
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const direct = options.directUrl;
    if (direct) {
      useUnnamedStatements();
    }
    const standby = options.readUrl
      ? new Standby(
          pool,
          resilientPool(
            { connectionString: options.readUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE },
            options.onConnectionError,
          ),
          options.readMaxLagMs ?? DEFAULT_READ_MAX_LAG_MS,
        )
      : undefined;
    standby?.start();
    return {
      db,
      kind: 'postgres',
      migrate: direct ? () => migrateDirect(direct, options.onConnectionError) : () => migrateLocked(pool),
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        await standby?.close();
        await pool.end();
      },
      queueConnection: { connectionString: direct ?? options.databaseUrl, max: QUEUE_POOL_SIZE },
      ...(standby ? { standby } : {}),
    };
  }
  const client = options.dataDir
    ? await openEmbedded(options.dataDir, options.freshDataDir)
    : await PGlite.create({});
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    queueConnection: { db: { executeSql: (text, values) => runOnPglite(client, text, values) } },
  };
}

/**
 * pg-boss's SQL on PGlite: with values, one statement; without, possibly several (its transactions),
 * whose rows it needs from every statement, not only the last (its lock rows come first).
 */
async function runOnPglite(client: PGlite, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) {
    return { rows: (await client.query(text, values)).rows };
  }
  return { rows: (await client.exec(text)).flatMap((r) => r.rows) };
}

/**
 * The embedded database would not open: the data folder is damaged or half there. Its message is
 * for the person starting the server (what is wrong, where the data is, how to restore); `main.ts`
 * prints it without a stack trace.
 */
export class DataDirRefused extends Error {
  override readonly name = 'DataDirRefused';
}

/**
 * Opens PGlite under `dataDir/pg`. A new database is made only where there is nothing to lose: the
 * whole data folder absent or empty. A `pg/` folder missing or empty beside the rest of the data
 * folder (its secrets, its files) is refused: the database was removed or not restored, and a fresh
 * demo company would start over it silently (issue 37 item 16). A folder with files but no
 * PG_VERSION is refused (PGlite would initialise a new database over it), and so is one PGlite
 * cannot open (it aborts on a damaged control file or missing WAL); none is changed.
 */
async function openEmbedded(dataDir: string, freshDataDir?: boolean): Promise<PGlite> {
  const path = join(dataDir, 'pg');
  const refuse = (what: string) => new DataDirRefused(refusal(resolve(dataDir), resolve(path), what));
  if (existsSync(path) && !statSync(path).isDirectory()) {
    throw refuse(`${path} is a file, not the database folder`);
  }
  const entries = existsSync(path) ? readdirSync(path) : [];
  const fresh = entries.length === 0;
  const besides = existsSync(dataDir) ? readdirSync(dataDir).filter((e) => e !== 'pg') : [];
  if (fresh && !(freshDataDir ?? besides.length === 0)) {
    throw refuse(
      `the database folder is ${existsSync(path) ? 'empty' : 'missing'}, but the rest of the data folder is there (${besides.join(', ') || 'written before this start'})`,
    );
  }
  if (!fresh && !entries.includes('PG_VERSION')) {
    throw refuse(
      `the folder holds ${entries.length} entries but no PG_VERSION file, so it is not a whole database`,
    );
  }
  mkdirSync(path, { recursive: true });
  try {
    return await PGlite.create({ dataDir: path });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw refuse(
      fresh
        ? `a new database could not be created there (${detail})`
        : `the database there is damaged and could not be opened (${detail})`,
    );
  }
}

function refusal(dataDir: string, path: string, what: string): string {
  return [
    `The embedded database in ${path} was not opened: ${what}.`,
    'Nothing in it was changed, and no new database was made over it.',
    `Your data is in ${dataDir} (the database in its pg/ folder, uploaded files in files/).`,
    'To restore from a backup: stop the server, move that folder aside (keep it; it may still be',
    `recoverable), copy the backup of the whole folder to ${dataDir}, and start again.`,
    'See docs/operations.md, "Back up and restore".',
  ].join('\n');
}
