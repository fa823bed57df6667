import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { profiles, sahClaimBatches, sahClaimLines } from '../../db/schema/index.ts';

const b = sahClaimBatches;
const l = sahClaimLines;

/** The latest claim of each of these splits (by client): its state, reference and message. */
export async function claimsOfSplits(db: Queryable, companyId: string, splitIds: readonly string[]) {
  const out = new Map<string, { status: string; reference: string; message: string | null }>();
  if (splitIds.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      profileId: l.profileId,
      attendanceSplitId: l.attendanceSplitId,
      status: l.status,
      reference: l.reference,
      message: l.message,
    })
    .from(l)
    .innerJoin(b, eq(b.id, l.claimBatchId))
    .where(and(eq(l.companyId, companyId), inArray(l.attendanceSplitId, [...splitIds])))
    .orderBy(asc(b.batchNumber));
  for (const r of rows) {
    // A later claim (a rejected line claimed again) replaces the earlier.
    out.set(`${r.profileId}|${r.attendanceSplitId}`, r);
  }
  return out;
}

export async function nextSahBatchNumber(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${b.batchNumber})` })
    .from(b)
    .where(eq(b.companyId, companyId));
  return Number(row?.max ?? 0) + 1;
}

export async function insertSahBatch(db: Queryable, values: typeof b.$inferInsert): Promise<string> {
  const [row] = await db.insert(b).values(values).returning({ id: b.id });
  if (!row) {
    throw new Error('Support at Home claim batch insert returned nothing');
  }
  return row.id;
}

export async function insertSahClaimLines(db: Queryable, values: (typeof l.$inferInsert)[]): Promise<void> {
  // In chunks: a month of a large tenant is thousands of lines (parameters are limited per statement).
  for (let i = 0; i < values.length; i += 1000) {
    await db.insert(l).values(values.slice(i, i + 1000));
  }
}

const batchColumns = {
  claimBatchId: b.id,
  batchNumber: b.batchNumber,
  fileName: b.fileName,
  periodFrom: b.periodFrom,
  periodTo: b.periodTo,
  rowCount: b.rowCount,
  grossCents: b.grossCents,
  governmentCents: b.governmentCents,
  dateCreated: b.dateCreated,
};

/** The company's batches (or the one of `id`), newest first. */
export function sahBatchRows(db: Queryable, companyId: string, id?: string) {
  return db
    .select(batchColumns)
    .from(b)
    .where(and(eq(b.companyId, companyId), id ? eq(b.id, id) : undefined))
    .orderBy(desc(b.batchNumber));
}

/** How many lines of each batch are in each state. */
export async function sahBatchCounts(db: Queryable, companyId: string, ids: readonly string[]) {
  const out = new Map<string, Record<string, number>>();
  if (ids.length === 0) {
    return out;
  }
  const rows = await db
    .select({ batchId: l.claimBatchId, status: l.status, n: count() })
    .from(l)
    .where(and(eq(l.companyId, companyId), inArray(l.claimBatchId, [...ids])))
    .groupBy(l.claimBatchId, l.status);
  for (const r of rows) {
    out.set(r.batchId, { ...(out.get(r.batchId) ?? {}), [r.status]: r.n });
  }
  return out;
}

const lineColumns = {
  claimLineId: l.id,
  rowNumber: l.rowNumber,
  reference: l.reference,
  clientId: l.profileId,
  clientName: personNameSql(profiles),
  serviceDate: l.serviceDate,
  serviceName: l.serviceName,
  quantityHundredths: l.quantityHundredths,
  grossCents: l.grossCents,
  contributionCents: l.contributionCents,
  governmentCents: l.governmentCents,
  status: l.status,
  message: l.message,
};

/** A batch's lines in file order. */
export function sahBatchLines(db: Queryable, companyId: string, batchId: string) {
  return db
    .select(lineColumns)
    .from(l)
    .innerJoin(profiles, eq(profiles.id, l.profileId))
    .where(and(eq(l.companyId, companyId), eq(l.claimBatchId, batchId)))
    .orderBy(asc(l.rowNumber));
}

/** The stored file of a batch of the company, or undefined. */
export async function sahBatchFile(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ fileName: b.fileName, csv: b.csv })
    .from(b)
    .where(and(eq(b.companyId, companyId), eq(b.id, id)))
    .limit(1);
  return row;
}

/** The company's claimed lines of these references, locked until the transaction ends. */
export function linesByReference(db: Queryable, companyId: string, references: readonly string[]) {
  if (references.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      claimLineId: l.id,
      reference: l.reference,
      status: l.status,
      governmentCents: l.governmentCents,
      contributionCents: l.contributionCents,
      message: l.message,
    })
    .from(l)
    .where(and(eq(l.companyId, companyId), inArray(l.reference, [...references])))
    .for('update');
}

/** The statement's answer on lines (one update per thousand lines of one answer); never over a Paid line. */
export async function setSahLinesOutcome(
  db: Queryable,
  companyId: string,
  claimLineIds: readonly string[],
  outcome: { status: 'Paid' | 'Rejected'; message: string | null; now: Date },
) {
  for (let i = 0; i < claimLineIds.length; i += 1000) {
    await db
      .update(l)
      .set({ status: outcome.status, message: outcome.message, answeredAt: outcome.now })
      .where(
        and(eq(l.companyId, companyId), inArray(l.id, claimLineIds.slice(i, i + 1000)), ne(l.status, 'Paid')),
      );
  }
}
