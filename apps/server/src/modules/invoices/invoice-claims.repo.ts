import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invoiceLines } from '../../db/schema/index.ts';

// invoice_lines is this module's: the NDIS claims record a line's claim on it through these writes.
const l = invoiceLines;

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

/** The portal's answer on an invoice line, while the batch is still its last claim. */
export async function setLineClaimOutcome(
  db: Queryable,
  companyId: string,
  line: { invoiceLineId: string; claimBatchId: string },
  outcome: { status: 'Paid' | 'Rejected'; message: string | null; now: Date; user: string },
): Promise<void> {
  await db
    .update(l)
    .set({
      claimStatus: outcome.status,
      claimMessage: outcome.message,
      dateModified: outcome.now,
      userModified: outcome.user,
    })
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.id, line.invoiceLineId),
        eq(l.claimBatchId, line.claimBatchId),
        // A Paid line never changes again.
        ne(l.claimStatus, 'Paid'),
      ),
    );
}

/** A withdrawn batch's lines back to unclaimed (only while still Claimed in it); returns how many. */
export async function unclaimLines(
  db: Queryable,
  companyId: string,
  claimBatchId: string,
  change: { now: Date; user: string },
): Promise<number> {
  const rows = await db
    .update(l)
    .set({
      claimStatus: null,
      claimBatchId: null,
      claimMessage: null,
      dateModified: change.now,
      userModified: change.user,
    })
    .where(and(eq(l.companyId, companyId), eq(l.claimBatchId, claimBatchId), eq(l.claimStatus, 'Claimed')))
    .returning({ id: l.id });
  return rows.length;
}
