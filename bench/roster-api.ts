// The month call on the large roster tenant (issue 12, Scale): `get_periodic_shift_rosters` for the
// calendar month around the tenant's date (~5,000 shifts), on PGlite and on PostgreSQL, with `health`
// as the ratio base. Two measures per database:
//  - cold: one office user, one request at a time, each after the server's two-second read and
//    session caches have lapsed (the clock handed to the app jumps 2.5 s before each), so every
//    request reads the database;
//  - load: autocannon at 1 and 10 connections, as the server answers (caches included).
// Replies are asked for with `accept-encoding: br`, as the browser does.
//   npx tsx bench/roster-api.ts     BENCH_DATABASE=pglite|postgres, BENCH_SECONDS (default 10),
//                                   BENCH_COLD (requests, default 40), BENCH_DATE (YYYY-MM-DD)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, calendarDateInZone } from '@care/domain';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { generateRosterTenant } from './roster-tenant.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const coldRequests = Number(process.env.BENCH_COLD ?? 40);
const POSTGRES_ADMIN = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = process.env.BENCH_PG_DATABASE ?? 'bench_roster';
const aroundDate = process.env.BENCH_DATE ?? calendarDateInZone(new Date(), 'Australia/Sydney');
/** The calendar month of the tenant's date, as the month view asks for it. */
const month = {
  fromDate: `${aroundDate.slice(0, 7)}-01`,
  toDate: addCalendarDays(`${addCalendarDays(`${aroundDate.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1),
};
const monthPath = `/api/ShiftRosters/get_periodic_shift_rosters?fromDate=${month.fromDate}&toDate=${month.toDate}`;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function runOn(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'care-roster-bench-'));
  let skewMs = 0;
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  const tenant = await generateRosterTenant(database.db, { aroundDate, now: new Date() });
  console.log(`${label}: generated ${tenant.shifts} shifts in ${(tenant.ms / 1000).toFixed(1)} s`);
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
    port: 0,
  };
  const app = await buildApp({ config, database, logger: false, clock: () => new Date(Date.now() + skewMs) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: tenant.adminEmail, password: tenant.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' };

  const first = await fetch(`${base}${monthPath}`, { headers });
  if (!first.ok) {
    throw new Error(`${monthPath}: ${first.status} ${(await first.text()).slice(0, 300)}`);
  }
  const body = await first.text();
  const shifts = (JSON.parse(body) as unknown[]).length;
  const raw = await fetch(`${base}${monthPath}`, {
    headers: { authorization: headers.authorization, 'accept-encoding': 'identity' },
  });
  const rawBytes = (await raw.arrayBuffer()).byteLength;
  const brBytes = Number(first.headers.get('content-length') ?? 0) || (await compressedSize(base, headers));
  console.log(
    `${label}: ${monthPath} → ${shifts} shifts, ${(rawBytes / 1024).toFixed(0)} KB JSON, ${(brBytes / 1024).toFixed(0)} KB brotli`,
  );

  const cold: number[] = [];
  for (let i = 0; i < coldRequests; i++) {
    skewMs += 2_500;
    const started = performance.now();
    const res = await fetch(`${base}${monthPath}`, { headers });
    await res.arrayBuffer();
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  console.log(
    `${label}: cold, one at a time (${coldRequests}): p50 ${pct(cold, 50).toFixed(0)} ms, p99 ${pct(cold, 99).toFixed(0)} ms, min ${cold[0]?.toFixed(0)} ms`,
  );

  const rows: { what: string; connections: number; rps: number; p50: number; p99: number; errors: number }[] =
    [];
  for (const connections of [1, 10]) {
    for (const [what, path] of [
      ['health', '/api/health'],
      ['month', monthPath],
    ] as const) {
      const r = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
      const row = {
        what,
        connections,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      };
      rows.push(row);
      console.log(
        `${label}: ${what.padEnd(6)} ${String(connections).padStart(2)} conn  ${row.rps.toFixed(1).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`,
      );
    }
    const [h, m] = rows.slice(-2);
    console.log(
      `${label}: month/health at ${connections} conn: ${((m?.rps ?? 0) / (h?.rps ?? 1)).toFixed(3)}`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function compressedSize(base: string, headers: Record<string, string>): Promise<number> {
  // fetch decodes brotli itself; ask node's http for the bytes on the wire.
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${base}${monthPath}`, { headers }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => {
        n += c.length;
      });
      res.on('end', () => resolve(n));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The bench's own PostgreSQL database, made afresh; undefined when no server answers. */
async function freshPostgres(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
  } catch {
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_ADMIN);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

console.log(`month ${month.fromDate} to ${month.toDate}, tenant around ${aroundDate}`);
const only = process.env.BENCH_DATABASE;
if (only !== 'postgres') {
  await runOn('PGlite', undefined);
}
if (only !== 'pglite') {
  const url = await freshPostgres();
  if (url) {
    await runOn('PostgreSQL', url);
  } else {
    console.log(`PostgreSQL: no server at ${POSTGRES_ADMIN}, skipped`);
  }
}
