import { z } from 'zod';
/** The pre-flight rules (docs/workforce.md "Claims"): each names what the portal would reject or a rule broken. */
export const PREFLIGHT_RULES = [
  'noRegistrationNumber',
  'noAbn',
  'noNdisNumber',
  'badNdisNumber',
  'noItem',
  'itemNotInForce',
  'priceAboveLimit',
  'outsidePlan',
  'notAgencyManaged',
  'badClaimReference',
  'duplicateClaim',
  'nothingToClaim',
  'itemDoesNotFit',
  'shortDelivery',
] as const;
export type PreflightRule = (typeof PREFLIGHT_RULES)[number];

/** One problem: what is wrong and how to fix it. */
export interface PreflightProblem {
  rule: PreflightRule;
  message: string;
  fix: string;
}

/** A saved line as the pre-flight lists it, with its problems (none: it passes). */
export interface PreflightLineView {
  invoicesId: string;
  invoiceNumber: string | null;
  profileId: string;
  clientName: string;
  ndisNo: string | null;
  date: string;
  itemNumber: string | null;
  itemName: string | null;
  amountCents: number;
  claimReference: string;
  claimType: 'CANC' | null;
  /** Rejected lines come back to be claimed again once fixed. */
  claimStatus: 'Rejected' | null;
  problems: PreflightProblem[];
  /** Listed without holding the line back: an unconfirmed short delivery. */
  notes: PreflightProblem[];
}

/** GET /Claims/preflight: every unclaimed saved line of the period, passing or not. */
export interface PreflightResult {
  fromDate: string;
  toDate: string;
  /** Problems of the company itself (registration number, ABN): every line fails until fixed. */
  companyProblems: PreflightProblem[];
  lines: PreflightLineView[];
  passingCount: number;
  failingCount: number;
  /** Sum of the passing lines. */
  passingCents: number;
}

export const CLAIM_BATCH_STATUSES = ['Claimed', 'Processed', 'Withdrawn'] as const;
export type ClaimBatchStatus = (typeof CLAIM_BATCH_STATUSES)[number];

/** A bulk payment request file made (GET /Claims/batches). */
export interface ClaimBatchView {
  claimBatchId: string;
  batchNumber: number;
  fileName: string;
  periodFrom: string;
  periodTo: string;
  clientName: string | null;
  rowCount: number;
  totalCents: number;
  total: number;
  status: ClaimBatchStatus;
  claimedCount: number;
  paidCount: number;
  rejectedCount: number;
  dateCreated: string;
  userCreated: string | null;
  resultImportedAt: string | null;
}

/** A batch's line: its row in the file and the portal's answer. */
export interface ClaimBatchLineView {
  invoicesId: string;
  rowNumber: number;
  claimReference: string;
  clientName: string;
  ndisNo: string | null;
  date: string;
  itemNumber: string | null;
  amountCents: number;
  status: 'Claimed' | 'Paid' | 'Rejected' | 'Withdrawn';
  message: string | null;
}

export interface ClaimBatchDetail extends ClaimBatchView {
  lines: ClaimBatchLineView[];
}

/** POST /Claims/import_result/{claimBatchId}: what the portal's result file changed. */
export interface ClaimResultImportReply {
  status: 'Success' | 'Warning';
  message: string;
  paid: number;
  rejected: number;
  /** References in the file that are not lines of this batch. */
  unmatched: string[];
  /** References of Paid lines the file contradicts: a Paid line never changes, so they were left as they are. */
  refused: string[];
}

/** The messages of the claim screens. */
export const CLAIM_MESSAGES = {
  nothingToClaim: 'No saved lines in this period pass the pre-flight check',
  batchCreated: (n: number) => `Bulk payment request made with ${n} line${n === 1 ? '' : 's'}`,
  alreadyClaimed: 'Some of these lines were claimed meanwhile; run the pre-flight check again',
  resultFileRequired: 'Choose the payment request result file (.csv)',
  resultFileUnreadable:
    'This file is not a payment request result: it needs a header row with ClaimReference and a status column',
  resultImported: (paid: number, rejected: number) => `Result imported: ${paid} paid, ${rejected} rejected`,
  tooManyRows: 'A bulk payment request holds at most 5,000 lines: choose a shorter period or one client',
  paidRefused: (n: number) =>
    `${n} line${n === 1 ? ' was' : 's were'} already paid: a paid line never changes, so the file's answer for ${n === 1 ? 'it' : 'them'} was refused`,
  confirmRequired:
    'Confirm the number of lines and the total of the bulk payment request before it is made (the lines are then marked Claimed)',
  confirmMismatch: (count: number, total: string) =>
    `The lines passing the pre-flight changed: the request now holds ${count} lines for ${total}. Check them and confirm again`,
  withdrawn: (n: number) =>
    `Bulk payment request withdrawn: ${n} line${n === 1 ? '' : 's'} back to unclaimed`,
  withdrawAfterResult: 'A result was imported for this bulk payment request: it can no longer be withdrawn',
  alreadyWithdrawn: 'This bulk payment request was already withdrawn',
} as const;

/** The most rows one bulk payment request file may hold (docs/reference/NDIS.md). */
export const MAX_CLAIM_ROWS = 5000;

/** A whole count or total the office confirmed (0 or more), else the message. */
export const confirmedWholeCount = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number(message).int(message).min(0, message),
  );

/**
 * What the office confirmed before a bulk payment request is made: the number of lines and the
 * total (cents) it was shown. Missing → 400; different from the passing lines now → 409.
 */
export const batchConfirmationSchema = z.object({
  confirmedCount: confirmedWholeCount(CLAIM_MESSAGES.confirmRequired),
  confirmedTotalCents: confirmedWholeCount(CLAIM_MESSAGES.confirmRequired),
});
