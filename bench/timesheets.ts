// The timesheets of the large tenant (issue 14, docs/performance.md): one company with 120 staff,
// 300 clients and ~2,500 attendances with their splits in a fortnight, inserted in bulk SQL; then
// generate_all_staff_timesheet and the all-staff PDF for that fortnight, each timed through the app
// (median of 5 after a warm-up), on PostgreSQL.
//   npx tsx bench/timesheets.ts     DATABASE_URL (default: a fresh database bench_timesheets on
//                                   POSTGRES_ADMIN_URL, postgres://postgres@127.0.0.1:5432/postgres)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, splitAttendance, type WorkBands, zonedWallTimeToInstant } from '@care/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Queryable } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  attendanceSplits,
  attendances,
  shiftRosterClients,
  shiftRosters,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { BENCH_USER, insertInBatches, insertTenantPeople } from './roster-tenant-people.ts';

const ZONE = 'Australia/Sydney';
const POSTGRES_ADMIN = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = process.env.BENCH_PG_DATABASE ?? 'bench_timesheets';
const STAFF = 120;
const CLIENTS = 300;
const ATTENDANCES = 2500;
/** A fortnight without public holidays: Mon 7 Sep 2026 to Mon 21 Sep 2026, Sydney. */
const FIRST_DAY = '2026-09-07';
const DAYS = 14;
const from = zonedWallTimeToInstant(`${FIRST_DAY}T00:00`, ZONE);
const to = zonedWallTimeToInstant(`${addCalendarDays(FIRST_DAY, DAYS)}T00:00`, ZONE);
const BANDS: WorkBands = { zone: ZONE, dayStart: '06:00', eveningStart: '20:00', holidays: new Set() };
/** Start and hours of a shift by slot; the last two are an active night and a sleepover. */
const SLOTS = [
  ['07:00', 3],
  ['09:00', 4],
  ['13:00', 3],
  ['15:00', 6],
  ['18:00', 4],
  ['21:00', 9],
  ['22:00', 10],
] as const;

/** Attendances spread evenly: staff member i works slot (i + day) % slots, and a second shift on some days. */
function plan(companyId: string, staffIds: string[], clientIds: string[], now: Date) {
  const audit = { userCreated: BENCH_USER, dateCreated: now };
  const shifts: (typeof shiftRosters.$inferInsert)[] = [];
  const clients: (typeof shiftRosterClients.$inferInsert)[] = [];
  const rows: (typeof attendances.$inferInsert)[] = [];
  const splits: (typeof attendanceSplits.$inferInsert)[] = [];
  const statuses = ['Pending', 'Pending', 'Pending', 'Approved', 'Approved', 'Need Adjustment', 'Adjusted'];
  let n = 0;
  for (let k = 0; n < ATTENDANCES; k++) {
    const day = k % DAYS;
    const s = Math.floor(k / DAYS) % staffIds.length;
    const round = Math.floor(k / (DAYS * staffIds.length));
    const staffId = staffIds[s] as string;
    // The first round: one shift a day in the staff member's slot; then an hour at 06:00 on some days.
    const slot =
      round === 0 ? (SLOTS[(s + day) % SLOTS.length] as (typeof SLOTS)[number]) : (['06:00', 1] as const);
    const date = addCalendarDays(FIRST_DAY, day);
    const start = zonedWallTimeToInstant(`${date}T${slot[0]}`, ZONE);
    const hours = slot[1];
    const end = new Date(start.getTime() + hours * 3_600_000);
    const night = slot[0] === '22:00';
    const active = slot[0] === '21:00';
    const shiftId = randomUUID();
    shifts.push({
      id: shiftId,
      companyId,
      staffId,
      dateFrom: start,
      dateTo: end,
      activities: 'Personal Support',
      isNightShift: night,
      isExceptionalShift: active,
      ...audit,
    });
    clients.push({
      shiftRosterId: shiftId,
      profileId: clientIds[(s * 3 + day) % clientIds.length] as string,
      companyId,
      position: 0,
    });
    const attendanceId = randomUUID();
    const km = (n % 9) * 3.7;
    rows.push({
      id: attendanceId,
      companyId,
      shiftRosterId: shiftId,
      staffId,
      clockIn: start,
      clockOut: end,
      startKm: 1000,
      endKm: 1000 + km,
      clockInCheck: true,
      clockOutCheck: true,
      ...audit,
    });
    splitAttendance(
      { clockIn: start, clockOut: end, isNightShift: night, isExceptionalShift: active },
      BANDS,
    ).forEach((p, i) => {
      splits.push({
        companyId,
        attendanceId,
        code: p.code,
        clockIn: p.clockIn,
        clockOut: p.clockOut,
        durationTicks: p.durationTicks,
        localDate: p.localDate,
        totalKm: i === 0 ? km : 0,
        status: statuses[n % statuses.length] as string,
        ...audit,
      });
    });
    n++;
  }
  return { shifts, clients, rows, splits };
}

async function generate(db: Queryable, now: Date) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const started = performance.now();
  const people = await insertTenantPeople(db, {
    staff: STAFF,
    clients: CLIENTS,
    passwordHash,
    domain: 'timesheet-bench.test',
    now,
  });
  const p = plan(people.companyId, people.staffIds, people.clientIds, now);
  await insertInBatches(p.shifts, (b) => db.insert(shiftRosters).values(b));
  await insertInBatches(p.clients, (b) => db.insert(shiftRosterClients).values(b));
  await insertInBatches(p.rows, (b) => db.insert(attendances).values(b));
  await insertInBatches(p.splits, (b) => db.insert(attendanceSplits).values(b));
  await db.execute(sql`analyze`);
  return { ...people, attendances: p.rows.length, splits: p.splits.length, ms: performance.now() - started };
}

/** The bench's own PostgreSQL database, made afresh. */
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
const dataDir = mkdtempSync(join(tmpdir(), 'care-timesheet-bench-'));
const database = await openDatabase({ databaseUrl, dataDir });
if (database.kind !== 'postgres') {
  throw new Error('this bench runs on PostgreSQL (DATABASE_URL)');
}
await database.migrate();
const tenant = await generate(database.db, new Date());
console.log(
  `PostgreSQL: ${STAFF} staff, ${tenant.attendances} attendances, ${tenant.splits} splits from ${FIRST_DAY} for ${DAYS} days, inserted in ${(tenant.ms / 1000).toFixed(1)} s`,
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
const token = (login.json() as { token: string }).token;
const period = `fromDate=${from.toISOString()}&toDate=${to.toISOString()}`;

async function time(label: string, url: string, check: (body: Buffer) => string) {
  const ms: number[] = [];
  const cpu: number[] = [];
  let note = '';
  for (let i = 0; i < 6; i++) {
    skewMs += 2_500;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const took = performance.now() - started;
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
  console.log(
    `PostgreSQL: ${label}: median ${median(ms).toFixed(0)} ms of 5 (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}) after a warm-up; server CPU a call (PostgreSQL apart) median ${median(cpu).toFixed(0)} ms; ${note}`,
  );
  return median(ms);
}

const json = await time(
  'generate_all_staff_timesheet',
  `/api/Attendances/generate_all_staff_timesheet?${period}`,
  (b) => {
    const list = (JSON.parse(b.toString()) as { timesheet: { attendanceSplits: unknown[] }[] }).timesheet;
    const splits = list.reduce((s, t) => s + t.attendanceSplits.length, 0);
    return `${list.length} timesheets, ${splits} splits, ${(b.length / 1024).toFixed(0)} KB JSON`;
  },
);
const pdf = await time(
  'all-staff PDF',
  `/api/Timesheets/pdf/all?${period}`,
  (b) => `${(b.length / 1024).toFixed(0)} KB PDF`,
);
console.log(
  `target < 3000 ms: generate ${json < 3000 ? 'met' : 'MISSED'}, PDF ${pdf < 3000 ? 'met' : 'MISSED'}`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
