// The requests and replies of the Support at Home billing and claim calls (docs/api.md "Support at
// Home claims"), shared by the server's validation and the web page.
import type { z } from 'zod';
import { confirmedWholeCount } from '../claims/claim-view.ts';
import { invoicePeriodSchema } from '../invoices/invoice-schemas.ts';
import type { SahStatementOutcome } from './sah-payment-statement.ts';
import type { SahPreflightProblem, SahPreflightRule } from './sah-preflight.ts';

export const SAH_CLAIM_MESSAGES = {
  confirmRequired:
    'Confirm the number of lines and the total of the claim before it is made (the lines are then Submitted)',
  nothingToClaim: 'No Support at Home line of the period passes the pre-flight: nothing to claim',
  confirmMismatch: (count: number, total: string) =>
    `The lines changed since the check: ${count} line(s) for ${total} pass now. Check again before claiming`,
  alreadyClaimed: 'Some of these lines were claimed meanwhile: run the pre-flight again',
  statementRequired: 'Choose the payment statement file (.csv)',
  statementUnreadable: 'The file is not a payment statement: a .csv file of at most 5 MB is expected',
  statementImported: (paid: number, rejected: number, unchanged: number, refused: number) =>
    `${paid} paid, ${rejected} rejected, ${unchanged} unchanged, ${refused} refused`,
} as const;

/** GET /SupportAtHome/claims/preflight: a period of at most 92 days. */
export const sahClaimPeriodQuery = invoicePeriodSchema;

/** POST /SupportAtHome/claims/create_batch: the period and what the office confirmed it claims. */
export const sahClaimBatchCreate = invoicePeriodSchema.safeExtend({
  confirmedCount: confirmedWholeCount(SAH_CLAIM_MESSAGES.confirmRequired),
  confirmedTotalCents: confirmedWholeCount(SAH_CLAIM_MESSAGES.confirmRequired),
});
export type SahClaimBatchCreate = z.infer<typeof sahClaimBatchCreate>;

/** A claimed line's state: submitted in a batch, then paid or rejected by the payment statement. */
export const SAH_CLAIM_STATES = ['Submitted', 'Paid', 'Rejected'] as const;
export type SahClaimState = (typeof SAH_CLAIM_STATES)[number];

/** A delivered line as the calls return it (money in cents, quantity in hours or units). */
export interface SahLineView {
  sourceKey: string;
  attendanceSplitId: string;
  clientId: string;
  clientName: string;
  serviceDate: string;
  serviceId: string | null;
  serviceName: string | null;
  serviceCode: string | null;
  category: string | null;
  unit: string | null;
  quantity: number;
  unitPriceCents: number | null;
  grossCents: number;
  rateBp: number;
  contributionCents: number;
  governmentCents: number;
  /** Whether the line draws on the quarter's services budget (care management does not, §8). */
  drawsOnBudget: boolean;
  explanation: string[];
  warnings: string[];
  /** The line's latest claim, or null when never claimed. */
  claim: { state: SahClaimState; reference: string; message: string | null } | null;
}

/** A line of the pre-flight, with what would fail it. */
export interface SahPreflightLineView extends SahLineView {
  problems: SahPreflightProblem[];
}

/** GET /SupportAtHome/claims/preflight. */
export interface SahPreflightView {
  fromDate: string;
  toDate: string;
  /** The lines not yet claimed (or rejected), passing and failing. */
  lines: SahPreflightLineView[];
  passingCount: number;
  passingGrossCents: number;
  passingGovernmentCents: number;
  failingCount: number;
  /** Lines of the period already submitted or paid (not claimed again). */
  claimedCount: number;
  /** The failing lines counted by problem, with the fix. */
  byRule: { rule: SahPreflightRule; count: number; fix: string }[];
}

/** A claim batch in the list. */
export interface SahClaimBatchView {
  claimBatchId: string;
  batchNumber: number;
  fileName: string;
  periodFrom: string;
  periodTo: string;
  rowCount: number;
  grossCents: number;
  governmentCents: number;
  dateCreated: string;
  counts: Record<SahClaimState, number>;
}

/** A claimed line of a batch. */
export interface SahClaimLineView {
  claimLineId: string;
  rowNumber: number;
  reference: string;
  clientId: string;
  clientName: string;
  serviceDate: string;
  serviceName: string;
  quantity: number;
  grossCents: number;
  contributionCents: number;
  governmentCents: number;
  state: SahClaimState;
  message: string | null;
}

/** GET /SupportAtHome/claims/batches/{id}. */
export interface SahClaimBatchDetail extends SahClaimBatchView {
  lines: SahClaimLineView[];
}

/** POST /SupportAtHome/claims/create_batch. */
export interface SahClaimBatchMade {
  claimBatchId: string;
  fileName: string;
  rowCount: number;
  message: string;
}

/** POST /SupportAtHome/claims/import_statement. */
export interface SahStatementImportReply {
  paid: number;
  rejected: number;
  unchanged: number;
  refused: number;
  outcomes: SahStatementOutcome[];
  message: string;
}
