import {
  type CatalogueItem,
  type CatalogueLayout,
  type CatalogueRowError,
  formatMegabytes,
} from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { sniffFileKind } from '../../ports/files/sniff.ts';
import { WorkerQueue, WorkerTimeout } from '../../workers/worker-queue.ts';
import { declaredSheet } from '../people/people.api.ts';
import type { CatalogueFileKind } from './catalogue-file.ts';
import type { CatalogueReply } from './catalogue-worker.ts';

/** The official workbook is about 1 MB and its CSV export 200 KB: 10 MB is room for any. */
export const CATALOGUE_MAX_BYTES = 10 * 1024 * 1024;
export const CATALOGUE_WRONG_TYPE =
  'The file must be the catalogue workbook (.xlsx) or its CSV export (.csv)';
const UNREADABLE =
  'The file could not be read as a catalogue. Upload the official workbook (.xlsx) or save it as CSV.';
const TOO_HEAVY = 'The file is too large or too complex to read.';
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const READ_TIMEOUT_MS = 30_000;

/** What a catalogue file holds, read and checked. */
export interface CatalogueFile {
  kind: CatalogueFileKind;
  layout: CatalogueLayout;
  items: CatalogueItem[];
  errors: CatalogueRowError[];
}

/** A workbook by its bytes, or text (no NUL byte) as CSV; anything else is refused. */
export function catalogueFileKind(bytes: Buffer): CatalogueFileKind | null {
  const kind = sniffFileKind(bytes);
  if (kind === 'xlsx' || kind === 'xls') {
    return kind;
  }
  return kind === null && bytes.length > 0 && !bytes.subarray(0, 64 * 1024).includes(0) ? 'csv' : null;
}

/**
 * Reads an uploaded catalogue, refusing with a 400 on the field a file that is over 10 MB, neither a
 * workbook nor text, unpacks too large, or is not a catalogue. The parse runs on a worker thread,
 * so a slow workbook never holds up other requests.
 */
export async function readCatalogueUpload(bytes: Buffer, field: string): Promise<CatalogueFile> {
  if (bytes.length > CATALOGUE_MAX_BYTES) {
    throw fieldError(field, `The file is larger than ${formatMegabytes(CATALOGUE_MAX_BYTES)}`);
  }
  const kind = catalogueFileKind(bytes);
  if (!kind) {
    throw fieldError(field, CATALOGUE_WRONG_TYPE);
  }
  if (kind === 'xlsx' && (declaredSheet(bytes)?.unpackedBytes ?? 0) > MAX_UNPACKED_BYTES) {
    throw fieldError(field, TOO_HEAVY);
  }
  const reply = await catalogueWorker
    .run({ bytes: new Uint8Array(bytes), kind })
    .catch((error: Error & { code?: string }) => {
      if (error instanceof WorkerTimeout || error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw fieldError(field, TOO_HEAVY);
      }
      throw error;
    });
  if (!reply) {
    throw fieldError(field, UNREADABLE);
  }
  if (!reply.ok) {
    throw fieldError(field, reply.message);
  }
  return { kind, layout: reply.layout, items: reply.items, errors: reply.errors };
}

/** One worker thread reading catalogue files one at a time (the people import's pattern). */
const catalogueWorker = new WorkerQueue<{ bytes: Uint8Array; kind: CatalogueFileKind }, CatalogueReply>(
  new URL('./catalogue-worker.mjs', import.meta.url),
  READ_TIMEOUT_MS,
  'catalogue',
);
