import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sahClassifications, sahClients, sahContributionRates } from '../../db/schema/index.ts';

/** The client's program details, or undefined before the first save. */
export async function programOf(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({
      myAgedCareId: sahClients.myAgedCareId,
      grandfathered: sahClients.grandfathered,
      contributionsPaidCents: sahClients.contributionsPaidCents,
      contributionsPaidAsOf: sahClients.contributionsPaidAsOf,
      carePartnerStaffId: sahClients.carePartnerStaffId,
    })
    .from(sahClients)
    .where(and(eq(sahClients.companyId, companyId), eq(sahClients.profileId, profileId)))
    .limit(1);
  return row;
}

export interface ProgramValues {
  myAgedCareId: string | null;
  grandfathered: boolean;
  contributionsPaidCents: number;
  contributionsPaidAsOf: string | null;
  carePartnerStaffId: string | null;
}

/** Adds or replaces the client's program details (one row per client). */
export async function saveProgram(
  db: Queryable,
  companyId: string,
  profileId: string,
  v: ProgramValues,
  now: Date,
  user: string,
): Promise<void> {
  await db
    .insert(sahClients)
    .values({ companyId, profileId, ...v, dateCreated: now, userCreated: user })
    .onConflictDoUpdate({
      target: [sahClients.companyId, sahClients.profileId],
      set: { ...v, dateModified: now, userModified: user },
    });
}

/** The client's classifications, oldest first. */
export function classificationsOf(db: Queryable, companyId: string, profileId: string) {
  return db
    .select({
      classificationId: sahClassifications.id,
      classification: sahClassifications.classification,
      approvalDate: sahClassifications.approvalDate,
      startDate: sahClassifications.startDate,
    })
    .from(sahClassifications)
    .where(and(eq(sahClassifications.companyId, companyId), eq(sahClassifications.profileId, profileId)))
    .orderBy(asc(sahClassifications.startDate));
}

export async function insertClassification(
  db: Queryable,
  companyId: string,
  profileId: string,
  v: { classification: string; approvalDate: string; startDate: string },
  now: Date,
  user: string,
): Promise<string> {
  const [row] = await db
    .insert(sahClassifications)
    .values({ companyId, profileId, ...v, dateCreated: now, userCreated: user })
    .returning({ id: sahClassifications.id });
  return row?.id ?? '';
}

/** The client's contribution rates, oldest first. */
export function contributionRatesOf(db: Queryable, companyId: string, profileId: string) {
  return db
    .select({
      rateId: sahContributionRates.id,
      effectiveFrom: sahContributionRates.effectiveFrom,
      pensionStatus: sahContributionRates.pensionStatus,
      independenceBp: sahContributionRates.independenceBp,
      everydayLivingBp: sahContributionRates.everydayLivingBp,
    })
    .from(sahContributionRates)
    .where(and(eq(sahContributionRates.companyId, companyId), eq(sahContributionRates.profileId, profileId)))
    .orderBy(asc(sahContributionRates.effectiveFrom));
}

export async function insertContributionRate(
  db: Queryable,
  companyId: string,
  profileId: string,
  v: { effectiveFrom: string; pensionStatus: string; independenceBp: number; everydayLivingBp: number },
  now: Date,
  user: string,
): Promise<string> {
  const [row] = await db
    .insert(sahContributionRates)
    .values({ companyId, profileId, ...v, dateCreated: now, userCreated: user })
    .returning({ id: sahContributionRates.id });
  return row?.id ?? '';
}
