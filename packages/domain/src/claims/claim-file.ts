import { csvText } from '../csv-write.ts';
import type { ClaimDateFormat, GstCode } from '../invoices/invoice-schemas.ts';
import { TICKS_PER_MINUTE } from '../ticks.ts';

/** The 16 columns of the bulk payment request file, in order (docs/reference/NDIS.md). */
export const CLAIM_FILE_COLUMNS = [
  'RegistrationNumber',
  'NDISNumber',
  'SupportsDeliveredFrom',
  'SupportsDeliveredTo',
  'SupportNumber',
  'ClaimReference',
  'Quantity',
  'Hours',
  'UnitPrice',
  'GSTCode',
  'AuthorisedBy',
  'ParticipantApproved',
  'InKindFundingProgram',
  'ClaimType',
  'CancellationReason',
  'ABN of Support Provider',
] as const;

/** A line's claim reference: 'INV-000123-7', and '-2', '-3'… when a rejected line is claimed again. */
export function claimReferenceFor(invoiceNumber: string, lineNumber: number, attempt: number): string {
  // A line not yet numbered has no reference: '' fails the pre-flight (badClaimReference) instead of '-0'.
  if (!invoiceNumber.trim() || !Number.isInteger(lineNumber) || lineNumber < 1) {
    return '';
  }
  const base = `${invoiceNumber}-${lineNumber}`;
  return attempt >= 2 ? `${base}-${attempt}` : base;
}

/** Letters, digits, / _ -, at most 50 characters. */
export function isValidClaimReference(reference: string): boolean {
  return /^[A-Za-z0-9/_-]{1,50}$/.test(reference);
}

/** What one row claims. */
export interface ClaimRowInput {
  registrationNumber: string;
  ndisNumber: string;
  /** Local dates YYYY-MM-DD. */
  deliveredFrom: string;
  deliveredTo: string;
  supportNumber: string;
  claimReference: string;
  /** The item's unit: H is claimed in Hours (HHH:MM), others in Quantity. */
  unit: string;
  /** The time billed (agreed, or worked for a short delivery): the hours column. */
  agreedDurationTicks: number;
  quantity: number;
  unitPriceCents: number;
  gstCode: GstCode;
  claimType: 'CANC' | null;
  cancellationReason: string | null;
  abn: string;
}

/** Hours as HHH:MM ('003:30'), whole minutes (ticks rounded to the nearest minute). */
export function claimHours(ticks: number): string {
  const minutes = Math.max(0, Math.round(ticks / TICKS_PER_MINUTE));
  return `${String(Math.floor(minutes / 60)).padStart(3, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A local date in the company's claim date format. */
export function formatClaimDate(date: string, format: ClaimDateFormat): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  switch (format) {
    case 'YYYY/MM/DD':
      return `${year}/${month}/${day}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    default:
      return `${year}-${month}-${day}`;
  }
}

/** Whole cents as dollars with two decimals and no sign or separators: 7023 → '70.23'. */
const dollars = (cents: number): string => {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A quantity as the portal reads it: at most 2 decimals, no trailing zeros (1, 12.5, 0.17). */
const quantityText = (quantity: number): string => String(Math.round(quantity * 100) / 100);

/** One row's 16 fields, as text. */
export function claimFileRow(row: ClaimRowInput, format: ClaimDateFormat): string[] {
  // Quantity or Hours, never both: hourly items are claimed in hours of the agreed time.
  const hourly = row.unit.trim().toUpperCase() === 'H';
  const cancelled = row.claimType === 'CANC';
  return [
    row.registrationNumber.trim(),
    row.ndisNumber.replace(/\s+/g, ''),
    formatClaimDate(row.deliveredFrom, format),
    formatClaimDate(row.deliveredTo, format),
    row.supportNumber.trim(),
    row.claimReference,
    hourly ? '' : quantityText(row.quantity),
    hourly ? claimHours(row.agreedDurationTicks) : '',
    dollars(row.unitPriceCents),
    row.gstCode,
    '',
    '',
    '',
    cancelled ? 'CANC' : '',
    cancelled ? row.cancellationReason?.trim() || 'NSDO' : '',
    row.abn.replace(/\s+/g, ''),
  ];
}

/** The file: the heading row then the rows, fields quoted only when needed, CRLF line ends. */
export function claimFileCsv(rows: readonly string[][]): string {
  return csvText([CLAIM_FILE_COLUMNS, ...rows]);
}

/** 'bulk-payment-request-0007-2026-11-01-to-2026-11-30.csv'. */
export function claimFileName(batchNumber: number, from: string, to: string): string {
  return `bulk-payment-request-${String(batchNumber).padStart(4, '0')}-${from.slice(0, 10)}-to-${to.slice(0, 10)}.csv`;
}
