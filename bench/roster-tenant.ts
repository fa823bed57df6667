// The large-tenant roster generator (issue 12, Scale): one company with 1,000 staff, 3,000 clients
// and 60,000 shifts over a year around a date, in one transaction, on PGlite or PostgreSQL.
//   npx tsx bench/roster-tenant.ts [YYYY-MM-DD]     (DATABASE_URL, or DATA_DIR for PGlite)
// The owner signs in as owner@roster-bench.test with the demo password.
import { calendarDateInZone } from '@care/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { insertTenantPeople } from './roster-tenant-people.ts';
import { insertShifts, planShifts } from './roster-tenant-shifts.ts';

export const ROSTER_TENANT = {
  staff: 1000,
  clients: 3000,
  shifts: 60_000,
  days: 365,
  domain: 'roster-bench.test',
  password: DEMO_PASSWORD,
} as const;

export interface GeneratedTenant {
  companyId: string;
  adminEmail: string;
  password: string;
  aroundDate: string;
  shifts: number;
  attendances: number;
  ms: number;
}

/** Generates the tenant; `now` decides which shifts are past (attended) and upcoming. */
export async function generateRosterTenant(
  db: Db,
  o: { aroundDate: string; now: Date; scale?: number },
): Promise<GeneratedTenant> {
  const started = performance.now();
  const scale = o.scale ?? 1;
  const passwordHash = await hashPassword(ROSTER_TENANT.password);
  const result = await db.transaction(async (tx) => {
    const people = await insertTenantPeople(tx, {
      staff: Math.round(ROSTER_TENANT.staff * scale),
      clients: Math.round(ROSTER_TENANT.clients * scale),
      passwordHash,
      domain: ROSTER_TENANT.domain,
      now: o.now,
    });
    const plan = planShifts(people, {
      total: Math.round(ROSTER_TENANT.shifts * scale),
      aroundDate: o.aroundDate,
      days: ROSTER_TENANT.days,
      now: o.now,
    });
    await insertShifts(tx, plan);
    return { people, plan };
  });
  // Fresh statistics, as autovacuum would gather them soon after a real tenant's import.
  await db.execute(sql`analyze`);
  return {
    companyId: result.people.companyId,
    adminEmail: result.people.adminEmail,
    password: ROSTER_TENANT.password,
    aroundDate: o.aroundDate,
    shifts: result.plan.shifts.length,
    attendances: result.plan.attendances.length,
    ms: performance.now() - started,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const now = new Date();
  const aroundDate = process.argv[2] ?? calendarDateInZone(now, 'Australia/Sydney');
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR,
  });
  await database.migrate();
  const t = await generateRosterTenant(database.db, { aroundDate, now });
  console.log(
    `${database.kind}: ${t.shifts} shifts (${t.attendances} attended) around ${aroundDate} in ${(t.ms / 1000).toFixed(1)} s; sign in as ${t.adminEmail} / ${t.password}`,
  );
  await database.close();
}
