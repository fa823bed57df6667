// The demo's Support at Home clients (issue 39 item 7, part one): four older clients beside the NDIS
// participants — classifications 2, 4 (a part pensioner) and 6 (a grandfathered full pensioner), and
// one on the End-of-Life pathway — with their rates, care partners and the company's budget rows.
// Dated from the seed's clock: each started a few months before it, End-of-Life three weeks before.

import { addCalendarDays, calendarDateInZone } from '@care/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  profiles,
  sahClassifications,
  sahClients,
  sahContributionRates,
  staffs,
} from '../db/schema/index.ts';
import { ensureSahRowsSeeded } from '../modules/support-at-home/support-at-home.api.ts';
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
  return ids;
}
