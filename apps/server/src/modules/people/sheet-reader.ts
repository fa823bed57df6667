import { Worker } from 'node:worker_threads';
import { formatMegabytes, UPLOAD_RULES } from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { sniffFileKind } from '../../ports/files/sniff.ts';
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

/** A read that ran past READ_TIMEOUT_MS: the worker is ended and the upload refused. */
class SheetTimeout extends Error {}

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
  const reply = await sheetWorker.read(bytes, limits).catch((error: Error & { code?: string }) => {
    // The workbook's fault: it ran past the time or the memory a read may take. Anything else is ours.
    if (error instanceof SheetTimeout || error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw fieldError(field, SHEET_TOO_HEAVY);
    }
    throw error;
  });
  if (!reply.ok) {
    throw fieldError(field, reply.range ? rangeMessage(reply.range, limits) : SHEET_UNREADABLE);
  }
  return { headings: reply.headings, rows: reply.rows };
}

interface Job {
  bytes: Uint8Array;
  limits: SheetLimits;
  resolve(reply: SheetReply): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/**
 * One worker thread that reads workbooks one at a time, started on the first upload and kept for
 * the next. A read that does not finish in time, or that runs the worker out of memory, ends the
 * worker; the next read starts a new one.
 */
class SheetWorker {
  private worker: Worker | null = null;
  private current: Job | null = null;
  private readonly queue: Job[] = [];

  read(bytes: Buffer, limits: SheetLimits): Promise<SheetReply> {
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes: new Uint8Array(bytes), limits, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    const job = this.current ? undefined : this.queue.shift();
    if (!job) {
      return;
    }
    this.current = job;
    const worker = this.worker ?? this.start();
    job.timer = setTimeout(
      () => this.end(new SheetTimeout('the sheet took too long to read')),
      READ_TIMEOUT_MS,
    );
    worker.postMessage({ bytes: job.bytes, limits: job.limits }, [job.bytes.buffer as ArrayBuffer]);
  }

  private start(): Worker {
    const worker = new Worker(new URL('./sheet-worker.mjs', import.meta.url), {
      // Not the parent's flags: the entry registers its own TypeScript loader.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    // An idle worker never keeps the process alive.
    worker.unref();
    worker.on('message', (reply: SheetReply) => this.settle((job) => job.resolve(reply)));
    worker.on('error', (error) => this.end(error));
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.end(new Error('the sheet worker stopped'));
      }
    });
    this.worker = worker;
    return worker;
  }

  /** Fails the current read and ends the worker (timed out, crashed, out of memory). */
  private end(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
    this.settle((job) => job.reject(error));
  }

  private settle(outcome: (job: Job) => void): void {
    const job = this.current;
    this.current = null;
    if (job) {
      clearTimeout(job.timer);
      outcome(job);
    }
    this.next();
  }
}

const sheetWorker = new SheetWorker();
