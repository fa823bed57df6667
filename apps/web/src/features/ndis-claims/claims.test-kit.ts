import type {
  ClaimBatchDetail,
  ClaimBatchView,
  PreflightLineView,
  PreflightProblem,
  PreflightResult,
} from '@care/domain';
import { FROM, NOAH, TO } from '../invoices/invoices.test-kit.ts';

/** Test data: October 2026's pre-flight (two lines pass, one fails), and batch 7 made from it. */
export { FROM, NOAH, TO };

export const NO_ITEM: PreflightProblem = {
  rule: 'noItem',
  message: 'This line has no support item',
  fix: 'Edit the line and choose the activity (support item) to claim',
};

export function preflightLine(over: Partial<PreflightLineView> = {}): PreflightLineView {
  return {
    invoicesId: 'i-1',
    invoiceNumber: 'INV-000123',
    profileId: NOAH,
    clientName: 'Noah Williams',
    ndisNo: '430000001',
    date: '2026-10-14',
    itemNumber: '01_011_0107_1_1',
    itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
    amountCents: 24581,
    claimReference: 'INV-000123-1',
    claimType: null,
    claimStatus: null,
    problems: [],
    notes: [],
    ...over,
  };
}

/** The failing line: an evening with no support item. */
export const FAILING = preflightLine({
  invoicesId: 'i-2',
  date: '2026-10-07',
  itemNumber: null,
  itemName: null,
  amountCents: 15476,
  claimReference: 'INV-000123-2',
  problems: [NO_ITEM],
});

export function preflight(over: Partial<PreflightResult> = {}): PreflightResult {
  return {
    fromDate: FROM,
    toDate: TO,
    companyProblems: [],
    lines: [
      preflightLine(),
      FAILING,
      preflightLine({
        invoicesId: 'i-3',
        date: '2026-10-21',
        amountCents: 10000,
        claimReference: 'INV-000123-3',
      }),
    ],
    passingCount: 2,
    failingCount: 1,
    passingCents: 34581,
    ...over,
  };
}

export function batch(over: Partial<ClaimBatchView> = {}): ClaimBatchView {
  return {
    claimBatchId: 'b-7',
    batchNumber: 7,
    fileName: 'bulk-payment-request-7.csv',
    periodFrom: FROM,
    periodTo: TO,
    clientName: null,
    rowCount: 2,
    totalCents: 34581,
    total: 345.81,
    status: 'Claimed',
    claimedCount: 2,
    paidCount: 0,
    rejectedCount: 0,
    dateCreated: '2026-11-03T23:00:00.000Z',
    userCreated: 'Priya Sharma',
    resultImportedAt: null,
    ...over,
  };
}

export function batchDetail(over: Partial<ClaimBatchDetail> = {}): ClaimBatchDetail {
  return {
    ...batch(),
    lines: [
      {
        invoicesId: 'i-1',
        rowNumber: 1,
        claimReference: 'INV-000123-1',
        clientName: 'Noah Williams',
        ndisNo: '430000001',
        date: '2026-10-14',
        itemNumber: '01_011_0107_1_1',
        amountCents: 24581,
        status: 'Claimed',
        message: null,
      },
      {
        invoicesId: 'i-3',
        rowNumber: 2,
        claimReference: 'INV-000123-3',
        clientName: 'Noah Williams',
        ndisNo: '430000001',
        date: '2026-10-21',
        itemNumber: '01_011_0107_1_1',
        amountCents: 10000,
        status: 'Claimed',
        message: null,
      },
    ],
    ...over,
  };
}
