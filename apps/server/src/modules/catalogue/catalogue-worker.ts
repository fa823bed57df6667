import { parentPort } from 'node:worker_threads';
import type { CatalogueParse } from '@care/domain';
import { type CatalogueFileKind, readCatalogueFile } from './catalogue-file.ts';

/** What the worker answers for one file: the parse, or null when the file could not be read at all. */
export type CatalogueReply = CatalogueParse | null;

// One file at a time, as the reader sends them; a throw never kills the worker.
parentPort?.on('message', (job: { bytes: Uint8Array; kind: CatalogueFileKind }) => {
  let reply: CatalogueReply;
  try {
    reply = readCatalogueFile(
      Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
      job.kind,
    );
  } catch {
    reply = null;
  }
  parentPort?.postMessage(reply);
});
