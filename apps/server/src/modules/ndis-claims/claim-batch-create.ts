import {
  CLAIM_MESSAGES,
  type ClaimDateFormat,
  calendarDateInZone,
  claimFileCsv,
  claimFileName,
  claimFileRow,
  formatCents,
  type GstCode,
  MAX_CLAIM_ROWS,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { uniqueConflict } from '../../http/unique-conflict.ts';
import { lockCompany } from '../companies/companies.api.ts';
import { insertBatch, insertBatchLines, markLinesClaimed, nextBatchNumber } from './ndis-claims.repo.ts';
import { type CheckedLine, type ClaimScope, type PreflightRun, runPreflight } from './preflight.ts';

/** What a made batch reports back. */
export interface MadeBatch {
  claimBatchId: string;
  fileName: string;
  rowCount: number;
}

/**
 * Makes a bulk payment request (docs/workforce.md "Claims") in the request's transaction: the company is
 * locked so batches are made one after another, the pre-flight is run again, the passing lines
 * become the file's rows, the batch and its lines are stored and the lines marked Claimed. A line
 * claimed meanwhile (the unique index on live batch lines, or the guarded update) → 409.
 */
export async function createClaimBatch(
  db: Queryable,
  input: {
    companyId: string;
    userId: string;
    now: Date;
    scope: ClaimScope;
    /** What the office confirmed it claims: the number of lines and the total it was shown. */
    confirmed: { count: number; totalCents: number };
  },
): Promise<MadeBatch> {
  const { companyId, scope, now } = input;
  await lockCompany(db, companyId);
  const run = await runPreflight(db, companyId, scope);
  if (run.passing.length === 0) {
    throw badRequest(CLAIM_MESSAGES.nothingToClaim);
  }
  if (run.passing.length > MAX_CLAIM_ROWS) {
    throw badRequest(CLAIM_MESSAGES.tooManyRows);
  }
  // Lines are marked Claimed only for what the office saw and confirmed (issue 25 item 4).
  const passingCents = run.passing.reduce((sum, c) => sum + c.line.amountCents, 0);
  if (run.passing.length !== input.confirmed.count || passingCents !== input.confirmed.totalCents) {
    throw conflict(CLAIM_MESSAGES.confirmMismatch(run.passing.length, formatCents(passingCents)));
  }
  const batchNumber = await nextBatchNumber(db, companyId);
  const fileName = claimFileName(batchNumber, scope.fromDate, scope.toDate);
  const csv = claimFileCsv(run.passing.map((c) => fileRow(c, run.company)));
  const totalCents = run.passing.reduce((sum, c) => sum + c.line.amountCents, 0);
  try {
    const claimBatchId = await insertBatch(db, {
      companyId,
      batchNumber,
      periodFrom: scope.fromDate,
      periodTo: scope.toDate,
      profileId: scope.profileId,
      fileName,
      csv,
      rowCount: run.passing.length,
      totalCents,
      status: 'Claimed',
      dateCreated: now,
      userCreated: input.userId,
    });
    await insertBatchLines(
      db,
      run.passing.map((c, i) => ({
        companyId,
        claimBatchId,
        invoiceLineId: c.line.invoicesId,
        rowNumber: i + 1,
        claimReference: c.view.claimReference,
        amountCents: c.line.amountCents,
        status: 'Claimed',
      })),
    );
    const ids = run.passing.map((c) => c.line.invoicesId);
    const marked = await markLinesClaimed(db, companyId, ids, claimBatchId, { now, user: input.userId });
    if (marked !== ids.length) {
      throw conflict(CLAIM_MESSAGES.alreadyClaimed);
    }
    return { claimBatchId, fileName, rowCount: run.passing.length };
  } catch (error) {
    // The transaction is lost either way: the caller runs the pre-flight again.
    throw uniqueConflict(error) ? conflict(CLAIM_MESSAGES.alreadyClaimed) : error;
  }
}

/** A line as its row of the file; an hourly line is claimed in its billed hours (agreed, or worked when short). */
function fileRow({ line, view }: CheckedLine, company: PreflightRun['company']): string[] {
  const zone = company.timeZone;
  // A support ending at midnight was delivered on the day before.
  const endDay = calendarDateInZone(new Date(line.dateTo.getTime() - 1), zone);
  return claimFileRow(
    {
      registrationNumber: company.ndisRegistrationNumber ?? '',
      ndisNumber: line.ndisNo ?? '',
      deliveredFrom: line.date,
      deliveredTo: endDay > line.date ? endDay : line.date,
      supportNumber: line.itemNumber ?? '',
      claimReference: view.claimReference,
      unit: line.unit ?? '',
      agreedDurationTicks: line.billedDurationTicks,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      gstCode: company.claimGstCode as GstCode,
      claimType: line.claimType === 'CANC' ? 'CANC' : null,
      cancellationReason: line.cancellationReason,
      abn: company.abn ?? '',
    },
    company.claimDateFormat as ClaimDateFormat,
  );
}
