// A Support at Home client's monthly statement (issue 39 item 5; SUPPORT-AT-HOME.md §10): for one
// calendar month, the funding available at its start, every service delivered (and each cancellation
// or no-show) with its date, hours or units, price, government amount and contribution, the funding
// remaining at its end, the contributions paid, adjustments from earlier months, committed funds,
// pathway expiry and care management. Figures come from the payment statement where one paid the
// line, else they are marked "expected (not yet paid)". A statement is not a bill.
import { addCalendarDays, formatCalendarDate } from '../dates.ts';
import { dollars } from './sah-money.ts';
import type { QuarterBudget } from './sah-quarter-budget.ts';
import { type DrawnLine, drawnCents } from './sah-quarter-figures.ts';
import { quarterOf } from './sah-quarters.ts';
import type { SahDrawdownBasis } from './sah-types.ts';

/** A delivered line as the statement shows it. */
export interface StatementLineInput {
  serviceDate: string;
  serviceName: string;
  /** '1.25 h', '1 meal'. */
  quantityLabel: string;
  /** Hours of the line when the unit is hours (care management's monthly total). */
  hours: number | null;
  grossCents: number;
  governmentCents: number;
  contributionCents: number;
  /** Drawn from the care-management account, not the services budget (§8). */
  careManagement: boolean;
  /** A third-party supplier that delivered it, when one did (§10). */
  supplier: string | null;
  /** PAID: a payment statement paid it (its figures are the ones shown); else expected. */
  claim: 'PAID' | 'REJECTED' | 'EXPECTED';
  /** What the payment statement paid, when it did. */
  paidGovernmentCents: number | null;
}

/** A cancelled or missed visit of the month: listed, charged only what the agreement allows. */
export interface StatementCancellation {
  date: string;
  serviceName: string;
  kind: 'Cancelled' | 'No-show';
  chargedCents: number;
}

/** A change to an earlier month (a refund, a corrected claim). */
export interface StatementAdjustment {
  date: string;
  description: string;
  amountCents: number;
}

export interface MonthlyStatementInput {
  /** 'YYYY-MM'. */
  month: string;
  /**
   * The budget of the month's quarter (every month lies inside one quarter); null when the client
   * has no quarterly budget (a short-term pathway's episode amount, or no classification yet).
   */
  budget: QuarterBudget | null;
  /** Why there is no quarterly budget, printed instead of the opening and remaining funding. */
  noBudgetReason?: string;
  drawdownBasis: SahDrawdownBasis;
  /** The quarter's lines delivered before the month (what was already drawn). */
  earlierInQuarter: readonly (DrawnLine & { careManagement: boolean })[];
  lines: readonly StatementLineInput[];
  cancellations: readonly StatementCancellation[];
  adjustments: readonly StatementAdjustment[];
  /** Contributions the client paid in the month (their invoices' payments). */
  contributionsPaidCents: number;
  /** Services rostered after the month that the budget already holds for. */
  committedCents: number;
  /** A short-term pathway's or AT-HM funding's end date, when the client has one. */
  fundingExpires: string | null;
}

export interface StatementLine extends StatementLineInput {
  /** 'Paid by Services Australia', 'Expected (not yet paid)', 'Rejected: being corrected'. */
  status: string;
}

export interface MonthlyStatement {
  month: string;
  fromDate: string;
  toDate: string;
  /** The last day to send it: the last day of the following month (§10). */
  dueBy: string;
  /** Null when the client has no quarterly budget (`noBudgetReason` says why). */
  openingAvailableCents: number | null;
  usedCents: number;
  closingRemainingCents: number | null;
  noBudgetReason: string | null;
  lines: StatementLine[];
  cancellations: StatementCancellation[];
  totals: { grossCents: number; governmentCents: number; contributionCents: number };
  contributionsPaidCents: number;
  adjustments: StatementAdjustment[];
  adjustmentsCents: number;
  committedCents: number;
  fundingExpires: string | null;
  careManagement: { hours: number; grossCents: number; governmentCents: number };
  /** Plain sentences the statement prints, in order. */
  summary: string[];
  warnings: string[];
}

/** 'November 2026' for '2026-11'. */
export function statementMonthLabel(month: string): string {
  return formatCalendarDate(`${month}-01`, 'monthYear');
}

/** The first and last day of a month, and the statement's due date (the last day of the next month). */
export function statementDates(month: string): { fromDate: string; toDate: string; dueBy: string } {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    throw new RangeError(`A statement month is YYYY-MM (${month})`);
  }
  const fromDate = `${month}-01`;
  const nextMonth = (d: string) => {
    const [y, m] = d.split('-').map(Number) as [number, number];
    return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  };
  const next = nextMonth(fromDate);
  return {
    fromDate,
    toDate: addCalendarDays(next, -1),
    dueBy: addCalendarDays(nextMonth(next), -1),
  };
}

const statusOf = (line: StatementLineInput): string =>
  line.claim === 'PAID'
    ? 'Paid by Services Australia'
    : line.claim === 'REJECTED'
      ? 'Not paid yet: the claim is being corrected'
      : 'Expected (not yet paid)';

/** The statement of one client's month. Pure: every figure from its inputs, whole cents. */
export function monthlyStatement(input: MonthlyStatementInput): MonthlyStatement {
  const { fromDate, toDate, dueBy } = statementDates(input.month);
  if (input.budget && quarterOf(fromDate).start !== input.budget.quarter.start) {
    throw new RangeError(`The budget given is not the quarter of ${input.month}`);
  }
  const basis = input.drawdownBasis;
  const servicesOnly = <T extends { careManagement: boolean }>(xs: readonly T[]) =>
    xs.filter((x) => !x.careManagement);
  // A paid line is drawn at what Services Australia paid; an expected one at its own figures.
  const drawnOf = (l: StatementLineInput) =>
    drawnCents(
      {
        grossCents: l.grossCents,
        governmentCents:
          l.claim === 'PAID' && l.paidGovernmentCents !== null ? l.paidGovernmentCents : l.governmentCents,
      },
      basis,
    );
  const drawnBefore = servicesOnly(input.earlierInQuarter).reduce((s, l) => s + drawnCents(l, basis), 0);
  const openingAvailableCents = input.budget ? input.budget.servicesBudgetCents - drawnBefore : null;
  const services = servicesOnly(input.lines);
  const usedCents = services.reduce((s, l) => s + drawnOf(l), 0);
  const closingRemainingCents = openingAvailableCents === null ? null : openingAvailableCents - usedCents;
  const noBudgetReason = input.budget
    ? null
    : (input.noBudgetReason ?? 'No quarterly budget is recorded for this month');
  const lines = [...input.lines]
    .sort((a, b) => a.serviceDate.localeCompare(b.serviceDate))
    .map((l) => ({
      ...l,
      governmentCents:
        l.claim === 'PAID' && l.paidGovernmentCents !== null ? l.paidGovernmentCents : l.governmentCents,
      status: statusOf(l),
    }));
  const totals = lines.reduce(
    (t, l) => ({
      grossCents: t.grossCents + l.grossCents,
      governmentCents: t.governmentCents + l.governmentCents,
      contributionCents: t.contributionCents + l.contributionCents,
    }),
    { grossCents: 0, governmentCents: 0, contributionCents: 0 },
  );
  const cm = lines.filter((l) => l.careManagement);
  const careManagement = {
    hours: Math.round(cm.reduce((s, l) => s + (l.hours ?? 0), 0) * 100) / 100,
    grossCents: cm.reduce((s, l) => s + l.grossCents, 0),
    governmentCents: cm.reduce((s, l) => s + l.governmentCents, 0),
  };
  const adjustmentsCents = input.adjustments.reduce((s, a) => s + a.amountCents, 0);
  const label = statementMonthLabel(input.month);
  const basisText = basis === 'FULL_PRICE' ? 'at the full price' : 'at the government share';
  const summary = [
    input.budget && openingAvailableCents !== null
      ? `Funding available on 1 ${label}: ${dollars(openingAvailableCents)} (this quarter's services budget ${dollars(input.budget.servicesBudgetCents)}, less ${dollars(drawnBefore)} used earlier in the quarter)`
      : `Funding available on 1 ${label}: not shown here (${noBudgetReason})`,
    lines.length === 0
      ? `No services were delivered in ${label}.`
      : `${lines.length} service line(s) delivered in ${label}: ${dollars(totals.grossCents)} in prices, ${dollars(totals.governmentCents)} from the government, ${dollars(totals.contributionCents)} your contributions`,
    `Used from your budget in ${label} (${basisText}): ${dollars(usedCents)}`,
    closingRemainingCents === null
      ? `Funding remaining at the end of ${label}: not shown here (${noBudgetReason})`
      : `Funding remaining at the end of ${label}: ${dollars(closingRemainingCents)}`,
    `Contributions you paid in ${label}: ${dollars(input.contributionsPaidCents)}`,
    `Care management this month: ${careManagement.hours} h`,
    'This statement is not a bill: your contributions are invoiced separately.',
  ];
  if (input.adjustments.length > 0) {
    summary.push(`Adjustments to earlier months: ${dollars(adjustmentsCents)}`);
  }
  if (input.committedCents > 0) {
    summary.push(`Already set aside for services booked after ${label}: ${dollars(input.committedCents)}`);
  }
  if (input.fundingExpires) {
    summary.push(`Your short-term funding ends on ${input.fundingExpires}`);
  }
  const warnings: string[] = [];
  const expected = lines.filter((l) => l.claim !== 'PAID').length;
  if (expected > 0) {
    warnings.push(
      `${expected} line(s) not yet paid by Services Australia: their government amounts are expected figures`,
    );
  }
  if (closingRemainingCents !== null && closingRemainingCents < 0) {
    warnings.push(`The quarter's services budget is overrun by ${dollars(-closingRemainingCents)}`);
  }
  return {
    month: input.month,
    fromDate,
    toDate,
    dueBy,
    openingAvailableCents,
    usedCents,
    closingRemainingCents,
    noBudgetReason,
    lines,
    cancellations: [...input.cancellations].sort((a, b) => a.date.localeCompare(b.date)),
    totals,
    contributionsPaidCents: input.contributionsPaidCents,
    adjustments: [...input.adjustments],
    adjustmentsCents,
    committedCents: input.committedCents,
    fundingExpires: input.fundingExpires,
    careManagement,
    summary,
    warnings,
  };
}
