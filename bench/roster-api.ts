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
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, calendarDateInZone } from '@care/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
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
  const shifts = ((await first.json()) as unknown[]).length;
  const identity = await rawGet(base, monthPath, { ...headers, 'accept-encoding': 'identity' });
  const brotli = await rawGet(base, monthPath, headers);
  console.log(
    `${label}: ${monthPath} → ${shifts} shifts, ${(identity.bytes / 1024).toFixed(0)} KB JSON, ${(brotli.bytes / 1024).toFixed(0)} KB brotli`,
  );

  // CPU per call, which the other work on a shared machine does not inflate: this process (the
  // server; the client only counts bytes) and, on PostgreSQL, the backends of the bench database.
  const backends = databaseUrl ? await backendPids(database) : [];
  const cold: number[] = [];
  const cpuBefore = process.cpuUsage();
  const pgBefore = cpuTicks(backends);
  for (let i = 0; i < coldRequests; i++) {
    skewMs += 2_500;
    cold.push((await rawGet(base, monthPath, headers)).ms);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const nodeCpuMs = (cpu.user + cpu.system) / 1000 / coldRequests;
  const pgCpuMs = ((cpuTicks(backends) - pgBefore) * 10) / coldRequests;
  cold.sort((a, b) => a - b);
  console.log(
    `${label}: cold, one at a time (${coldRequests}): p50 ${pct(cold, 50).toFixed(0)} ms, p99 ${pct(cold, 99).toFixed(0)} ms, min ${cold[0]?.toFixed(0)} ms; ` +
      `CPU a call: server ${nodeCpuMs.toFixed(0)} ms${databaseUrl ? `, PostgreSQL ${pgCpuMs.toFixed(0)} ms` : ' (database included)'}`,
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
      `${label}: month/health at ${connections} conn: ${((m?.rps ?? 0) / (h?.rps ?? 1)).toFixed(4)}`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A GET whose reply is counted, not decoded: its bytes on the wire and its time to the last byte. */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => resolve({ bytes, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The server processes of the bench database (the app's pool, opened by the calls so far). */
async function backendPids(database: Database): Promise<number[]> {
  const result = await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  return (result as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
}

/** User and system CPU of processes, in clock ticks (1/100 s on Linux). */
function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the backend ended
    }
  }
  return ticks;
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
