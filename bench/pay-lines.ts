// The pay lines of the large tenant (issue 38 acceptance, docs/performance.md "Pay lines"): one
// company with 120 workers (every employment type), 300 clients and ~2,500 approved attendances in a
// fortnight, inserted in bulk SQL (bench/pay-tenant.ts); then the fortnight's pay lines of every
// worker through the app — the pay-period summary (every worker priced by the engine), the payroll
// CSV and the margin report — each the median of 5 after a warm-up, with the server's CPU (PostgreSQL
// apart), the wall time and the ratio to `health` timed the same way in the same run. Target: under
// 2 s of server CPU. Not in CI.
//   npx tsx bench/pay-lines.ts      DATABASE_URL (default: a fresh database bench_pay_lines on
//                                   POSTGRES_ADMIN_URL, postgres://postgres@127.0.0.1:5432/postgres)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { DAYS, FIRST_DAY, insertPayFortnight } from './pay-tenant.ts';
import { insertTenantPeople } from './roster-tenant-people.ts';

const POSTGRES_ADMIN = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = process.env.BENCH_PG_DATABASE ?? 'bench_pay_lines';
const STAFF = 120;
const CLIENTS = 300;
const CPU_TARGET_MS = 2000;

async function freshPostgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const databaseUrl = process.env.DATABASE_URL ?? (await freshPostgres());
const dataDir = mkdtempSync(join(tmpdir(), 'care-pay-bench-'));
const database = await openDatabase({ databaseUrl, dataDir });
if (database.kind !== 'postgres') {
  throw new Error('this bench runs on PostgreSQL (DATABASE_URL)');
}
await database.migrate();
const now = new Date();
const started = performance.now();
const people = await insertTenantPeople(database.db, {
  staff: STAFF,
  clients: CLIENTS,
  passwordHash: await hashPassword(DEMO_PASSWORD),
  domain: 'pay-bench.test',
  now,
});
const tenant = await insertPayFortnight(database.db, { ...people, now });
await database.db.execute(sql`analyze`);
console.log(
  `PostgreSQL: ${STAFF} workers, ${tenant.attendances} attendances, ${tenant.splits} splits (all approved) from ${FIRST_DAY} for ${DAYS} days, inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
  payload: { email: people.adminEmail, password: DEMO_PASSWORD },
});
const token = (login.json() as { token: string }).token;

interface Timing {
  label: string;
  wall: number;
  cpu: number;
  note: string;
}

async function time(label: string, url: string, check: (body: Buffer) => string): Promise<Timing> {
  const ms: number[] = [];
  const cpu: number[] = [];
  let note = '';
  for (let i = 0; i < 6; i++) {
    skewMs += 2_500;
    const t0 = performance.now();
    const cpuBefore = process.cpuUsage();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const took = performance.now() - t0;
    const used = process.cpuUsage(cpuBefore);
    if (res.statusCode !== 200) {
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    note = check(res.rawPayload);
    if (i > 0) {
      ms.push(took); // the first is the warm-up
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { label, wall: median(ms), cpu: median(cpu), note };
}

const period = `periodStart=${FIRST_DAY}`;
const health = await time('health', '/api/health', () => 'ok');
const timings = [
  health,
  await time('pay-period summary', `/api/PayLines/get_pay_period_summary?${period}`, (b) => {
    const body = JSON.parse(b.toString()) as {
      workers: { status: string; hours: unknown[] }[];
      totalCents: number;
    };
    const priced = body.workers.filter((w) => w.status !== 'blocked').length;
    return `${body.workers.length} workers (${priced} priced), total $${(body.totalCents / 100).toFixed(2)}`;
  }),
  await time('payroll CSV', `/api/PayLines/export_pay_lines_csv?${period}`, (b) => {
    const rows = b.toString().trim().split('\r\n').length - 1;
    return `${rows} pay lines, ${(b.length / 1024).toFixed(0)} KB`;
  }),
  await time('margin report', `/api/Margins/get_margin_report?${period}`, (b) => {
    const body = JSON.parse(b.toString()) as { groups: { shift: unknown[]; worker: unknown[] } };
    return `${body.groups.shift.length} shift rows, ${body.groups.worker.length} worker rows, ${(b.length / 1024).toFixed(0)} KB JSON`;
  }),
];
console.log('\n| call | result | wall median ms | server CPU median ms | wall ÷ health | CPU ÷ health |');
console.log('|---|---|---|---|---|---|');
for (const t of timings) {
  console.log(
    `| ${t.label} | ${t.note} | ${t.wall.toFixed(0)} | ${t.cpu.toFixed(0)} | ${(t.wall / health.wall).toFixed(0)} | ${(t.cpu / Math.max(health.cpu, 0.001)).toFixed(0)} |`,
  );
}
const pay = timings[1] as Timing;
console.log(
  `\ntarget: a fortnight's pay lines for every worker under ${CPU_TARGET_MS} ms of server CPU: ${pay.cpu < CPU_TARGET_MS ? 'met' : 'MISSED'} (${pay.cpu.toFixed(0)} ms)`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
