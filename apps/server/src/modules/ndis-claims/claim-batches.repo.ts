import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { claimBatches, claimBatchLines, invoiceLines, profiles } from '../../db/schema/index.ts';
import { setLineClaimOutcome, unclaimLines } from '../invoices/invoices.api.ts';

// The batches as read back (lists, detail, file) and the portal's answers written on them.
const l = invoiceLines;
const b = claimBatches;
const bl = claimBatchLines;

/** A client's full name as lists show it. */
export const clientNameSql = personNameSql(profiles);

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

/** The company's batches, newest first, or the one of `id`. */
export const batchRowsOf = (db: Queryable, companyId: string, id?: string) =>
  batchRows(db, companyId, id ? eq(b.id, id) : undefined);

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
  // Never over a Paid answer: a paid line never changes again.
  await db
    .update(bl)
    .set({ status: outcome.status, message: outcome.message })
    .where(and(eq(bl.companyId, companyId), eq(bl.id, line.batchLineId), ne(bl.status, 'Paid')));
  await setLineClaimOutcome(
    db,
    companyId,
    { invoiceLineId: line.invoicesId, claimBatchId: line.claimBatchId },
    outcome,
  );
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

/** A batch's state (whether it may still be withdrawn), or undefined when not the company's. */
export async function batchState(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ fileName: b.fileName, status: b.status, resultImportedAt: b.resultImportedAt })
    .from(b)
    .where(and(eq(b.companyId, companyId), eq(b.id, id)))
    .limit(1);
  return row;
}

/** Withdraws a batch with no result: its lines Withdrawn in it and back to unclaimed; returns how many. */
export async function withdrawBatch(
  db: Queryable,
  companyId: string,
  id: string,
  change: { now: Date; user: string },
) {
  await db
    .update(bl)
    .set({ status: 'Withdrawn' })
    .where(and(eq(bl.companyId, companyId), eq(bl.claimBatchId, id), eq(bl.status, 'Claimed')));
  const returned = await unclaimLines(db, companyId, id, change);
  await db
    .update(b)
    .set({ status: 'Withdrawn', dateModified: change.now, userModified: change.user })
    .where(and(eq(b.companyId, companyId), eq(b.id, id)));
  return returned;
}
