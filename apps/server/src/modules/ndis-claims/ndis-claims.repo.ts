import type { ClaimedLine, PreflightPlan } from '@care/domain';
import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  claimBatches,
  claimBatchLines,
  clientPlans,
  companies,
  invoiceLines,
  profiles,
} from '../../db/schema/index.ts';
import { invoiceSettingsOf, sentPayerNumbersSql } from '../invoices/invoices.api.ts';
import { clientNameSql } from './claim-batches.repo.ts';

// The batch reads and the result's writes live in claim-batches.repo.ts (re-exported for callers of this one).
export {
  batchFile,
  batchLineCounts,
  batchLineRows,
  batchRows,
  clientNameSql,
  markBatchProcessed,
  setLineOutcome,
} from './claim-batches.repo.ts';

const l = invoiceLines;
const b = claimBatches;
const bl = claimBatchLines;

/** What the claim file and the pre-flight read of the company. */
export async function claimCompany(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      ndisRegistrationNumber: companies.ndisRegistrationNumber,
      abn: companies.abn,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) {
    return undefined;
  }
  const { claimDateFormat, claimGstCode } = await invoiceSettingsOf(db, companyId);
  return { ...row, claimDateFormat, claimGstCode };
}

/** Whether the client is one of the company's. */
export async function isCompanyClient(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The saved lines dated in the period not yet claimed (or rejected, to claim again), of one client
 * or all, by client name, date and start; with the client's NDIS number and place and the group's
 * size.
 */
export function candidateLines(
  db: Queryable,
  companyId: string,
  period: { fromDate: string; toDate: string },
  profileId: string | null,
) {
  return db
    .select({
      invoicesId: l.id,
      profileId: l.profileId,
      clientName: clientNameSql,
      ndisNo: profiles.ndisNo,
      state: profiles.state,
      remoteness: profiles.remoteness,
      date: l.date,
      dateFrom: l.dateFrom,
      dateTo: l.dateTo,
      supportItemId: l.supportItemId,
      itemNumber: l.itemNumber,
      itemName: l.itemName,
      unit: l.unit,
      durationTicks: l.durationTicks,
      agreedDurationTicks: l.agreedDurationTicks,
      billedDurationTicks: l.billedDurationTicks,
      shortDelivery: l.shortDelivery,
      shiftRosterId: l.shiftRosterId,
      shiftCode: l.shiftCode,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      claimType: l.claimType,
      cancellationReason: l.cancellationReason,
      invoiceNumber: l.invoiceNumber,
      lineNumber: l.lineNumber,
      claimStatus: l.claimStatus,
      groupSize: sql<number | null>`(${l.explanation} -> 'pricing' ->> 'groupSize')::int`,
    })
    .from(l)
    .innerJoin(profiles, eq(profiles.id, l.profileId))
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.status, 'Saved'),
        gte(l.date, period.fromDate),
        lte(l.date, period.toDate),
        or(isNull(l.claimStatus), eq(l.claimStatus, 'Rejected')),
        profileId ? eq(l.profileId, profileId) : undefined,
        // Only NDIA-managed lines are claimed: a plan- or self-managed invoice is sent to its payer.
        sql`not coalesce(${l.invoiceNumber} in ${sentPayerNumbersSql(companyId)}, false)`,
      ),
    )
    .orderBy(asc(clientNameSql), asc(l.profileId), asc(l.date), asc(l.dateFrom), asc(l.id));
}
export type CandidateLine = Awaited<ReturnType<typeof candidateLines>>[number];

/** How many times each of these lines was rejected (only a Rejected line has been). */
export async function rejectionCounts(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: bl.invoiceLineId, n: count() })
    .from(bl)
    .where(and(eq(bl.companyId, companyId), inArray(bl.invoiceLineId, [...ids]), eq(bl.status, 'Rejected')))
    .groupBy(bl.invoiceLineId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The clients' plans, by client. */
export async function plansByClient(
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
): Promise<Map<string, PreflightPlan[]>> {
  const out = new Map<string, PreflightPlan[]>();
  if (profileIds.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      profileId: clientPlans.profileId,
      startDate: clientPlans.startDate,
      endDate: clientPlans.endDate,
      management: clientPlans.management,
      planManager: clientPlans.planManager,
    })
    .from(clientPlans)
    .where(and(eq(clientPlans.companyId, companyId), inArray(clientPlans.profileId, [...profileIds])));
  for (const { profileId, ...plan } of rows) {
    out.set(profileId, [...(out.get(profileId) ?? []), plan]);
  }
  return out;
}

/**
 * The clients' lines already claimed or paid dated within these days (duplicates are looked for
 * among them), by client.
 */
export async function claimedByClient(
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
  days: { from: string; to: string },
): Promise<Map<string, ClaimedLine[]>> {
  const out = new Map<string, ClaimedLine[]>();
  if (profileIds.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      invoicesId: l.id,
      profileId: l.profileId,
      shiftRosterId: l.shiftRosterId,
      itemNumber: l.itemNumber,
      dateFrom: l.dateFrom,
      dateTo: l.dateTo,
    })
    .from(l)
    .where(
      and(
        eq(l.companyId, companyId),
        inArray(l.profileId, [...profileIds]),
        inArray(l.claimStatus, ['Claimed', 'Paid']),
        gte(l.date, days.from),
        lte(l.date, days.to),
      ),
    );
  for (const row of rows) {
    out.set(row.profileId, [...(out.get(row.profileId) ?? []), row]);
  }
  return out;
}

/** The next batch number of the company (1 for the first). */
export async function nextBatchNumber(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${b.batchNumber})` })
    .from(b)
    .where(eq(b.companyId, companyId));
  return Number(row?.max ?? 0) + 1;
}

export async function insertBatch(db: Queryable, values: typeof claimBatches.$inferInsert): Promise<string> {
  const [row] = await db.insert(b).values(values).returning({ id: b.id });
  if (!row) {
    throw new Error('claim batch insert returned nothing');
  }
  return row.id;
}

/** Inserts a batch's lines, in chunks (up to 5,000 lines would pass PostgreSQL's parameter limit at once). */
export async function insertBatchLines(db: Queryable, values: (typeof claimBatchLines.$inferInsert)[]) {
  for (let i = 0; i < values.length; i += 1000) {
    await db.insert(bl).values(values.slice(i, i + 1000));
  }
}

// A line's claim is written on the invoice line, which the invoices module owns.
export { markLinesClaimed } from '../invoices/invoices.api.ts';
