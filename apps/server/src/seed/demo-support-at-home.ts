// The demo's Support at Home clients (issue 39 item 7, part one): four older clients beside the NDIS
// participants — classifications 2, 4 (a part pensioner) and 6 (a grandfathered full pensioner), and
// one on the End-of-Life pathway — with their rates, care partners and the company's budget rows.
// Dated from the seed's clock: each started a few months before it, End-of-Life three weeks before.

import { addCalendarDays, calendarDateInZone, zonedWallTimeToInstant } from '@care/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  attendanceSplits,
  attendances,
  profiles,
  sahClaimLines,
  sahClassifications,
  sahClients,
  sahContributionRates,
  sahServicePrices,
  sahServices,
  shiftRosterClients,
  shiftRosters,
  staffs,
} from '../db/schema/index.ts';
import { recomputeSplits } from '../modules/attendance/attendance.api.ts';
import {
  applySahStatement,
  claimPassingLines,
  ensureSahRowsSeeded,
  ensureSahServicesSeeded,
} from '../modules/support-at-home/support-at-home.api.ts';
import { phone } from './demo-seeder.ts';

const SEEDER = 'demo-seed';

interface DemoSahClient {
  firstName: string;
  surName: string;
  gender: string;
  dateOfBirth: string;
  classification: string;
  /** Days before the seed's date that services started. */
  startedDaysAgo: number;
  pensionStatus: string;
  independenceBp: number;
  everydayLivingBp: number;
  grandfathered: boolean;
  contributionsPaidCents: number;
}

export const DEMO_SAH_CLIENTS: readonly DemoSahClient[] = [
  {
    firstName: 'Dorothy',
    surName: 'Papadopoulos',
    gender: 'Female',
    dateOfBirth: '1941-03-09',
    classification: '2',
    startedDaysAgo: 300,
    pensionStatus: 'FULL_PENSIONER',
    independenceBp: 500,
    everydayLivingBp: 1750,
    grandfathered: false,
    contributionsPaidCents: 41_250,
  },
  {
    firstName: 'Kevin',
    surName: 'Nguyen',
    gender: 'Male',
    dateOfBirth: '1946-11-21',
    classification: '4',
    startedDaysAgo: 200,
    pensionStatus: 'PART_PENSIONER',
    independenceBp: 1200,
    everydayLivingBp: 3800,
    grandfathered: false,
    contributionsPaidCents: 98_760,
  },
  {
    firstName: 'Margaret',
    surName: "O'Sullivan",
    gender: 'Female',
    dateOfBirth: '1938-06-02',
    classification: '6',
    startedDaysAgo: 380,
    pensionStatus: 'FULL_PENSIONER',
    independenceBp: 0,
    everydayLivingBp: 0,
    grandfathered: true,
    contributionsPaidCents: 0,
  },
  {
    firstName: 'Arthur',
    surName: 'Bennett',
    gender: 'Male',
    dateOfBirth: '1940-01-15',
    classification: 'END_OF_LIFE',
    startedDaysAgo: 21,
    pensionStatus: 'SELF_FUNDED',
    independenceBp: 5000,
    everydayLivingBp: 8000,
    grandfathered: false,
    contributionsPaidCents: 12_600,
  },
];

/** Seeds the budget rows and the Support at Home clients; returns their profile ids. */
export async function seedDemoSupportAtHome(db: Queryable, companyId: string, now: Date): Promise<string[]> {
  await ensureSahRowsSeeded(db, companyId, now);
  const today = calendarDateInZone(now, 'Australia/Sydney');
  const workers = await db
    .select({ id: staffs.id })
    .from(staffs)
    .where(eq(staffs.companyId, companyId))
    .orderBy(sql`${staffs.maxStaffId} asc nulls last`, asc(staffs.id))
    .limit(DEMO_SAH_CLIENTS.length);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.companyId, companyId));
  const ids: string[] = [];
  for (const [i, p] of DEMO_SAH_CLIENTS.entries()) {
    const start = addCalendarDays(today, -p.startedDaysAgo);
    // The program began on 1 November 2025: nobody is on it before.
    const started = start < '2025-11-01' ? '2025-11-01' : start;
    const [row] = await db
      .insert(profiles)
      .values({
        companyId,
        firstName: p.firstName,
        surName: p.surName,
        email: `${p.firstName.toLowerCase()}.${p.surName.toLowerCase().replace(/\W/g, '')}@example.com.au`,
        phoneNumber: phone(120 + i),
        gender: p.gender,
        dateOfBirth: p.dateOfBirth,
        contactId: `CL-${String(n + i + 1).padStart(4, '0')}`,
        fundingProgram: 'SUPPORT_AT_HOME',
        agreementStartDate: started,
        agreementEndDate: addCalendarDays(started, 364),
        preferredLanguage: ['Greek', 'Vietnamese', 'English', 'English'][i],
        userCreated: SEEDER,
        dateCreated: now,
      })
      .returning({ id: profiles.id });
    const profileId = row?.id as string;
    ids.push(profileId);
    const base = { companyId, profileId, userCreated: SEEDER, dateCreated: now };
    await db.insert(sahClients).values({
      ...base,
      myAgedCareId: `AC${String(40_123_456 + i * 1_111).padStart(8, '0')}`,
      grandfathered: p.grandfathered,
      contributionsPaidCents: p.contributionsPaidCents,
      contributionsPaidAsOf: addCalendarDays(today, -7),
      carePartnerStaffId: workers[i % Math.max(workers.length, 1)]?.id ?? null,
    });
    await db.insert(sahClassifications).values({
      ...base,
      classification: p.classification,
      approvalDate: addCalendarDays(started, -10),
      startDate: started,
    });
    await db.insert(sahContributionRates).values({
      ...base,
      effectiveFrom: started,
      pensionStatus: p.pensionStatus,
      independenceBp: p.independenceBp,
      everydayLivingBp: p.everydayLivingBp,
    });
  }
  await seedDemoServices(
    db,
    companyId,
    now,
    today,
    ids,
    workers.map((w) => w.id),
  );
  return ids;
}

/** Harbourside's published prices (per hour, meal or trip) from the program's start; no caps yet (§6). */
const DEMO_PRICES: Record<string, number> = {
  'Nursing care': 14_500,
  'Allied health and other therapeutic services': 19_000,
  'Personal care': 9_850,
  'Social support and community engagement': 7_800,
  Transport: 3_500,
  'Domestic assistance': 8_200,
  Meals: 1_450,
};

/** Each client's services on the roster ahead (issue 39 item 3): [service, days from today, hour, hours]. */
const DEMO_SERVICE_SHIFTS: readonly (readonly [string, number, number, number])[][] = [
  [
    ['Domestic assistance', 2, 10, 2],
    ['Personal care', 5, 9, 1],
  ],
  [
    ['Personal care', 1, 8, 1.5],
    ['Social support and community engagement', 3, 13, 3],
  ],
  [
    ['Personal care', 1, 9, 2],
    ['Nursing care', 4, 11, 1],
  ],
  [['Nursing care', 1, 14, 1.5]],
];

/** The service list, its prices, and shifts ahead naming their service for each demo client. */
async function seedDemoServices(
  db: Queryable,
  companyId: string,
  now: Date,
  today: string,
  clientIds: readonly string[],
  workerIds: readonly string[],
) {
  await ensureSahServicesSeeded(db, companyId, now);
  const services = await db
    .select({ id: sahServices.id, name: sahServices.name })
    .from(sahServices)
    .where(eq(sahServices.companyId, companyId));
  const idOf = new Map(services.map((s) => [s.name, s.id]));
  await db.insert(sahServicePrices).values(
    Object.entries(DEMO_PRICES).map(([name, amountCents]) => ({
      companyId,
      serviceId: idOf.get(name) as string,
      kind: 'PRICE',
      amountCents,
      effectiveFrom: '2025-11-01',
      source: 'Harbourside published price list (website and My Aged Care)',
      userCreated: SEEDER,
      dateCreated: now,
    })),
  );
  for (const [i, profileId] of clientIds.entries()) {
    for (const [name, days, hour, hours] of DEMO_SERVICE_SHIFTS[i] ?? []) {
      const day = addCalendarDays(today, days);
      const from = zonedWallTimeToInstant(`${day}T${String(hour).padStart(2, '0')}:00`, 'Australia/Sydney');
      const [shift] = await db
        .insert(shiftRosters)
        .values({
          companyId,
          staffId: workerIds[i % Math.max(workerIds.length, 1)] ?? null,
          dateFrom: from,
          dateTo: new Date(from.getTime() + hours * 3_600_000),
          activities: 'Personal Support',
          description: name,
          sahServiceId: idOf.get(name) ?? null,
          userCreated: SEEDER,
          dateCreated: now,
        })
        .returning({ id: shiftRosters.id });
      await db
        .insert(shiftRosterClients)
        .values({ shiftRosterId: shift?.id as string, profileId, companyId });
    }
  }
  await seedDemoDeliveries(db, companyId, now, today, clientIds, workerIds, idOf);
}

/**
 * Each client's delivered services (issue 39 item 4): [service, day, hour, hours] worked as rostered
 * (a few minutes either side) with every split approved. Day ≥ 1 is that day of last month; day ≤ 0
 * is days before today (End-of-Life started three weeks ago).
 */
const DEMO_DELIVERED: readonly (readonly [string, number, number, number])[][] = [
  [
    ['Domestic assistance', 6, 10, 2],
    ['Personal care', 13, 9, 1],
    ['Domestic assistance', 20, 10, 2],
    ['Meals', 27, 12, 0.5],
  ],
  [
    ['Personal care', 5, 8, 1.5],
    ['Social support and community engagement', 14, 13, 3],
    ['Personal care', 19, 8, 1.5],
  ],
  [
    ['Personal care', 7, 9, 2],
    ['Nursing care', 21, 11, 1],
  ],
  [
    ['Nursing care', -14, 14, 1.5],
    ['Nursing care', -7, 14, 1.5],
  ],
];

/**
 * The delivered services, then last month claimed as the office would (the passing lines) and its
 * payment statement imported: every line paid but Margaret's nursing care, rejected by Services
 * Australia, which comes back in the pre-flight to claim again. End-of-Life's lines (this month)
 * wait for the next claim.
 */
async function seedDemoDeliveries(
  db: Queryable,
  companyId: string,
  now: Date,
  today: string,
  clientIds: readonly string[],
  workerIds: readonly string[],
  idOf: ReadonlyMap<string, string>,
) {
  const lastMonthEnd = addCalendarDays(`${today.slice(0, 7)}-01`, -1);
  const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`;
  const attendanceIds: string[] = [];
  for (const [i, profileId] of clientIds.entries()) {
    for (const [k, [name, dayOf, hour, hours]] of (DEMO_DELIVERED[i] ?? []).entries()) {
      const day = dayOf >= 1 ? addCalendarDays(lastMonthStart, dayOf - 1) : addCalendarDays(today, dayOf);
      const from = zonedWallTimeToInstant(`${day}T${String(hour).padStart(2, '0')}:00`, 'Australia/Sydney');
      const to = new Date(from.getTime() + hours * 3_600_000);
      const staffId = workerIds[i % Math.max(workerIds.length, 1)] as string;
      const [shift] = await db
        .insert(shiftRosters)
        .values({
          companyId,
          staffId,
          dateFrom: from,
          dateTo: to,
          activities: 'Personal Support',
          description: name,
          sahServiceId: idOf.get(name) ?? null,
          userCreated: SEEDER,
          dateCreated: new Date(from.getTime() - 14 * 24 * 3_600_000),
        })
        .returning({ id: shiftRosters.id });
      await db
        .insert(shiftRosterClients)
        .values({ shiftRosterId: shift?.id as string, profileId, companyId });
      const early = ((i + k) % 3) - 1;
      const [attendance] = await db
        .insert(attendances)
        .values({
          companyId,
          shiftRosterId: shift?.id as string,
          staffId,
          clockIn: new Date(from.getTime() + early * 60_000),
          clockOut: new Date(to.getTime() + ((k % 3) - 1) * 3 * 60_000),
          startKm: 10_000 + i * 100 + k,
          endKm: 10_005 + i * 100 + k,
          clockInCheck: true,
          clockOutCheck: true,
          source: 'clock',
          userCreated: SEEDER,
          dateCreated: from,
        })
        .returning({ id: attendances.id });
      attendanceIds.push(attendance?.id as string);
    }
  }
  await recomputeSplits(db, companyId, attendanceIds, null);
  await db
    .update(attendanceSplits)
    .set({ status: 'Approved', statusChangedAt: now, statusChangedBy: 'owner@harbourside.demo' })
    .where(inArray(attendanceSplits.attendanceId, attendanceIds));
  const claim = await claimPassingLines(db, {
    companyId,
    userId: SEEDER,
    now,
    period: { fromDate: lastMonthStart, toDate: lastMonthEnd },
  });
  const lines = await db
    .select({
      reference: sahClaimLines.reference,
      serviceName: sahClaimLines.serviceName,
      profileId: sahClaimLines.profileId,
      governmentCents: sahClaimLines.governmentCents,
    })
    .from(sahClaimLines)
    .where(and(eq(sahClaimLines.companyId, companyId), eq(sahClaimLines.claimBatchId, claim.claimBatchId)));
  const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  const statement = [
    'External Reference,Status,Government Paid,Reason',
    ...lines.map((l) =>
      l.profileId === clientIds[2] && l.serviceName === 'Nursing care'
        ? `${l.reference},Rejected,,No entry date for the funding source covering the service date`
        : `${l.reference},Paid,${money(l.governmentCents)},`,
    ),
  ].join('\r\n');
  await applySahStatement(db, companyId, statement, now);
}
