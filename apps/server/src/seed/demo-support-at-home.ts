// The demo's Support at Home clients (issue 39 item 7, part one): four older clients beside the NDIS
// participants — classifications 2, 4 (a part pensioner) and 6 (a grandfathered full pensioner), and
// one on the End-of-Life pathway — with their rates, care partners and the company's budget rows.
// Dated from the seed's clock: each started a few months before it, End-of-Life three weeks before.

import { addCalendarDays, calendarDateInZone, zonedWallTimeToInstant } from '@care/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  profiles,
  sahClassifications,
  sahClients,
  sahContributionRates,
  sahServicePrices,
  sahServices,
  shiftRosterClients,
  shiftRosters,
  staffs,
} from '../db/schema/index.ts';
import {
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
}
