import type { ClaimDateFormat, GstCode } from '../invoices/invoice-schemas.ts';

/** The 16 columns of the bulk payment request file, in order (reference/NDIS.md). */
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
export function claimReferenceFor(_invoiceNumber: string, _lineNumber: number, _attempt: number): string {
  throw new Error('D2 implements');
}

/** Letters, digits, / _ -, at most 50 characters. */
export function isValidClaimReference(_reference: string): boolean {
  throw new Error('D2 implements');
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
  agreedDurationTicks: number;
  quantity: number;
  unitPriceCents: number;
  gstCode: GstCode;
  claimType: 'CANC' | null;
  cancellationReason: string | null;
  abn: string;
}

/** Hours as HHH:MM ('003:30'), whole minutes (ticks rounded to the nearest minute). */
export function claimHours(_ticks: number): string {
  throw new Error('D2 implements');
}

/** A local date in the company's claim date format. */
export function formatClaimDate(_date: string, _format: ClaimDateFormat): string {
  throw new Error('D2 implements');
}

/** One row's 16 fields, as text. */
export function claimFileRow(_row: ClaimRowInput, _format: ClaimDateFormat): string[] {
  throw new Error('D2 implements');
}

/** The file: the heading row then the rows, fields quoted only when needed, CRLF line ends. */
export function claimFileCsv(_rows: readonly string[][]): string {
  throw new Error('D2 implements');
}

/** 'bulk-payment-request-0007-2026-11-01-to-2026-11-30.csv'. */
export function claimFileName(_batchNumber: number, _from: string, _to: string): string {
  throw new Error('D2 implements');
}
