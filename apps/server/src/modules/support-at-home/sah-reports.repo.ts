import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sahClaimBatches, sahClaimLines, sahClassifications } from '../../db/schema/index.ts';

/** Every classification row of the company's clients, oldest first (the report takes the one in force). */
export function companyClassifications(db: Queryable, companyId: string) {
  return db
    .select({
      profileId: sahClassifications.profileId,
      classification: sahClassifications.classification,
      startDate: sahClassifications.startDate,
    })
    .from(sahClassifications)
    .where(eq(sahClassifications.companyId, companyId))
    .orderBy(asc(sahClassifications.startDate));
}

/**
 * The claimed lines not paid: submitted, or rejected and not claimed again since (a split claimed
 * again has a later line that is not rejected), with the day their claim was made.
 */
export function outstandingClaimLines(db: Queryable, companyId: string) {
  const later = sql`exists (
    select 1 from ${sahClaimLines} as again
    where again.company_id = ${sahClaimLines.companyId}
      and again.profile_id = ${sahClaimLines.profileId}
      and again.attendance_split_id = ${sahClaimLines.attendanceSplitId}
      and again.status <> 'Rejected')`;
  return db
    .select({
      profileId: sahClaimLines.profileId,
      serviceDate: sahClaimLines.serviceDate,
      status: sahClaimLines.status,
      governmentCents: sahClaimLines.governmentCents,
      claimedAt: sahClaimBatches.dateCreated,
    })
    .from(sahClaimLines)
    .innerJoin(sahClaimBatches, eq(sahClaimBatches.id, sahClaimLines.claimBatchId))
    .where(
      and(
        eq(sahClaimLines.companyId, companyId),
        inArray(sahClaimLines.status, ['Submitted', 'Rejected']),
        sql`(${sahClaimLines.status} = 'Submitted' or not ${later})`,
      ),
    );
}
