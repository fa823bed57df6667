// The month query alone (no HTTP): the roster's read repo on a generated tenant, timed, and with
// BENCH_EXPLAIN=1 its plan (EXPLAIN ANALYZE, PostgreSQL and PGlite alike). Run after roster-tenant.ts
// on the same database:   DATABASE_URL=... | DATA_DIR=...  npx tsx bench/roster-query.ts YYYY-MM-DD
import { addCalendarDays, zonedWallTimeToInstant } from '@care/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { companies, shiftRosters } from '../apps/server/src/db/schema/index.ts';
import {
  SHIFT_LIST_SETTINGS,
  shiftViewsJson,
  shiftViewsQuery,
} from '../apps/server/src/modules/roster/shift-reads.repo.ts';

const date = process.argv[2];
if (!date) {
  throw new Error('usage: roster-query.ts YYYY-MM-DD (a day of the month to read)');
}
const first = `${date.slice(0, 7)}-01`;
const next = `${addCalendarDays(first, 32).slice(0, 7)}-01`;
const from = zonedWallTimeToInstant(`${first}T00:00`, 'Australia/Sydney');
const to = zonedWallTimeToInstant(`${next}T00:00`, 'Australia/Sydney');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const [company] = await database.db
  .select({ id: companies.id })
  .from(companies)
  .where(eq(companies.name, 'Large Roster Bench Care'));
if (!company) {
  throw new Error('no generated tenant in this database: run bench/roster-tenant.ts first');
}
const where = and(gte(shiftRosters.dateFrom, from), lt(shiftRosters.dateFrom, to));
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < 15; i++) {
  const started = performance.now();
  const text = await shiftViewsJson(database.db, company.id, where ?? sql`true`);
  times.push(performance.now() - started);
  bytes = text.length;
}
times.sort((a, b) => a - b);
console.log(
  `${database.kind}: ${first} to ${next}: ${(bytes / 1024).toFixed(0)} KB; query p50 ${times[7]?.toFixed(0)} ms, min ${times[0]?.toFixed(0)} ms, max ${times[14]?.toFixed(0)} ms`,
);
if (process.env.BENCH_EXPLAIN) {
  // The repo's own statement with its own settings, planned and run.
  await database.db.transaction(async (tx) => {
    await tx.execute(SHIFT_LIST_SETTINGS);
    const result = await tx.execute(
      sql`explain (analyze, buffers) ${shiftViewsQuery(company.id, where ?? sql`true`)}`,
    );
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    console.log(rows.map((row) => Object.values(row)[0]).join('\n'));
  });
}
await database.close();
