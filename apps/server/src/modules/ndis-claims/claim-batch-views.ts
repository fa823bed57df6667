import { type ClaimBatchDetail, type ClaimBatchView, centsToDollars } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { type BatchRow, batchLineCounts, batchLineRows, batchRowsOf } from './claim-batches.repo.ts';

/** The company's bulk payment requests, newest first, each with its lines counted by the portal's answer. */
export async function batchViews(db: Queryable, companyId: string, id?: string): Promise<ClaimBatchView[]> {
  const rows = await batchRowsOf(db, companyId, id);
  const counts = await batchLineCounts(
    db,
    companyId,
    rows.map((r) => r.claimBatchId),
  );
  return rows.map((r) => toBatchView(r, counts.get(r.claimBatchId) ?? {}));
}

/** One batch of the company with its lines in file order, or undefined. */
export async function batchDetail(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<ClaimBatchDetail | undefined> {
  const [view] = await batchViews(db, companyId, id);
  if (!view) {
    return undefined;
  }
  const lines = await batchLineRows(db, companyId, id);
  return {
    ...view,
    lines: lines.map((x) => ({
      invoicesId: x.invoicesId,
      rowNumber: x.rowNumber,
      claimReference: x.claimReference,
      clientName: x.clientName,
      ndisNo: x.ndisNo,
      date: x.date,
      itemNumber: x.itemNumber,
      amountCents: x.amountCents,
      status:
        x.status === 'Paid' || x.status === 'Rejected' || x.status === 'Withdrawn' ? x.status : 'Claimed',
      message: x.message,
    })),
  };
}

function toBatchView(r: BatchRow, counts: Record<string, number>): ClaimBatchView {
  return {
    claimBatchId: r.claimBatchId,
    batchNumber: r.batchNumber,
    fileName: r.fileName,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    clientName: r.clientName,
    rowCount: r.rowCount,
    totalCents: r.totalCents,
    total: centsToDollars(r.totalCents),
    status: r.status === 'Processed' || r.status === 'Withdrawn' ? r.status : 'Claimed',
    claimedCount: counts.Claimed ?? 0,
    paidCount: counts.Paid ?? 0,
    rejectedCount: counts.Rejected ?? 0,
    dateCreated: r.dateCreated.toISOString(),
    userCreated: r.userCreated,
    resultImportedAt: r.resultImportedAt?.toISOString() ?? null,
  };
}
