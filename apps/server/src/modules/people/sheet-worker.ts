import { parentPort } from 'node:worker_threads';
import type { SheetLimits } from './sheet-range.ts';
import { readSheet, SheetRangeError, type SheetRow } from './spreadsheet.ts';

/** What the sheet worker answers for one workbook. */
export type SheetReply =
  | { ok: true; headings: string[]; rows: SheetRow[] }
  | { ok: false; range: { rows: number; columns: number } | null };

// One workbook at a time, as the reader sends them; a throw never kills the worker.
parentPort?.on('message', (job: { bytes: Uint8Array; limits: SheetLimits }) => {
  let reply: SheetReply;
  try {
    reply = {
      ok: true,
      ...readSheet(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.limits),
    };
  } catch (error) {
    reply = {
      ok: false,
      range: error instanceof SheetRangeError ? { rows: error.rows, columns: error.columns } : null,
    };
  }
  parentPort?.postMessage(reply);
});
