import {
  batchConfirmationSchema,
  CLAIM_MESSAGES,
  type ClaimBatchDetail,
  type ClaimBatchView,
  formatCents,
} from '@care/domain';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { createClaimBatch } from './claim-batch-create.ts';
import { batchDetail, batchViews } from './claim-batch-views.ts';
import { batchFile, batchState, withdrawBatch } from './claim-batches.repo.ts';
import { claimScope, claimScopeFields } from './preflight.ts';

const tags = ['Claims'];
const idParams = z.object({ id: z.uuid('The batch id must be a UUID') });

/** Bulk payment requests: make one from the passing lines, list them, one with its lines, its file. */
export const createBatchRoute = routeSpec({
  method: 'POST',
  url: '/Claims/create_batch',
  summary: 'Make a bulk payment request file from the period’s saved lines that pass the pre-flight check',
  tags,
  body: z.object({
    ...claimScopeFields,
    confirmedCount: z.unknown().optional(),
    confirmedTotalCents: z.unknown().optional(),
  }),
  activity: 'Made a bulk payment request',
  async handler({ db, principal, body, now, recordActivity }) {
    const scope = await claimScope(db, principal.companyId, body);
    const confirmed = parseOrThrow(batchConfirmationSchema, {
      confirmedCount: body.confirmedCount,
      confirmedTotalCents: body.confirmedTotalCents,
    });
    const made = await createClaimBatch(db, {
      companyId: principal.companyId,
      userId: principal.uid,
      now,
      scope,
      confirmed: { count: confirmed.confirmedCount, totalCents: confirmed.confirmedTotalCents },
    });
    recordActivity(
      `Made the bulk payment request ${made.fileName} with ${made.rowCount} lines (confirmed ${confirmed.confirmedCount} lines, ${formatCents(confirmed.confirmedTotalCents)})`,
    );
    const [batch] = await batchViews(db, principal.companyId, made.claimBatchId);
    return {
      status: 'Success' as const,
      message: CLAIM_MESSAGES.batchCreated(made.rowCount),
      batch: batch as ClaimBatchView,
    };
  },
});

export const withdrawBatchRoute = routeSpec({
  method: 'POST',
  url: '/Claims/withdraw_batch/:id',
  summary: 'Withdraw a bulk payment request before any result is imported: its lines return to unclaimed',
  tags,
  params: idParams,
  activity: 'Withdrew a bulk payment request',
  async handler({ db, principal, params, now, recordActivity }) {
    const batch = await batchState(db, principal.companyId, params.id);
    if (!batch) {
      throw notFound();
    }
    if (batch.status === 'Withdrawn') {
      throw conflict(CLAIM_MESSAGES.alreadyWithdrawn);
    }
    if (batch.resultImportedAt !== null || batch.status !== 'Claimed') {
      throw conflict(CLAIM_MESSAGES.withdrawAfterResult);
    }
    const returned = await withdrawBatch(db, principal.companyId, params.id, { now, user: principal.uid });
    recordActivity(
      `Withdrew the bulk payment request ${batch.fileName}: ${returned} lines back to unclaimed`,
    );
    return { status: 'Success' as const, message: CLAIM_MESSAGES.withdrawn(returned) };
  },
});

export const batchesRoute = routeSpec({
  method: 'GET',
  url: '/Claims/batches',
  readsFrom: 'standby',
  summary: 'The bulk payment requests made, newest first',
  tags,
  async handler({ db, principal }): Promise<ClaimBatchView[]> {
    return batchViews(db, principal.companyId);
  },
});

export const batchClaimRoute = routeSpec({
  method: 'GET',
  url: '/Claims/batch/:id',
  summary: 'One bulk payment request with its lines and the portal’s answers',
  tags,
  params: idParams,
  async handler({ db, principal, params }): Promise<ClaimBatchDetail> {
    const detail = await batchDetail(db, principal.companyId, params.id);
    if (!detail) {
      throw notFound();
    }
    return detail;
  },
});

export const batchFileRoute = routeSpec({
  method: 'GET',
  url: '/Claims/batch/:id/file',
  summary: 'The bulk payment request file (CSV) exactly as made',
  tags,
  params: idParams,
  cookieSession: true,
  async handler({ db, principal, params, reply }) {
    const file = await batchFile(db, principal.companyId, params.id);
    if (!file) {
      throw notFound();
    }
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', file.fileName));
    // A Buffer is sent as is: no serialiser touches the stored text.
    return Buffer.from(file.csv, 'utf8');
  },
});
