import type { ClaimBatchDetail, ClaimBatchView, ClaimResultImportReply, PreflightResult } from '@care/domain';
import { api } from '../../api/api.ts';
import { downloadApiFile } from '../../ui/upload/download-file.ts';

/** Every claim query's key starts with this, so a new batch or an imported result refreshes them all. */
export const CLAIMS_KEY = ['ndis-claims'] as const;

/** The period of a pre-flight check or a batch: calendar dates (YYYY-MM-DD) and a client or every client. */
export interface ClaimFilter {
  fromDate: string;
  toDate: string;
  /** A client's profile id; '' for every client. */
  clientId: string;
}

export const preflightKey = (f: ClaimFilter | null) => [...CLAIMS_KEY, 'preflight', f] as const;
export const batchesKey = () => [...CLAIMS_KEY, 'batches'] as const;
export const batchKey = (claimBatchId: string) => [...CLAIMS_KEY, 'batch', claimBatchId] as const;

const periodQuery = (f: ClaimFilter) => ({
  fromDate: f.fromDate,
  toDate: f.toDate,
  clientId: f.clientId || undefined,
});

/** GET /Claims/preflight: every unclaimed (or rejected) saved line of the period with its problems. */
export function fetchPreflight(f: ClaimFilter, signal?: AbortSignal) {
  return api.get<PreflightResult>('/Claims/preflight', { query: periodQuery(f), signal });
}

/** The reply of create_batch. */
export interface CreateBatchReply {
  status: string;
  message: string;
  batch: ClaimBatchView;
}

/**
 * POST /Claims/create_batch: the passing lines become a bulk payment request batch, marked Claimed,
 * once the office has confirmed the number of lines and the total it was shown (else 409).
 */
export function createBatch(f: ClaimFilter, confirmed: { count: number; totalCents: number }) {
  // The page toasts CLAIM_MESSAGES.batchCreated itself once the file is downloaded.
  return api.post<CreateBatchReply>(
    '/Claims/create_batch',
    {
      fromDate: f.fromDate,
      toDate: f.toDate,
      clientId: f.clientId || undefined,
      confirmedCount: confirmed.count,
      confirmedTotalCents: confirmed.totalCents,
    },
    { toastSuccess: false },
  );
}

/** POST /Claims/withdraw_batch/{id}: before any result, the batch's lines return to unclaimed. */
export function withdrawBatch(claimBatchId: string) {
  return api.post<{ status: string; message: string }>(
    `/Claims/withdraw_batch/${encodeURIComponent(claimBatchId)}`,
    {},
  );
}

/** GET /Claims/batches: the bulk payment request files made, newest first. */
export function fetchBatches(signal?: AbortSignal) {
  return api.get<ClaimBatchView[]>('/Claims/batches', { signal });
}

/** GET /Claims/batch/{id}: a batch with its lines and the portal's answers. */
export function fetchBatch(claimBatchId: string, signal?: AbortSignal) {
  return api.get<ClaimBatchDetail>(`/Claims/batch/${encodeURIComponent(claimBatchId)}`, { signal });
}

/** The API path (under /api) of a batch's CSV, byte for byte as it was made. */
export const batchFilePath = (claimBatchId: string) =>
  `/Claims/batch/${encodeURIComponent(claimBatchId)}/file`;

/** Downloads a batch's CSV with the session (saved under the server's file name, else the batch's). */
export function downloadBatchFile(batch: Pick<ClaimBatchView, 'claimBatchId' | 'fileName'>) {
  return downloadApiFile(batchFilePath(batch.claimBatchId), batch.fileName);
}

/** POST /Claims/import_result/{id}: the portal's payment request result (multipart `file`, .csv). */
export function importResult(claimBatchId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  // The page shows the counts and places a 400 under the file field.
  return api.post<ClaimResultImportReply>(`/Claims/import_result/${encodeURIComponent(claimBatchId)}`, form, {
    toastSuccess: false,
    toastFailure: false,
  });
}
