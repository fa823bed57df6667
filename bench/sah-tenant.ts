// The large tenant's Support at Home month for the claims bench (issue 39 item 4, docs/performance.md
// "Support at Home claims"): 500 clients funded by Support at Home (classifications 1–8 in turn, a
// My Aged Care ID, a part pensioner's rates), the company's budget rows, its service list with a
// published price for every service, and 8 delivered services a client in November 2026 (4,000
// shifts, attendances and their approved splits), worked by 120 workers.
import { randomUUID } from 'node:crypto';
import { addCalendarDays, splitAttendance, type WorkBands, zonedWallTimeToInstant } from '@care/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../apps/server/src/db/client.ts';
import {
  attendanceSplits,
  attendances,
  profiles,
  sahClassifications,
  sahClients,
  sahContributionRates,
  sahServicePrices,
  sahServices,
  shiftRosterClients,
  shiftRosters,
} from '../apps/server/src/db/schema/index.ts';
import {
  ensureSahRowsSeeded,
  ensureSahServicesSeeded,
} from '../apps/server/src/modules/support-at-home/support-at-home.api.ts';
import { BENCH_USER, insertInBatches } from './roster-tenant-people.ts';

export const ZONE = 'Australia/Sydney';
/** November 2026: no public holiday in New South Wales, inside the Oct–Dec quarter. */
export const MONTH = { fromDate: '2026-11-01', toDate: '2026-11-30' };
export const SERVICES_PER_CLIENT = 8;
const BANDS: WorkBands = { zone: ZONE, dayStart: '06:00', eveningStart: '20:00', holidays: new Set() };
/** What the clients receive in turn: service, start, hours. */
const VISITS = [
  ['Personal care', '07:30', 1.5],
  ['Domestic assistance', '10:00', 2],
  ['Social support and community engagement', '13:00', 3],
  ['Nursing care', '09:00', 1],
  ['Meals', '12:00', 0.5],
  ['Personal care', '18:30', 2],
] as const;

export async function insertSahMonth(
  db: Queryable,
  p: { companyId: string; staffIds: string[]; clientIds: string[]; now: Date },
) {
  const audit = { userCreated: BENCH_USER, dateCreated: p.now };
  const { companyId, clientIds } = p;
  await ensureSahRowsSeeded(db, companyId, p.now);
  await ensureSahServicesSeeded(db, companyId, p.now);
  const services = await db
    .select({ id: sahServices.id, name: sahServices.name })
    .from(sahServices)
    .where(eq(sahServices.companyId, companyId));
  const idOf = new Map(services.map((s) => [s.name, s.id]));
  await db.insert(sahServicePrices).values(
    services.map((s, i) => ({
      companyId,
      serviceId: s.id,
      kind: 'PRICE',
      amountCents: 6_000 + i * 750,
      effectiveFrom: '2025-11-01',
      source: 'Bench price list',
      ...audit,
    })),
  );
  await db
    .update(profiles)
    .set({ fundingProgram: 'SUPPORT_AT_HOME' })
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, clientIds)));
  await insertInBatches(
    clientIds.map((profileId, i) => ({
      companyId,
      profileId,
      myAgedCareId: `AC${String(10_000_000 + i)}`,
      contributionsPaidCents: (i % 50) * 1_000,
      ...audit,
    })),
    (b) => db.insert(sahClients).values(b),
  );
  await insertInBatches(
    clientIds.map((profileId, i) => ({
      companyId,
      profileId,
      classification: String((i % 8) + 1),
      approvalDate: '2025-10-20',
      startDate: '2025-11-01',
      ...audit,
    })),
    (b) => db.insert(sahClassifications).values(b),
  );
  await insertInBatches(
    clientIds.map((profileId, i) => ({
      companyId,
      profileId,
      effectiveFrom: '2025-11-01',
      pensionStatus: 'PART_PENSIONER',
      independenceBp: 500 + (i % 10) * 250,
      everydayLivingBp: 1750 + (i % 10) * 500,
      ...audit,
    })),
    (b) => db.insert(sahContributionRates).values(b),
  );
  const shifts: (typeof shiftRosters.$inferInsert)[] = [];
  const links: (typeof shiftRosterClients.$inferInsert)[] = [];
  const rows: (typeof attendances.$inferInsert)[] = [];
  const splits: (typeof attendanceSplits.$inferInsert)[] = [];
  clientIds.forEach((profileId, c) => {
    for (let v = 0; v < SERVICES_PER_CLIENT; v++) {
      const [name, at, hours] = VISITS[(c + v) % VISITS.length] as (typeof VISITS)[number];
      const date = addCalendarDays(MONTH.fromDate, (c + v * 4) % 30);
      const start = zonedWallTimeToInstant(`${date}T${at}`, ZONE);
      const end = new Date(start.getTime() + hours * 3_600_000);
      const staffId = p.staffIds[(c * SERVICES_PER_CLIENT + v) % p.staffIds.length] as string;
      const shiftId = randomUUID();
      shifts.push({
        id: shiftId,
        companyId,
        staffId,
        dateFrom: start,
        dateTo: end,
        activities: 'Personal Support',
        sahServiceId: idOf.get(name) ?? null,
        ...audit,
      });
      links.push({ shiftRosterId: shiftId, profileId, companyId, position: 0 });
      const attendanceId = randomUUID();
      // Some visits run a few minutes short or over (the delivered-time rule decides).
      const clockOut = new Date(end.getTime() + (((c + v) % 5) - 2) * 4 * 60_000);
      rows.push({
        id: attendanceId,
        companyId,
        shiftRosterId: shiftId,
        staffId,
        clockIn: start,
        clockOut,
        startKm: 1000,
        endKm: 1004,
        clockInCheck: true,
        clockOutCheck: true,
        ...audit,
      });
      for (const piece of splitAttendance(
        { clockIn: start, clockOut, isNightShift: false, isExceptionalShift: false },
        BANDS,
      )) {
        splits.push({
          companyId,
          attendanceId,
          code: piece.code,
          clockIn: piece.clockIn,
          clockOut: piece.clockOut,
          durationTicks: piece.durationTicks,
          localDate: piece.localDate,
          totalKm: 0,
          status: 'Approved',
          ...audit,
        });
      }
    }
  });
  await insertInBatches(shifts, (b) => db.insert(shiftRosters).values(b));
  await insertInBatches(links, (b) => db.insert(shiftRosterClients).values(b));
  await insertInBatches(rows, (b) => db.insert(attendances).values(b));
  await insertInBatches(splits, (b) => db.insert(attendanceSplits).values(b));
  return { attendances: rows.length, splits: splits.length };
}
