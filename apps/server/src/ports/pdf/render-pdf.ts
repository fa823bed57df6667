import { availableParallelism } from 'node:os';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../../http/errors.ts';
import { WorkerPool } from '../../workers/worker-pool.ts';
import { WorkerTimeout } from '../../workers/worker-queue.ts';
import type { PdfReply } from './pdf-worker.ts';

/** The longest a PDF may take to make: the largest all-client invoice PDF takes a few seconds. */
const PDF_TIMEOUT_MS = 60_000;
/**
 * The PDF worker threads: PDF_WORKERS when set, else one per core up to four (issue 37 item 17: the
 * pool had one thread on a two-core machine, so two offices' PDFs waited on each other). A PDF
 * thread gives way to requests as any thread does; the cap keeps memory (up to 1 GB a thread) in bounds.
 */
export function pdfThreads(cores: number, setting?: number): number {
  return setting ?? Math.min(4, Math.max(1, cores));
}

export const PDF_TOO_SLOW =
  'The PDF took too long to make. Try a shorter period or fewer clients, or try again later.';

/** A document pdfmake refused (an image it cannot read, say): the caller may try it without. */
export class PdfRenderError extends Error {}

let threads = pdfThreads(availableParallelism());
let pool: WorkerPool<{ doc: TDocumentDefinitions }, PdfReply> | undefined;

/** Sizes the pool from the configuration (PDF_WORKERS); before the first PDF, as the server starts. */
export function setPdfWorkers(setting: number | undefined): void {
  threads = pdfThreads(availableParallelism(), setting);
}

const pdfPool = () => {
  pool ??= new WorkerPool(new URL('./pdf-worker.mjs', import.meta.url), threads, PDF_TIMEOUT_MS, 'PDF', 1024);
  return pool;
};

/**
 * Renders a server-side PDF (A4 portrait, 10 pt, as docs/architecture.md's exports say) on a
 * worker thread, so that the main thread keeps answering while it is made. A PDF that runs past
 * its time, or the worker's memory, is refused with 503; the worker is ended and the next job
 * gets a new one. Routes hold a company's PDF slot around it (`withPdfSlot`).
 */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const reply = await pdfPool()
    .run({ doc })
    .catch((error: Error & { code?: string }): never => {
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
