// Before a Support at Home line is claimed from Services Australia (issue 39 item 4; SUPPORT-AT-HOME.md
// §9.5): what the client's classification funds, the allocation category a line is claimed against,
// and the pre-flight that catches the vendor-named rejection causes before a file is made, each with
// the fix the office makes. The upload file is sah-claim-file.ts; the payment statement,
// sah-payment-statement.ts.
import { addCalendarDays } from '../dates.ts';
import { budgetKindOf, budgetRowOn } from './sah-budget-rows.ts';
import { SAH_PATHWAY_DAYS } from './sah-budgets.data.ts';
import { claimWindow } from './sah-claim-window.ts';
import { isCareManagement, type SahLine, type SahLineService } from './sah-lines.ts';
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
  'visitAwaiting',
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
  visitAwaiting: 'Approve the rest of the visit on the timesheet: a visit is claimed whole',
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
  if (line.awaitingPieces > 0) {
    // Claimed now, the piece would be rounded without the rest of its visit: a quarter hour could be
    // claimed twice once the rest is approved (sah-lines.ts rounds a visit once).
    fail(
      'visitAwaiting',
      `${line.awaitingPieces === 1 ? 'Another piece' : `${line.awaitingPieces} other pieces`} of this visit (across a band edge or midnight) ${line.awaitingPieces === 1 ? 'is' : 'are'} not approved yet`,
    );
  }
  return out;
}
