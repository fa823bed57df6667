// The roster's calls on the large tenant (issue 12, Scale; issue 26, the month grid at scale), on
// PGlite and on PostgreSQL, with `health` as the ratio base in the same run:
//  - month: `get_periodic_shift_rosters` for the calendar month (~5,000 shifts): what the month
//    grid asked for before issue 26, and what the exports and the API's other clients still ask;
//  - counts: `get_shift_counts_by_day` for the month grid's 35 days (what the grid asks now);
//  - day: `get_periodic_shift_rosters` for one day (the open day's cards, asked on demand);
//  - switching (10 connections only): office users switching months and days, each connection
//    going through the counts of the 12 months around the date and 30 of their days in turn.
// Two measures per call:
//  - cold: one office user, one request at a time, each after the server's two-second read and
//    session caches have lapsed (the clock handed to the app jumps 2.5 s before each), so every
//    request reads the database; with the CPU a call takes in the server and in PostgreSQL;
//  - load: autocannon at 1 and 10 connections, as the server answers (caches included).
// Replies are asked for with `accept-encoding: br`, as the browser does.
//   npx tsx bench/roster-api.ts     BENCH_DATABASE=pglite|postgres, BENCH_SECONDS (default 10),
//                                   BENCH_COLD (requests, default 40), BENCH_DATE (YYYY-MM-DD),
//                                   BENCH_CALLS (default month,counts,day), BENCH_PG_DATABASE,
//                                   BENCH_REUSE=1 (keep the PostgreSQL tenant of the last run)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, calendarDateInZone, monthGrid } from '@care/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { generateRosterTenant, ROSTER_TENANT } from './roster-tenant.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_REUSE=1: measure the PostgreSQL tenant a previous run left (same BENCH_DATE) instead of generating it again. */
let reuse = process.env.BENCH_REUSE === '1';
const coldRequests = Number(process.env.BENCH_COLD ?? 40);
const POSTGRES_ADMIN = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = process.env.BENCH_PG_DATABASE ?? 'bench_roster';
const aroundDate = process.env.BENCH_DATE ?? calendarDateInZone(new Date(), 'Australia/Sydney');
/** The calendar month of the tenant's date, as the month view asks for it. */
const month = {
  fromDate: `${aroundDate.slice(0, 7)}-01`,
  toDate: addCalendarDays(`${addCalendarDays(`${aroundDate.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1),
};
const periodic = (fromDate: string, toDate: string) =>
  `/api/ShiftRosters/get_periodic_shift_rosters?fromDate=${fromDate}&toDate=${toDate}`;
/** The month grid's days: from the Sunday on or before the 1st, 35 or 42 of them. */
const gridOf = (first: string) => {
  const grid = monthGrid(first.slice(0, 7));
  return { fromDate: grid[0] as string, toDate: grid[grid.length - 1] as string };
};
const countsPath = (first: string) => {
  const g = gridOf(first);
  return `/api/ShiftRosters/get_shift_counts_by_day?fromDate=${g.fromDate}&toDate=${g.toDate}`;
};
const monthPath = periodic(month.fromDate, month.toDate);
const CALLS: Record<string, string> = {
  month: monthPath,
  counts: countsPath(month.fromDate),
  day: periodic(aroundDate, aroundDate),
};
const calls = (process.env.BENCH_CALLS ?? 'month,counts,day').split(',').filter((c) => c in CALLS);
/** Office users switching: the counts of the 12 months around the date, each followed by 3 of its days (a switch each). */
const switching = Array.from({ length: 12 }, (_, i) => {
  const first = `${addCalendarDays(`${month.fromDate}`, (i - 6) * 31).slice(0, 7)}-01`;
  return [
    countsPath(first),
    ...[3, 12, 24].map((d) => periodic(addCalendarDays(first, d), addCalendarDays(first, d))),
  ];
}).flat();

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function runOn(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'care-roster-bench-'));
  let skewMs = 0;
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  const tenant =
    reuse && databaseUrl
      ? { adminEmail: `owner@${ROSTER_TENANT.domain}`, password: ROSTER_TENANT.password }
      : await generateRosterTenant(database.db, { aroundDate, now: new Date() });
  if ('shifts' in tenant) {
    console.log(`${label}: generated ${tenant.shifts} shifts in ${(tenant.ms / 1000).toFixed(1)} s`);
  }
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

  // CPU per call, which the other work on a shared machine does not inflate: this process (the
  // server; the client only counts bytes) and, on PostgreSQL, the backends of the bench database.
  let backends: number[] = [];
  for (const call of calls) {
    const path = CALLS[call] as string;
    const first = await fetch(`${base}${path}`, { headers });
    if (!first.ok) {
      throw new Error(`${path}: ${first.status} ${(await first.text()).slice(0, 300)}`);
    }
    const body = (await first.json()) as unknown[];
    const items = `${body.length} ${call === 'counts' ? 'days' : 'shifts'}`;
    const identity = await rawGet(base, path, { ...headers, 'accept-encoding': 'identity' });
    const brotli = await rawGet(base, path, headers);
    console.log(
      `${label}: ${call}: ${path} → ${items}, ${(identity.bytes / 1024).toFixed(1)} KB JSON, ${(brotli.bytes / 1024).toFixed(1)} KB brotli`,
    );
    backends = databaseUrl ? await backendPids(database) : [];
    const cold: number[] = [];
    const cpuBefore = process.cpuUsage();
    const pgBefore = cpuTicks(backends);
    for (let i = 0; i < coldRequests; i++) {
      skewMs += 2_500;
      cold.push((await rawGet(base, path, headers)).ms);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const nodeCpuMs = (cpu.user + cpu.system) / 1000 / coldRequests;
    const pgCpuMs = ((cpuTicks(backends) - pgBefore) * 10) / coldRequests;
    cold.sort((a, b) => a - b);
    console.log(
      `${label}: ${call}: cold, one at a time (${coldRequests}): p50 ${pct(cold, 50).toFixed(1)} ms, p99 ${pct(cold, 99).toFixed(1)} ms, min ${cold[0]?.toFixed(1)} ms; ` +
        `CPU a call: server ${nodeCpuMs.toFixed(1)} ms${databaseUrl ? `, PostgreSQL ${pgCpuMs.toFixed(1)} ms` : ' (database included)'}`,
    );
  }

  const rows: { what: string; connections: number; rps: number; p50: number; p99: number; errors: number }[] =
    [];
  const measure = async (what: string, connections: number, opts: Partial<autocannon.Options>) => {
    const r = await autocannon({ url: base, connections, duration: seconds, headers, ...opts });
    const row = {
      what,
      connections,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    };
    rows.push(row);
    const health = rows.find((x) => x.what === 'health' && x.connections === connections);
    console.log(
      `${label}: ${what.padEnd(9)} ${String(connections).padStart(2)} conn  ${row.rps.toFixed(1).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}` +
        (health && what !== 'health' ? `  ratio to health ${(row.rps / health.rps).toFixed(4)}` : ''),
    );
  };
  for (const connections of [1, 10]) {
    await measure('health', connections, { url: `${base}/api/health` });
    for (const call of calls) {
      await measure(call, connections, { url: `${base}${CALLS[call]}` });
    }
    if (connections === 10 && calls.includes('counts')) {
      // Each connection walks the months and days in turn (autocannon repeats the list).
      await measure('switching', connections, {
        requests: switching.map((path) => ({ method: 'GET', path })),
      });
    }
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
    if (reuse) {
      const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
      if (found.rowCount) {
        const url = new URL(POSTGRES_ADMIN);
        url.pathname = `/${DATABASE_NAME}`;
        return url.toString();
      }
      reuse = false;
    }
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
