import { CLAIM_MESSAGES, type ClaimResultImportReply, parseClaimResult } from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { csvUploadText } from '../../http/multipart.ts';
import { routeSpec } from '../../http/route.ts';
import { batchFile, batchLineRows, markBatchProcessed, setLineOutcome } from './claim-batches.repo.ts';

const FIELD = 'file';
/** A result file is small (one line per claim, at most 5,000): 5 MB is plenty. */
const MAX_RESULT_BYTES = 5 * 1024 * 1024;

/** POST /Claims/import_result/{id}: the portal's payment request result marks each batch line Paid or Rejected. */
export const importResultRoute = routeSpec({
  method: 'POST',
  url: '/Claims/import_result/:id',
  summary: 'Import the portal’s payment request result (multipart file: .csv) for a bulk payment request',
  tags: ['Claims'],
  params: z.object({ id: z.uuid('The batch id must be a UUID') }),
  multipart: { files: [FIELD] },
  body: z.object({ companyId: z.string().optional(), userId: z.string().optional() }),
  bodyLimit: MAX_RESULT_BYTES + 64 * 1024,
  activity: 'Imported a payment request result',
  async handler({ db, principal, params, files, now, recordActivity }): Promise<ClaimResultImportReply> {
    // Whose batch first: another company's is not found whatever the file holds.
    const batch = await batchFile(db, principal.companyId, params.id);
    if (!batch) {
      throw notFound();
    }
    const results = parseClaimResult(
      csvUploadText(files[FIELD], {
        field: FIELD,
        maxBytes: MAX_RESULT_BYTES,
        required: CLAIM_MESSAGES.resultFileRequired,
        unreadable: CLAIM_MESSAGES.resultFileUnreadable,
      }),
    );
    if (!results) {
      throw fieldError(FIELD, CLAIM_MESSAGES.resultFileUnreadable);
    }
    const lines = new Map(
      (await batchLineRows(db, principal.companyId, params.id)).map((x) => [x.claimReference, x]),
    );
    let paid = 0;
    let rejected = 0;
    const unmatched: string[] = [];
    const refused: string[] = [];
    for (const result of results) {
      const line = lines.get(result.claimReference);
      if (!line) {
        unmatched.push(result.claimReference);
        continue;
      }
      // A Paid line never changes again (docs/workforce.md "Once"): a contradicting answer is listed.
      if (line.status === 'Paid') {
        if (result.outcome !== 'Paid') {
          refused.push(result.claimReference);
        }
        continue;
      }
      if (line.status === 'Withdrawn') {
        unmatched.push(result.claimReference);
        continue;
      }
      await setLineOutcome(
        db,
        principal.companyId,
        { ...line, claimBatchId: params.id },
        {
          status: result.outcome,
          message: result.message,
          now,
          user: principal.uid,
        },
      );
      if (result.outcome === 'Paid') {
        paid++;
      } else {
        rejected++;
      }
    }
    await markBatchProcessed(db, principal.companyId, params.id, { now, user: principal.uid });
    recordActivity(
      `Imported the payment request result of ${batch.fileName}: ${paid} paid, ${rejected} rejected${refused.length > 0 ? `, ${refused.length} refused (already paid: ${refused.join(', ')})` : ''}`,
    );
    return {
      status: unmatched.length > 0 || refused.length > 0 ? 'Warning' : 'Success',
      message: [
        CLAIM_MESSAGES.resultImported(paid, rejected),
        ...(refused.length > 0 ? [CLAIM_MESSAGES.paidRefused(refused.length)] : []),
      ].join('. '),
      paid,
      rejected,
      unmatched,
      refused,
    };
  },
});
