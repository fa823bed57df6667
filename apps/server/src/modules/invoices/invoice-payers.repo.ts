import type { PayerPlan } from '@care/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { clientPlans, profiles } from '../../db/schema/index.ts';

// Who pays a client's invoice: the plan in force over the period, and the participant billed.

const fullName = personNameSql(profiles);

/** The plan that decides who pays a client's invoice of a period: the latest-starting plan overlapping it. */
export async function payerPlansOf(
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
  period: { fromDate: string; toDate: string },
): Promise<Map<string, PayerPlan>> {
  const out = new Map<string, PayerPlan>();
  if (profileIds.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      profileId: clientPlans.profileId,
      management: clientPlans.management,
      planManager: clientPlans.planManager,
      planManagerEmail: clientPlans.planManagerEmail,
      planManagerAbn: clientPlans.planManagerAbn,
      planManagerAddress: clientPlans.planManagerAddress,
      representativeName: clientPlans.representativeName,
      representativeEmail: clientPlans.representativeEmail,
      representativeAddress: clientPlans.representativeAddress,
    })
    .from(clientPlans)
    .where(
      and(
        eq(clientPlans.companyId, companyId),
        inArray(clientPlans.profileId, [...profileIds]),
        lte(clientPlans.startDate, period.toDate),
        gte(clientPlans.endDate, period.fromDate),
      ),
    )
    .orderBy(desc(clientPlans.startDate), asc(clientPlans.id));
  for (const { profileId, ...plan } of rows) {
    if (!out.has(profileId)) {
      out.set(profileId, plan);
    }
  }
  return out;
}

/** A client as an invoice's bill-to and header name them. */
export async function billedParticipant(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({
      fullName,
      email: profiles.email,
      ndisNo: profiles.ndisNo,
      address: sql<
        string | null
      >`nullif(concat_ws(', ', nullif(${profiles.address}, ''), nullif(${profiles.suburb}, ''), nullif(concat_ws(' ', nullif(${profiles.state}, ''), nullif(${profiles.postcode}, '')), '')), '')`,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)))
    .limit(1);
  return row;
}
