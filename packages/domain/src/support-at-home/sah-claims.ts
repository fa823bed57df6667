// Claiming delivered Support at Home lines from Services Australia (issue 39 item 4; SUPPORT-AT-HOME.md
// §9): the pre-flight that catches the vendor-named rejection causes before a file is made (§9.5), the
// upload file (its column layout is a mapping: the official ACPP layout is UNCONFIRMED, §9.4, §14 #6),
// and the payment statement that reconciles each line to paid or rejected (§9.2 step 6).
import { parseCsv } from '../catalogue/csv.ts';
import { addCalendarDays } from '../dates.ts';
import { budgetKindOf, budgetRowOn } from './sah-budget-rows.ts';
import { SAH_PATHWAY_DAYS } from './sah-budgets.data.ts';
import { claimWindow } from './sah-claim-window.ts';
import { isCareManagement, type SahLine, type SahLineService } from './sah-lines.ts';
import { dollars } from './sah-money.ts';
import { quarterOf } from './sah-quarters.ts';
import {
  SAH_CLASSIFICATIONS,
  type SahBudgetRow,
  type SahClassification,
  type SahLateClaimDayOne,
  type SahPathway,
} from './sah-types.ts';

/** Why a line cannot be claimed yet; each with the fix the office makes. */
export const SAH_PREFLIGHT_RULES = [
  'noMyAgedCareId',
  'noClassification',
  'noService',
  'notFunded',
  'noPrice',
  'aboveCap',
  'outsideBudget',
  'noBudgetRow',
  'lateClaim',
  'noRates',
  'nothingDelivered',
] as const;
export type SahPreflightRule = (typeof SAH_PREFLIGHT_RULES)[number];

export const SAH_PREFLIGHT_FIXES: Record<SahPreflightRule, string> = {
  noMyAgedCareId: 'Enter the client’s My Aged Care ID on their Funding section',
  noClassification: 'Add the client’s classification from the notice of decision (Funding section)',
  noService: 'Name the Support at Home service on the shift',
  notFunded: 'Choose a service the client’s classification or pathway funds',
  noPrice: 'Publish a price for the service from this date (Setup → Support at Home services)',
  aboveCap: 'Lower the published price to the cap (Setup → Support at Home services)',
  outsideBudget: 'The service is outside the client’s budget period: check the classification’s start date',
  noBudgetRow: 'Enter the budget row for the quarter (Setup → Support at Home budgets)',
  lateClaim:
    'Past the 60-day claiming period: claim it on a separate late invoice with the delegate’s approval',
  noRates: 'Enter the contribution rates from the Services Australia notice (Funding section)',
  nothingDelivered: 'The delivered time rounds to no quarter hour: nothing to claim',
};

export interface SahPreflightProblem {
  rule: SahPreflightRule;
  message: string;
  fix: string;
}

/** What the pre-flight reads of the client and the company. */
export interface SahPreflightClient {
  myAgedCareId: string | null;
  /** Oldest first. */
  classifications: readonly { classification: string; startDate: string }[];
}
export interface SahPreflightContext {
  budgetRows: readonly SahBudgetRow[];
  lateClaimDayOne: SahLateClaimDayOne;
  /** Today in the company's zone (the claim's submission date). */
  today: string;
}

const AT_HM_TYPES = /^(assistive technology|home modifications)$/i;
const RESTORATIVE_CM = /^restorative care management$/i;

/**
 * Whether a classification or pathway funds a service (§4, §9.3 "claimed against the correct funding
 * source"): assistive technology and home modifications only from the AT-HM scheme (which funds
 * nothing else); restorative care management only on the Restorative Care Pathway; every other
 * service from an ongoing classification or the Restorative Care and End-of-Life pathways.
 */
export function serviceFunded(classification: string, service: Pick<SahLineService, 'serviceType'>): boolean {
  const type = service.serviceType.trim();
  if (classification === 'AT_HM') {
    return AT_HM_TYPES.test(type);
  }
  if (AT_HM_TYPES.test(type)) {
    return false;
  }
  if (RESTORATIVE_CM.test(type)) {
    return classification === 'RESTORATIVE_CARE';
  }
  return true;
}

/** The allocation category a line is claimed against (§5.2: ON, AT, CM, EL, HM, RC). */
export function allocationCategory(classification: string, service: SahLineService): string {
  if (classification === 'AT_HM') {
    return /^home modifications$/i.test(service.serviceType.trim()) ? 'HM' : 'AT';
  }
  if (classification === 'END_OF_LIFE') {
    return 'EL';
  }
  if (classification === 'RESTORATIVE_CARE') {
    return 'RC';
  }
  return isCareManagement(service) ? 'CM' : 'ON';
}

const isOngoing = (c: string): c is SahClassification =>
  (SAH_CLASSIFICATIONS as readonly string[]).includes(c);

/** The classification in force on a date (the latest to start on or before it), or null. */
export function classificationOn<T extends { classification: string; startDate: string }>(
  rows: readonly T[],
  date: string,
): T | null {
  let found: T | null = null;
  for (const row of rows) {
    if (row.startDate <= date && (!found || row.startDate >= found.startDate)) {
      found = row;
    }
  }
  return found;
}

/**
 * The budget period a line of a date draws on: the quarter for an ongoing classification, the
 * pathway's episode (from its start, SAH_PATHWAY_DAYS long; AT-HM: 12 months) otherwise.
 */
export function budgetPeriodOf(classification: { classification: string; startDate: string }, date: string) {
  if (isOngoing(classification.classification)) {
    const q = quarterOf(date);
    return { start: q.start, end: q.end };
  }
  const days =
    classification.classification === 'AT_HM'
      ? 365
      : SAH_PATHWAY_DAYS[classification.classification as 'RESTORATIVE_CARE' | 'END_OF_LIFE'];
  return { start: classification.startDate, end: addCalendarDays(classification.startDate, days - 1) };
}

/** Every reason the line cannot be claimed; none when it can. */
export function sahPreflightProblems(
  line: SahLine,
  client: SahPreflightClient,
  ctx: SahPreflightContext,
): SahPreflightProblem[] {
  const out: SahPreflightProblem[] = [];
  const fail = (rule: SahPreflightRule, message: string) =>
    out.push({ rule, message, fix: SAH_PREFLIGHT_FIXES[rule] });
  const date = line.serviceDate;
  if (!client.myAgedCareId?.trim()) {
    fail(
      'noMyAgedCareId',
      'The client has no My Aged Care ID: Services Australia matches the care recipient by it',
    );
  }
  const classification = classificationOn(client.classifications, date);
  if (!classification) {
    fail('noClassification', `No classification or pathway is in force on ${date}`);
  }
  const service = line.service;
  if (!service) {
    fail('noService', 'The shift names no Support at Home service');
  } else if (classification && !serviceFunded(classification.classification, service)) {
    fail(
      'notFunded',
      `${service.name} is not funded by ${isOngoing(classification.classification) ? `classification ${classification.classification}` : classification.classification.replaceAll('_', ' ').toLowerCase()}`,
    );
  }
  if (service && line.unitPriceCents === null) {
    fail('noPrice', `No published price for ${service.name} in force on ${date}`);
  }
  if (line.capProblem) {
    fail('aboveCap', line.capProblem);
  }
  if (classification) {
    const period = budgetPeriodOf(classification, date);
    if (date > period.end) {
      fail('outsideBudget', `${date} is after the pathway’s end on ${period.end}`);
    }
    const kind = budgetKindOf(classification.classification as SahClassification | SahPathway);
    if (!budgetRowOn(ctx.budgetRows, kind, isOngoing(classification.classification) ? date : period.start)) {
      fail('noBudgetRow', `No budget row of ${kind.replace('_', ' ').toLowerCase()} is in force on ${date}`);
    }
    const window = claimWindow(period.end, ctx.today, ctx.lateClaimDayOne);
    if (window.late && window.warning) {
      fail('lateClaim', window.warning);
    }
  }
  if (!line.rateEntered) {
    fail(
      'noRates',
      `No contribution rate from Services Australia is in force on ${date}: nothing is claimed on the default`,
    );
  }
  if (line.quantityHundredths === 0) {
    fail('nothingDelivered', 'The delivered time rounds to 0 h');
  }
  return out;
}

// ─── The upload file ─────────────────────────────────────────────────────────────────────────────

/** What one row of the upload file claims. */
export interface SahClaimRow {
  myAgedCareId: string;
  firstName: string;
  lastName: string;
  serviceDate: string;
  allocationCategory: string;
  serviceTypeCode: string;
  serviceCode: string;
  serviceName: string;
  quantity: number;
  unitPriceCents: number;
  grossCents: number;
  contributionCents: number;
  governmentCents: number;
  reference: string;
}

/**
 * The file's columns, in order: the header and what fills it. The official ACPP invoice CSV layout
 * is UNCONFIRMED (§9.4, §14 #6): this mapping (documented in docs/support-at-home.md) is the one
 * place to change when the eKit's layout is read.
 */
export const SAH_CLAIM_FILE_COLUMNS: readonly { header: string; value: (row: SahClaimRow) => string }[] = [
  { header: 'Care Recipient ID', value: (r) => r.myAgedCareId },
  { header: 'First Name', value: (r) => r.firstName },
  { header: 'Last Name', value: (r) => r.lastName },
  { header: 'Service Date', value: (r) => r.serviceDate },
  { header: 'Allocation Category', value: (r) => r.allocationCategory },
  { header: 'Entitlement Type', value: () => 'Current' },
  { header: 'Service Type Identifier', value: (r) => r.serviceTypeCode },
  { header: 'Service Identifier', value: (r) => r.serviceCode },
  { header: 'Service Name', value: (r) => r.serviceName },
  { header: 'Quantity', value: (r) => String(r.quantity) },
  { header: 'Unit Price', value: (r) => money(r.unitPriceCents) },
  { header: 'Total Amount', value: (r) => money(r.grossCents) },
  { header: 'Participant Contribution', value: (r) => money(r.contributionCents) },
  { header: 'Government Amount', value: (r) => money(r.governmentCents) },
  { header: 'External Reference', value: (r) => r.reference },
];

/** Cents as the files write them: '84.00' (integer arithmetic). */
export const money = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A line's reference in the file and on the statement: 'SAH-0007-0012' (batch 7, row 12). */
export const sahClaimReference = (batchNumber: number, rowNumber: number): string =>
  `SAH-${String(batchNumber).padStart(4, '0')}-${String(rowNumber).padStart(4, '0')}`;

/** 'support-at-home-claim-0007-2026-11-01-to-2026-11-30.csv'. */
export const sahClaimFileName = (batchNumber: number, from: string, to: string): string =>
  `support-at-home-claim-${String(batchNumber).padStart(4, '0')}-${from}-to-${to}.csv`;

/** The row's cells in the mapping's order. */
export const sahClaimFileRow = (row: SahClaimRow): string[] =>
  SAH_CLAIM_FILE_COLUMNS.map((c) => c.value(row));
export const SAH_CLAIM_FILE_HEADER = SAH_CLAIM_FILE_COLUMNS.map((c) => c.header);

// ─── The payment statement ──────────────────────────────────────────────────────────────────────

/**
 * The columns the statement import reads, by header (any order, case and spacing ignored). The
 * official statement CSV layout is UNCONFIRMED (§9.2 step 6, §14 #6): documented in
 * docs/support-at-home.md. Status is Paid or Rejected (also Approved/Completed, and Declined/Error).
 */
export const SAH_STATEMENT_COLUMNS = {
  reference: 'External Reference',
  status: 'Status',
  governmentPaid: 'Government Paid',
  contribution: 'Contribution',
  reason: 'Reason',
} as const;

export interface SahStatementRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  reference: string;
  outcome: 'Paid' | 'Rejected' | null;
  governmentPaidCents: number | null;
  contributionCents: number | null;
  reason: string | null;
  /** What cannot be read on the row. */
  problem: string | null;
}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

function cents(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) {
    return null;
  }
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

function outcomeOf(status: string): 'Paid' | 'Rejected' | null {
  const s = status.trim().toLowerCase();
  if (/reject|declin|error|fail|not paid/.test(s)) {
    return 'Rejected';
  }
  if (/^(paid|approved|completed)$/.test(s)) {
    return 'Paid';
  }
  return null;
}

/** The statement's rows, or a message when the file is not a statement (no header with the reference and status). */
export function parseSahStatement(text: string): { rows: SahStatementRow[] } | { error: string } {
  const table = parseCsv(text);
  const header = (table[0] ?? []).map(norm);
  const col = (name: string) => header.indexOf(norm(name));
  const C = SAH_STATEMENT_COLUMNS;
  const missing = [C.reference, C.status, C.governmentPaid].filter((c) => col(c) < 0);
  if (missing.length > 0) {
    return {
      error: `The statement has no ${missing.join(', ')} column (docs/support-at-home.md "Payment statement")`,
    };
  }
  const rows: SahStatementRow[] = [];
  table.slice(1).forEach((cells, i) => {
    const at = (name: string) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : '');
    if (cells.every((c) => c.trim() === '')) {
      return;
    }
    const reference = at(C.reference);
    const outcome = outcomeOf(at(C.status));
    const paidText = at(C.governmentPaid);
    const governmentPaidCents = paidText === '' ? null : cents(paidText);
    const contributionText = at(C.contribution);
    const contributionCents = contributionText === '' ? null : cents(contributionText);
    let problem: string | null = null;
    if (!reference) {
      problem = 'No external reference';
    } else if (!outcome) {
      problem = `Status “${at(C.status)}” is neither paid nor rejected`;
    } else if (outcome === 'Paid' && governmentPaidCents === null) {
      problem = `Government paid “${paidText}” is not an amount`;
    } else if (contributionText !== '' && contributionCents === null) {
      problem = `Contribution “${contributionText}” is not an amount`;
    }
    rows.push({
      row: i + 2,
      reference,
      outcome,
      governmentPaidCents,
      contributionCents,
      reason: at(C.reason) || null,
      problem,
    });
  });
  return { rows };
}

/** A claimed line as the reconciliation reads it. */
export interface SahClaimedLineState {
  reference: string;
  status: 'Submitted' | 'Paid' | 'Rejected';
  governmentCents: number;
  contributionCents: number;
  message: string | null;
}

export interface SahStatementOutcome {
  row: number;
  reference: string;
  /** paid / rejected: applied; unchanged: the line already says so; refused: nothing applied, see message. */
  action: 'paid' | 'rejected' | 'unchanged' | 'refused';
  message: string;
}

/**
 * What each statement row does to its line. Nothing is applied on a guess: a reference the product
 * does not have, a payment of another amount, a different contribution, a row naming a line twice, a
 * paid line answered otherwise — each is refused with its message. The same statement again changes nothing.
 */
export function reconcileSahStatement(
  rows: readonly SahStatementRow[],
  lines: ReadonlyMap<string, SahClaimedLineState>,
): SahStatementOutcome[] {
  const seen = new Set<string>();
  return rows.map((r): SahStatementOutcome => {
    const refuse = (message: string): SahStatementOutcome => ({
      row: r.row,
      reference: r.reference,
      action: 'refused',
      message: `Row ${r.row}${r.reference ? ` (${r.reference})` : ''}: ${message}; nothing applied`,
    });
    if (r.problem) {
      return refuse(r.problem);
    }
    if (seen.has(r.reference)) {
      return refuse('the statement names this line twice');
    }
    seen.add(r.reference);
    const line = lines.get(r.reference);
    if (!line) {
      return refuse('no claimed Support at Home line has this reference');
    }
    if (r.outcome === 'Paid') {
      if (r.governmentPaidCents !== line.governmentCents) {
        return refuse(
          `pays ${dollars(r.governmentPaidCents ?? 0)} but the line claims ${dollars(line.governmentCents)} from the government`,
        );
      }
      if (r.contributionCents !== null && r.contributionCents !== line.contributionCents) {
        return refuse(
          `states a contribution of ${dollars(r.contributionCents)} but the line’s is ${dollars(line.contributionCents)}`,
        );
      }
      if (line.status === 'Paid') {
        return { row: r.row, reference: r.reference, action: 'unchanged', message: 'Already paid' };
      }
      if (line.status === 'Rejected') {
        return refuse('the line was rejected earlier: it is claimed again under a new reference');
      }
      return {
        row: r.row,
        reference: r.reference,
        action: 'paid',
        message: `Paid ${dollars(line.governmentCents)}`,
      };
    }
    const reason = r.reason ?? 'Rejected (no reason given)';
    if (line.status === 'Paid') {
      return refuse('the line is already paid: a paid line never changes');
    }
    if (line.status === 'Rejected') {
      return { row: r.row, reference: r.reference, action: 'unchanged', message: 'Already rejected' };
    }
    return { row: r.row, reference: r.reference, action: 'rejected', message: reason };
  });
}
