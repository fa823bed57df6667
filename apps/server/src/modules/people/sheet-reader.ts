import { formatMegabytes, UPLOAD_RULES } from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { sniffFileKind } from '../../ports/files/sniff.ts';
import { WorkerQueue, WorkerTimeout } from '../../workers/worker-queue.ts';
import { declaredSheet, type SheetLimits } from './sheet-range.ts';
import type { SheetReply } from './sheet-worker.ts';
import { SHEET_LIMITS, type SheetRow } from './spreadsheet.ts';

export const SHEET_UNREADABLE =
  'The file could not be read as a spreadsheet. Save it again from Excel as .xlsx, or start from the template.';
export const SHEET_TOO_HEAVY =
  'The spreadsheet is too large or too complex to read. Remove what is not needed, or start from the template.';

/** Far more than any sheet within the limits unpacks to: a zip bomb is refused before it is opened. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** A sheet within the limits reads in well under a second; one that does not finish is stopped. */
const READ_TIMEOUT_MS = 20_000;

/** The message of a sheet whose used range reaches past the limits. */
export function rangeMessage(range: { rows: number; columns: number }, limits = SHEET_LIMITS): string {
  const n = (v: number) => v.toLocaleString('en-AU');
  return range.rows > limits.rows
    ? `The sheet's used range reaches row ${n(range.rows)}; a sheet to import may reach row ${n(limits.rows)} at most. Delete the rows below your data, or start from the template.`
    : `The sheet's used range reaches column ${n(range.columns)}; a sheet to import may have ${n(limits.columns)} columns at most. Delete the columns right of your data, or start from the template.`;
}

const beyond = (range: { rows: number; columns: number }, limits: SheetLimits) =>
  range.rows > limits.rows || range.columns > limits.columns;

/**
 * Reads an uploaded spreadsheet's first sheet, refusing with a 400 on the form field a file that is
 * over 5 MB, not a workbook, unpacks too large, or whose used range reaches past the limits, each
 * checked cheaply before the sheet is parsed. The parse runs on a worker thread, so that a slow
 * workbook never holds up other requests.
 */
export async function readSpreadsheet(
  bytes: Buffer,
  field: string,
  limits: SheetLimits = SHEET_LIMITS,
): Promise<{ headings: string[]; rows: SheetRow[] }> {
  const rule = UPLOAD_RULES.spreadsheet;
  const kind = sniffFileKind(bytes);
  if (!kind || !(rule.kinds as readonly string[]).includes(kind)) {
    throw fieldError(field, rule.message);
  }
  if (bytes.length > rule.maxBytes) {
    throw fieldError(field, `The file is larger than ${formatMegabytes(rule.maxBytes)}`);
  }
  const declared = kind === 'xlsx' ? declaredSheet(bytes) : null;
  if (declared && declared.unpackedBytes > MAX_UNPACKED_BYTES) {
    throw fieldError(field, SHEET_TOO_HEAVY);
  }
  if (declared?.range && beyond(declared.range, limits)) {
    throw fieldError(field, rangeMessage(declared.range, limits));
  }
  const reply = await sheetWorker
    .run({ bytes: new Uint8Array(bytes), limits })
    .catch((error: Error & { code?: string }) => {
      // The workbook's fault: it ran past the time or the memory a read may take. Anything else is ours.
      if (error instanceof WorkerTimeout || error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw fieldError(field, SHEET_TOO_HEAVY);
      }
      throw error;
    });
  if (!reply.ok) {
    throw fieldError(field, reply.range ? rangeMessage(reply.range, limits) : SHEET_UNREADABLE);
  }
  return { headings: reply.headings, rows: reply.rows };
}

const sheetWorker = new WorkerQueue<{ bytes: Uint8Array; limits: SheetLimits }, SheetReply>(
  new URL('./sheet-worker.mjs', import.meta.url),
  READ_TIMEOUT_MS,
  'sheet',
);
