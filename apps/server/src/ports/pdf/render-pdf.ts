import { availableParallelism } from 'node:os';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../../http/errors.ts';
import { WorkerPool } from '../../workers/worker-pool.ts';
import { WorkerTimeout } from '../../workers/worker-queue.ts';
import type { PdfReply } from './pdf-worker.ts';

/** The longest a PDF may take to make: the largest all-client invoice PDF takes a few seconds. */
const PDF_TIMEOUT_MS = 60_000;
/** Two threads at most (one on a one-core machine): the main thread keeps a core for requests. */
const PDF_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));

export const PDF_TOO_SLOW =
  'The PDF took too long to make. Try a shorter period or fewer clients, or try again later.';

/** A document pdfmake refused (an image it cannot read, say): the caller may try it without. */
export class PdfRenderError extends Error {}

const pdfPool = new WorkerPool<{ doc: TDocumentDefinitions }, PdfReply>(
  new URL('./pdf-worker.mjs', import.meta.url),
  PDF_THREADS,
  PDF_TIMEOUT_MS,
  'PDF',
  1024,
);

/**
 * Renders a server-side PDF (A4 portrait, 10 pt, as docs/architecture.md's exports say) on a
 * worker thread, so that the main thread keeps answering while it is made. A PDF that runs past
 * its time, or the worker's memory, is refused with 503; the worker is ended and the next job
 * gets a new one. Routes hold a company's PDF slot around it (`withPdfSlot`).
 */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const reply = await pdfPool.run({ doc }).catch((error: Error & { code?: string }): never => {
    if (error instanceof WorkerTimeout || error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new AppError(503, PDF_TOO_SLOW, undefined, 'Please wait');
    }
    throw error;
  });
  if (!reply.ok) {
    throw new PdfRenderError(reply.message);
  }
  return Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength);
}
