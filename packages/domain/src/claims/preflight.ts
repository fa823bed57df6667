import { formatCents } from '../care-record/money.ts';
import { itemInForce, type PricingPlace, priceFor } from '../catalogue/pricing.ts';
import { formatCalendarDate } from '../dates.ts';
import { isNdisNumber } from '../invoices/budget-usage.ts';
import { hoursText } from '../invoices/hours.ts';
import type { CatalogueIndex, PricingRow } from '../invoices/invoice-lines.ts';
import { itemMisfit } from '../invoices/item-fit.ts';
import { isValidClaimReference } from './claim-file.ts';
import type { PreflightProblem, PreflightRule } from './claim-view.ts';

/** A saved line as the pre-flight reads it. */
export interface PreflightInput {
  invoicesId: string;
  profileId: string;
  ndisNo: string | null;
  place: PricingPlace;
  date: string;
  dateFrom: Date;
  dateTo: Date;
  itemNumber: string | null;
  supportItemId: string | null;
  /** Clients on the shift (the group's size divides the limit). */
  groupSize: number;
  unitPriceCents: number;
  amountCents: number;
  quantity: number;
  claimReference: string;
  /** The shift and band billed (a line of the same shift at the same time is the same support). */
  shiftRosterId?: string | null;
  shiftCode?: string;
  itemName?: string | null;
  unit?: string | null;
  /** Unconfirmed: worked short of agreed beyond the tolerance, not yet confirmed by the office. */
  shortDelivery?: string | null;
  workedTicks?: number;
  agreedTicks?: number;
}

/** A client's plan as the pre-flight reads it. */
export interface PreflightPlan {
  startDate: string;
  endDate: string;
  management: string;
  planManager: string | null;
}

/** A line already claimed (Claimed or Paid), to find duplicates. */
export interface ClaimedLine {
  invoicesId: string;
  profileId: string;
  shiftRosterId?: string | null;
  itemNumber: string | null;
  dateFrom: Date;
  dateTo: Date;
}

export interface PreflightContext {
  catalogue: CatalogueIndex;
  /** The client's plans. */
  plans: readonly PreflightPlan[];
  /** The client's lines already claimed or paid. */
  claimed: readonly ClaimedLine[];
  /** The item-fit rule, cached for the request (itemMisfitCache); itemMisfit itself when absent. */
  itemFit?: typeof itemMisfit;
}

const problem = (rule: PreflightRule, message: string, fix: string): PreflightProblem => ({
  rule,
  message,
  fix,
});

const blank = (value: string | null | undefined): boolean => !(value ?? '').trim();

const COMPANY_FIX = 'Enter it on Setup → Company, then run the pre-flight check again';
const PROFILE_FIX =
  'Enter the participant’s 9-digit NDIS number on the client’s profile (Clients), then run the pre-flight check again';
const REPRICE_FIX = 'Open the line on the Invoices screen and choose its activity (support item), then save';

/** The company's own problems (no NDIS registration number, no ABN): each fails the whole file. */
export function companyProblems(company: {
  ndisRegistrationNumber: string | null;
  abn: string | null;
}): PreflightProblem[] {
  const problems: PreflightProblem[] = [];
  if (blank(company.ndisRegistrationNumber)) {
    problems.push(
      problem('noRegistrationNumber', 'The company has no NDIS registration number', COMPANY_FIX),
    );
  }
  const abn = (company.abn ?? '').replace(/\s+/g, '');
  if (!abn) {
    problems.push(problem('noAbn', 'The company has no ABN', COMPANY_FIX));
  } else if (!/^\d{11}$/.test(abn)) {
    // The file writes the ABN as digits only; anything but 11 digits is refused by the portal.
    problems.push(problem('noAbn', `The company’s ABN ${company.abn?.trim()} is not 11 digits`, COMPANY_FIX));
  }
  return problems;
}

function ndisNumberProblems(line: PreflightInput): PreflightProblem[] {
  if (blank(line.ndisNo)) {
    return [problem('noNdisNumber', 'The participant has no NDIS number recorded', PROFILE_FIX)];
  }
  if (!isNdisNumber(line.ndisNo)) {
    return [
      problem(
        'badNdisNumber',
        `The participant’s NDIS number ${line.ndisNo?.trim()} is not 9 digits`,
        'Correct the participant’s NDIS number on the client’s profile (Clients), then run the pre-flight check again',
      ),
    ];
  }
  return [];
}

/** The item's problems: none chosen, not in force on the date, or priced above its limit for the client. */
function itemProblems(line: PreflightInput, catalogue: CatalogueIndex): PreflightProblem[] {
  if (line.itemNumber === null || blank(line.itemNumber)) {
    return [problem('noItem', 'The line has no activity (support item)', REPRICE_FIX)];
  }
  const row: PricingRow | undefined = itemInForce(catalogue.get(line.itemNumber) ?? [], line.date);
  const day = formatCalendarDate(line.date);
  if (!row) {
    return [
      problem(
        'itemNotInForce',
        `Support item ${line.itemNumber} is not in force on ${day}`,
        `${REPRICE_FIX}; import the support catalogue of that date on Setup → Support Catalogue if it is missing`,
      ),
    ];
  }
  if (row.quote) {
    return [];
  }
  const limit = priceFor(row.prices, line.place, row.layout).cents;
  if (limit === null) {
    return [];
  }
  // In a group each participant is claimed the limit divided by the group's size.
  const group = Math.max(1, Math.floor(line.groupSize));
  const maxCents = Math.floor(limit / group);
  if (line.unitPriceCents <= maxCents) {
    return [];
  }
  const limitText =
    group > 1
      ? `${formatCents(maxCents)} (the limit shared by ${group} participants)`
      : formatCents(maxCents);
  return [
    problem(
      'priceAboveLimit',
      `The unit price ${formatCents(line.unitPriceCents)} is above the limit ${limitText} of item ${line.itemNumber} on ${day}`,
      'Open the line on the Invoices screen and choose its activity (support item) again to reprice it at the limit, then save',
    ),
  ];
}

/** The plan covering the date must exist and be NDIA-managed: only those supports are claimed from the NDIA. */
function planProblems(line: PreflightInput, plans: readonly PreflightPlan[]): PreflightProblem[] {
  const date = line.date.slice(0, 10);
  const plan = plans.find((p) => p.startDate <= date && date <= p.endDate);
  if (!plan) {
    return [
      problem(
        'outsidePlan',
        `No NDIS plan of the participant covers ${formatCalendarDate(date)}`,
        'Record the participant’s plan for these dates in NDIS plans on the client’s profile (Clients), or delete the line if it should not be billed',
      ),
    ];
  }
  if (plan.management === 'NDIA Managed') {
    return [];
  }
  const payer =
    plan.management === 'Self Managed'
      ? 'the participant'
      : blank(plan.planManager)
        ? 'the plan manager'
        : `the plan manager (${plan.planManager?.trim()})`;
  return [
    problem(
      'notAgencyManaged',
      `The participant’s plan is ${plan.management.toLowerCase()}, not NDIA managed`,
      `Invoice ${payer} instead; only NDIA-managed supports are claimed from the NDIA`,
    ),
  ];
}

/** Whether two times [from, to) share a moment; two lines starting together always do. */
const overlaps = (a: { dateFrom: Date; dateTo: Date }, b: { dateFrom: Date; dateTo: Date }): boolean =>
  a.dateFrom.getTime() === b.dateFrom.getTime() ||
  (a.dateFrom.getTime() < b.dateTo.getTime() && b.dateFrom.getTime() < a.dateTo.getTime());

/** Every rule of docs/workforce.md "Claims" a line breaks, each with how to fix it; [] when it passes. */
export function preflightLine(line: PreflightInput, ctx: PreflightContext): PreflightProblem[] {
  const problems = [
    ...ndisNumberProblems(line),
    ...itemProblems(line, ctx.catalogue),
    ...planProblems(line, ctx.plans),
  ];
  if (!isValidClaimReference(line.claimReference)) {
    problems.push(
      problem(
        'badClaimReference',
        `The claim reference ${line.claimReference || '(empty)'} is not 1 to 50 letters, digits, / _ or -`,
        'Save the invoice again on the Invoices screen so the line gets its invoice number, then run the pre-flight check again',
      ),
    );
  }
  // The same time of the same shift is one support whatever its item; on another shift, the same item.
  const duplicate =
    line.itemNumber !== null &&
    ctx.claimed.some(
      (c) =>
        c.invoicesId !== line.invoicesId &&
        c.profileId === line.profileId &&
        (c.itemNumber === line.itemNumber ||
          (c.shiftRosterId != null && c.shiftRosterId === line.shiftRosterId)) &&
        overlaps(c, line),
    );
  if (duplicate) {
    problems.push(
      problem(
        'duplicateClaim',
        `A line of the participant on item ${line.itemNumber} at this time is already claimed`,
        'Compare it with the claimed line on the NDIS Claims screen: delete this line if it is the same support, or correct the shift’s times if not',
      ),
    );
  }
  const misfit =
    line.itemNumber && line.itemName && line.unit && line.shiftCode
      ? (ctx.itemFit ?? itemMisfit)(
          { itemNumber: line.itemNumber, itemName: line.itemName, unit: line.unit },
          { date: line.date, shiftCode: line.shiftCode },
        )
      : null;
  if (misfit) {
    problems.push(
      problem(
        'itemDoesNotFit',
        `The item does not fit the line: ${misfit}`,
        'Open the line on the Invoices screen and choose an activity for its day, band and unit, then save',
      ),
    );
  }
  if (line.amountCents <= 0 || line.quantity <= 0) {
    problems.push(
      problem(
        'nothingToClaim',
        `The line claims ${formatCents(Math.max(0, line.amountCents))} (quantity ${line.quantity})`,
        'Check the agreed time of the shift on the Shift Roster and load the invoice again, or delete the line',
      ),
    );
  }
  return problems;
}

/**
 * What the pre-flight lists without holding the line back: an unconfirmed short delivery bills the
 * worked time, which may be claimed as it is; the office may still confirm the agreed time.
 */
export function preflightNotes(line: PreflightInput): PreflightProblem[] {
  if (line.shortDelivery !== 'Unconfirmed') {
    return [];
  }
  return [
    problem(
      'shortDelivery',
      `Short delivery: worked ${hoursText(line.workedTicks ?? 0)} of the agreed ${hoursText(line.agreedTicks ?? 0)}; the line claims the worked time`,
      'Claim it as it is, or confirm the agreed time with a reason on the Invoices screen (Short delivery) before making the request',
    ),
  ];
}
