import type { ClaimedLine, PreflightPlan } from '@care/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  claimBatches,
  claimBatchLines,
  clientPlans,
  companies,
  invoiceLines,
  profiles,
} from '../../db/schema/index.ts';

const l = invoiceLines;
const b = claimBatches;
const bl = claimBatchLines;

/** A client's full name as lists show it. */
export const clientNameSql = sql<string>`trim(concat_ws(' ', nullif(trim(${profiles.firstName}), ''), nullif(trim(${profiles.middleName}), ''), nullif(trim(${profiles.surName}), '')))`;

/** What the claim file and the pre-flight read of the company. */
export async function claimCompany(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      ndisRegistrationNumber: companies.ndisRegistrationNumber,
      abn: companies.abn,
      claimDateFormat: companies.claimDateFormat,
      claimGstCode: companies.claimGstCode,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

/**
 * Locks the company's row until the transaction ends: batches of one company are made one after
 * another, so the second sees the first's claimed lines and its batch number.
 */
export async function lockCompanyForClaims(db: Queryable, companyId: string): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
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
      agreedDurationTicks: l.agreedDurationTicks,
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

/**
 * Marks the lines Claimed in the batch, only those still unclaimed or rejected; returns how many
 * changed (fewer than asked: another batch took some meanwhile).
 */
export async function markLinesClaimed(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
  claimBatchId: string,
  change: { now: Date; user: string },
): Promise<number> {
  const rows = await db
    .update(l)
    .set({
      claimStatus: 'Claimed',
      claimBatchId,
      claimMessage: null,
      dateModified: change.now,
      userModified: change.user,
    })
    .where(
      and(
        eq(l.companyId, companyId),
        inArray(l.id, [...ids]),
        or(isNull(l.claimStatus), eq(l.claimStatus, 'Rejected')),
      ),
    )
    .returning({ id: l.id });
  return rows.length;
}

const batchColumns = {
  claimBatchId: b.id,
  batchNumber: b.batchNumber,
  fileName: b.fileName,
  periodFrom: b.periodFrom,
  periodTo: b.periodTo,
  profileId: b.profileId,
  clientName: sql<string | null>`case when ${profiles.id} is null then null else ${clientNameSql} end`,
  rowCount: b.rowCount,
  totalCents: b.totalCents,
  status: b.status,
  dateCreated: b.dateCreated,
  userCreated: b.userCreated,
  resultImportedAt: b.resultImportedAt,
};

/** The company's batches (or one), newest first. */
export function batchRows(db: Queryable, companyId: string, where?: SQL) {
  return db
    .select(batchColumns)
    .from(b)
    .leftJoin(profiles, eq(profiles.id, b.profileId))
    .where(and(eq(b.companyId, companyId), where))
    .orderBy(desc(b.batchNumber));
}
export type BatchRow = Awaited<ReturnType<typeof batchRows>>[number];

/** How many lines of each batch are Claimed, Paid and Rejected. */
export async function batchLineCounts(db: Queryable, companyId: string, batchIds: readonly string[]) {
  const out = new Map<string, Record<string, number>>();
  if (batchIds.length === 0) {
    return out;
  }
  const rows = await db
    .select({ batchId: bl.claimBatchId, status: bl.status, n: count() })
    .from(bl)
    .where(and(eq(bl.companyId, companyId), inArray(bl.claimBatchId, [...batchIds])))
    .groupBy(bl.claimBatchId, bl.status);
  for (const row of rows) {
    out.set(row.batchId, { ...(out.get(row.batchId) ?? {}), [row.status]: row.n });
  }
  return out;
}

/** A batch's lines in file order, with their invoice line's client and item. */
export function batchLineRows(db: Queryable, companyId: string, batchId: string) {
  return db
    .select({
      batchLineId: bl.id,
      invoicesId: bl.invoiceLineId,
      rowNumber: bl.rowNumber,
      claimReference: bl.claimReference,
      clientName: clientNameSql,
      ndisNo: profiles.ndisNo,
      date: l.date,
      itemNumber: l.itemNumber,
      amountCents: bl.amountCents,
      status: bl.status,
      message: bl.message,
    })
    .from(bl)
    .innerJoin(l, eq(l.id, bl.invoiceLineId))
    .innerJoin(profiles, eq(profiles.id, l.profileId))
    .where(and(eq(bl.companyId, companyId), eq(bl.claimBatchId, batchId)))
    .orderBy(asc(bl.rowNumber));
}

/** The stored file of a batch of the company, or undefined. */
export async function batchFile(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ fileName: b.fileName, csv: b.csv })
    .from(b)
    .where(and(eq(b.companyId, companyId), eq(b.id, id)))
    .limit(1);
  return row;
}

/** The portal's answer on one batch line, and on its invoice line while this batch is its last claim. */
export async function setLineOutcome(
  db: Queryable,
  companyId: string,
  line: { batchLineId: string; invoicesId: string; claimBatchId: string },
  outcome: { status: 'Paid' | 'Rejected'; message: string | null; now: Date; user: string },
) {
  await db
    .update(bl)
    .set({ status: outcome.status, message: outcome.message })
    .where(and(eq(bl.companyId, companyId), eq(bl.id, line.batchLineId)));
  await db
    .update(l)
    .set({
      claimStatus: outcome.status,
      claimMessage: outcome.message,
      dateModified: outcome.now,
      userModified: outcome.user,
    })
    .where(and(eq(l.companyId, companyId), eq(l.id, line.invoicesId), eq(l.claimBatchId, line.claimBatchId)));
}

/** The batch's result was imported. */
export async function markBatchProcessed(
  db: Queryable,
  companyId: string,
  id: string,
  change: { now: Date; user: string },
) {
  await db
    .update(b)
    .set({
      status: 'Processed',
      resultImportedAt: change.now,
      resultImportedBy: change.user,
      dateModified: change.now,
      userModified: change.user,
    })
    .where(and(eq(b.companyId, companyId), eq(b.id, id)));
}
