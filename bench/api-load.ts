// API load benchmark: the bare health route, the session-only `Account/me`, and signed-in list
// routes, at 10 and 50 connections, on the embedded database and on PostgreSQL, in one run.
// Loopback only, bounded in time. PostgreSQL is skipped when no server answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { LocalFileStore } from '../apps/server/src/ports/files/file-store.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_ADMIN = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ROUTES = [
  ['health (bare, checks the database)', '/api/health'],
  ['Account/me (session only)', '/api/Account/me'],
  ['Profiles (24 clients)', '/api/Profiles'],
  ['Staffs (12 staff)', '/api/Staffs'],
  ['Dashboard/summary', '/api/Dashboard/summary'],
  ['filter_documents (staff review list)', '/api/Documents/filter_documents?role=Staff&isArchive=false'],
] as const;
const CONNECTIONS = [10, 50] as const;
// BENCH_ROUTES=Profiles,Staffs runs health and the routes whose label starts with one of these.
const picked = process.env.BENCH_ROUTES?.split(',');
const routes = ROUTES.filter(
  ([name], i) => i === 0 || !picked || picked.some((p) => name.startsWith(p.trim())),
);

interface Row {
  label: string;
  connections: number;
  rps: number;
  p99: number;
  errors: number;
}

async function runOn(label: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'care-bench-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
    port: 0,
  };
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  await seedDemoIfEmpty(database.db, new LocalFileStore(join(dataDir, 'files')));
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@harbourside.demo', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    for (const [name, path] of routes) {
      const result = await autocannon({
        url: `${base}${path}`,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
      });
      const row = {
        label: name,
        connections,
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      };
      rows.push(row);
      console.log(
        `${label.padEnd(10)} ${String(connections).padStart(3)} conn  ${name.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} req/s  p99 ${row.p99} ms  errors ${row.errors}`,
      );
    }
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

/** A fresh database on the PostgreSQL server, or undefined when none answers. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const name = `care_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function ratios(label: string, rows: Row[]) {
  for (const connections of CONNECTIONS) {
    const at = rows.filter((r) => r.connections === connections);
    const health = at[0]?.rps ?? 1;
    const text = at
      .slice(1)
      .map((r) => `${r.label.split(' ')[0]} ${(r.rps / health).toFixed(2)}`)
      .join(', ');
    console.log(`${label} at ${connections}: ratio to health: ${text}`);
  }
}

const only = process.env.BENCH_DATABASE; // 'pglite' or 'postgres' to run one side
const results: [string, Row[]][] = [];
if (only !== 'postgres') {
  results.push(['PGlite', await runOn('PGlite', undefined)]);
}
if (only !== 'pglite') {
  const postgres = await freshPostgres();
  if (postgres) {
    try {
      results.push(['PostgreSQL', await runOn('PostgreSQL', postgres.url)]);
    } finally {
      await postgres.drop();
    }
  } else {
    console.log(`PostgreSQL: no server at ${POSTGRES_ADMIN}, skipped`);
  }
}
for (const [label, rows] of results) {
  ratios(label, rows);
}
