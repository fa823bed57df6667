// Invoices and NDIS claims of the large tenant (issue 15, docs/performance.md): a month of ~5,000
// shifts for 150 clients (bench/invoice-tenant*.ts) on PostgreSQL; then, through the app, the
// all-client load of the month, its save, the pre-flight check, the bulk payment request (batch)
// and its file, each timed (median of 5 after a warm-up where the call can be repeated).
//   npm run bench:invoices -w bench   DATABASE_URL (default: a fresh database bench_invoices on
//                                     POSTGRES_ADMIN_URL, postgres://postgres@127.0.0.1:5432/postgres,
//                                     dropped at the end); BENCH_RUNS (5), BENCH_LOG_SLOW_MS (statements
//                                     slower than this go to PostgreSQL's log), BENCH_CPU_PROFILE (a
//                                     .cpuprofile of the first timed load)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Queryable } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { INVOICE_TENANT, insertInvoicePeople } from './invoice-tenant.ts';
import { insertInvoiceShifts, planInvoiceShifts } from './invoice-tenant-shifts.ts';

const POSTGRES_ADMIN = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = process.env.BENCH_PG_DATABASE ?? 'bench_invoices';
const { fromDate, toDate } = INVOICE_TENANT.month;
const SLOW_MS = process.env.BENCH_LOG_SLOW_MS;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** A file to write the first timed load's CPU profile to (open it in Chrome's DevTools). */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** The bench's own PostgreSQL database, made afresh. */
async function freshPostgres(): Promise<string> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await c.query(`create database ${DATABASE_NAME}`);
    // To see where the time goes: statements slower than this in the server's log.
    if (SLOW_MS) {
      await c.query(`alter database ${DATABASE_NAME} set log_min_duration_statement = ${Number(SLOW_MS)}`);
    }
  });
  const url = new URL(POSTGRES_ADMIN);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

async function generate(db: Queryable, now: Date) {
  const started = performance.now();
  const people = await insertInvoicePeople(db, { passwordHash: await hashPassword(DEMO_PASSWORD), now });
  const plan = planInvoiceShifts(people, now);
  await insertInvoiceShifts(db, plan);
  await db.execute(sql`analyze`);
  return { ...people, plan, ms: performance.now() - started };
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] as number;
/** p95 by nearest rank: of 5 runs, the slowest. */
const p95 = (xs: number[]) => sorted(xs)[Math.ceil(xs.length * 0.95) - 1] as number;

const ownDatabase = !process.env.DATABASE_URL;
const databaseUrl = process.env.DATABASE_URL ?? (await freshPostgres());
const dataDir = mkdtempSync(join(tmpdir(), 'care-invoice-bench-'));
const database = await openDatabase({ databaseUrl, dataDir });
if (database.kind !== 'postgres') {
  throw new Error('this bench runs on PostgreSQL (DATABASE_URL)');
}
await database.migrate();
const tenant = await generate(database.db, new Date());
const p = tenant.plan;
console.log(
  `PostgreSQL: ${INVOICE_TENANT.staff} staff, ${INVOICE_TENANT.clients} clients, ${p.shifts.length} shifts (${p.cancelled} cancelled at short notice, ${p.twoClientShifts} of two clients), ${p.rows.length} attendances, ${p.splits.length} splits in ${fromDate}..${toDate}, inserted in ${(tenant.ms / 1000).toFixed(1)} s`,
);
// A clock that moves 2.5 s a call, so the server's short read and session caches never answer.
let skewMs = 0;
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
  port: 0,
};
const app = await buildApp({ config, database, logger: false, clock: () => new Date(Date.now() + skewMs) });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/Account/login',
  payload: { email: tenant.adminEmail, password: DEMO_PASSWORD },
});
const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
const period = `fromDate=${fromDate}&toDate=${toDate}&clientId=All`;

interface Call {
  method: 'GET' | 'POST';
  url: string | (() => string);
  payload?: object;
}

/** One call: wall ms, the server process's CPU ms (PostgreSQL apart), the body. */
async function call(c: Call) {
  skewMs += 2_500;
  const url = typeof c.url === 'string' ? c.url : c.url();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const res = await app.inject({
    method: c.method,
    url,
    headers,
    ...(c.payload ? { payload: c.payload } : {}),
  });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  if (res.statusCode !== 200) {
    throw new Error(`${c.method} ${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
  }
  return { ms, cpu: (used.user + used.system) / 1000, body: res.rawPayload };
}

const results: { label: string; note: string; ms: number[]; cpu: number[] }[] = [];

/** Times the call `runs` times after a warm-up (none when runs is 1); `before` runs untimed before each. */
async function time(
  label: string,
  c: Call,
  o: { runs?: number; before?: () => Promise<unknown>; note: (body: Buffer) => string; profile?: string },
) {
  const runs = o.runs ?? RUNS;
  const ms: number[] = [];
  const cpu: number[] = [];
  let body: Buffer = Buffer.alloc(0);
  for (let i = runs > 1 ? -1 : 0; i < runs; i++) {
    await o.before?.();
    const profiler = i === 0 && o.profile ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const r = await call(c);
    if (profiler && o.profile) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(o.profile, JSON.stringify(profile));
      profiler.disconnect();
    }
    body = r.body;
    if (i >= 0) {
      ms.push(r.ms);
      cpu.push(r.cpu);
    }
  }
  const row = { label, note: o.note(body), ms, cpu };
  results.push(row);
  console.log(
    `${label}: median ${median(ms).toFixed(0)} ms (p95 ${p95(ms).toFixed(0)}, min ${Math.min(...ms).toFixed(0)}) of ${runs}; server CPU median ${median(cpu).toFixed(0)} ms; ${row.note}`,
  );
  return { median: median(ms), body };
}

const json = <T>(b: Buffer) => JSON.parse(b.toString()) as T;
const kb = (b: Buffer) => `${(b.length / 1024).toFixed(0)} KB`;

const load = await time(
  'load_invoice, all clients, the month',
  { method: 'GET', url: `/api/Invoice/load_invoice?${period}&type=No&withTTP=No` },
  {
    profile: CPU_PROFILE,
    note: (b) => {
      const r = json<{
        invoices: unknown[];
        loadedCount: number;
        warnings: unknown[];
        groupInvoice: unknown[];
      }>(b);
      return `${r.invoices.length} lines (${r.loadedCount} loaded), ${r.groupInvoice.length} grouped rows, ${r.warnings.length} warnings, ${kb(b)} JSON`;
    },
  },
);
const saved = await time(
  'save_invoice, all clients',
  { method: 'POST', url: `/api/Invoice/save_invoice?${period}` },
  {
    runs: 1,
    note: (b) => {
      const r = json<{ savedCount: number; invoiceNumbers: string[] }>(b);
      return `${r.savedCount} lines saved on ${r.invoiceNumbers.length} invoices`;
    },
  },
);
// What the office is shown and confirms before the request is made (issue 25).
const shown = { confirmedCount: 0, confirmedTotalCents: 0 };
const preflight = await time(
  'Claims/preflight, all clients',
  { method: 'GET', url: `/api/Claims/preflight?${period}` },
  {
    note: (b) => {
      const r = json<{ passingCount: number; failingCount: number; passingCents: number }>(b);
      shown.confirmedCount = r.passingCount;
      shown.confirmedTotalCents = r.passingCents;
      return `${r.passingCount} passing, ${r.failingCount} failing (not NDIA managed), ${kb(b)} JSON`;
    },
  },
);
// A batch claims its lines once: before each run the claims are undone in SQL, as if never made.
const unclaim = async () => {
  const company = tenant.companyId;
  await database.db.execute(sql`update invoice_lines set claim_status = null, claim_batch_id = null,
    claim_message = null where company_id = ${company} and claim_batch_id is not null`);
  await database.db.execute(sql`delete from claim_batch_lines where company_id = ${company}`);
  await database.db.execute(sql`delete from claim_batches where company_id = ${company}`);
};
let batchId = '';
const batch = await time(
  'Claims/create_batch, all clients (the bulk payment request)',
  { method: 'POST', url: '/api/Claims/create_batch', payload: { fromDate, toDate, ...shown } },
  {
    before: unclaim,
    note: (b) => {
      const r = json<{ batch: { claimBatchId: string; rowCount: number; totalCents: number } }>(b);
      batchId = r.batch.claimBatchId;
      return `${r.batch.rowCount} rows, $${(r.batch.totalCents / 100).toFixed(2)}`;
    },
  },
);
const file = await time(
  'Claims/batch/{id}/file',
  { method: 'GET', url: () => `/api/Claims/batch/${batchId}/file` },
  { note: (b) => `${kb(b)} CSV, ${b.toString().split('\n').filter(Boolean).length - 1} rows` },
);

console.log(
  '\n| call | result | wall median ms | wall p95 ms | server CPU median ms |\n|---|---|---|---|---|',
);
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.note} | ${median(r.ms).toFixed(0)} | ${p95(r.ms).toFixed(0)} | ${median(r.cpu).toFixed(0)} |`,
  );
}
const met = (ms: number, target: number) => (ms < target ? 'met' : 'MISSED');
console.log(
  `\ntargets: load < 5000 ms ${met(load.median, 5000)}; bulk file (batch + file) < 2000 ms ${met(batch.median + file.median, 2000)} (save ${saved.median.toFixed(0)} ms, pre-flight ${preflight.median.toFixed(0)} ms)`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (ownDatabase) {
  await admin((c) => c.query(`drop database if exists ${DATABASE_NAME} with (force)`));
}
