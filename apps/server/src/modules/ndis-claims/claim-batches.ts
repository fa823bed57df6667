import { CLAIM_MESSAGES, type ClaimBatchDetail, type ClaimBatchView } from '@care/domain';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { createClaimBatch } from './claim-batch-create.ts';
import { batchDetail, batchViews } from './claim-batch-views.ts';
import { batchFile } from './claim-batches.repo.ts';
import { claimScope, claimScopeFields } from './preflight.ts';

const tags = ['Claims'];
const idParams = z.object({ id: z.uuid('The batch id must be a UUID') });

/** Bulk payment requests: make one from the passing lines, list them, one with its lines, its file. */
export const createBatchRoute = routeSpec({
  method: 'POST',
  url: '/Claims/create_batch',
  summary: 'Make a bulk payment request file from the period’s saved lines that pass the pre-flight check',
  tags,
  body: z.object(claimScopeFields),
  activity: 'Made a bulk payment request',
  async handler({ db, principal, body, now, recordActivity }) {
    const scope = await claimScope(db, principal.companyId, body);
    const made = await createClaimBatch(db, {
      companyId: principal.companyId,
      userId: principal.uid,
      now,
      scope,
    });
    recordActivity(`Made the bulk payment request ${made.fileName} with ${made.rowCount} lines`);
    const [batch] = await batchViews(db, principal.companyId, made.claimBatchId);
    return {
      status: 'Success' as const,
      message: CLAIM_MESSAGES.batchCreated(made.rowCount),
      batch: batch as ClaimBatchView,
    };
  },
});

export const batchesRoute = routeSpec({
  method: 'GET',
  url: '/Claims/batches',
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
