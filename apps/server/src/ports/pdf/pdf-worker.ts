import { parentPort } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { makePdf } from './make-pdf.ts';

/** What the PDF worker answers for one document. */
export type PdfReply = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

// One document at a time, as the queue sends them; a document pdfmake refuses never kills the worker.
parentPort?.on('message', async (job: { doc: TDocumentDefinitions }) => {
  let reply: PdfReply;
  try {
    // A copy of its own: the buffer pdfkit hands back may share Node's pool, which must not move.
    reply = { ok: true, bytes: new Uint8Array(await makePdf(job.doc)) };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply, reply.ok ? [reply.bytes.buffer as ArrayBuffer] : []);
});
