import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sahContributionInvoices, sahContributionPayments } from '../../db/schema/index.ts';

/**
 * What each client paid towards their contribution invoices in a month (the payments' dates), for the
 * monthly statement's "contributions you paid" (SUPPORT-AT-HOME.md §10). A read of the contributions
 * area's tables: that area imports this one, so its door cannot be imported back (schema-access.allow.ts).
 */
export async function contributionsPaidBetween(
  db: Queryable,
  companyId: string,
  clientIds: readonly string[],
  fromDate: string,
  toDate: string,
): Promise<Map<string, number>> {
  if (clientIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      clientId: sahContributionInvoices.profileId,
      paidCents: sql<number>`cast(sum(${sahContributionPayments.amountCents}) as integer)`,
    })
    .from(sahContributionPayments)
    .innerJoin(sahContributionInvoices, eq(sahContributionInvoices.id, sahContributionPayments.invoiceId))
    .where(
      and(
        eq(sahContributionPayments.companyId, companyId),
        eq(sahContributionInvoices.companyId, companyId),
        inArray(sahContributionInvoices.profileId, [...clientIds]),
        between(sahContributionPayments.paidOn, fromDate, toDate),
      ),
    )
    .groupBy(sahContributionInvoices.profileId);
  return new Map(rows.map((r) => [r.clientId, Number(r.paidCents)]));
}
