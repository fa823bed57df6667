// The Support at Home reports (issue 39 item 6): budget use per client per quarter (unspent funds and
// overrun risk), contributions owed, and claims outstanding by age, each with its CSV. Pure: rows in,
// rows and totals out, whole cents.
import { z } from 'zod';
import { csvText } from '../csv-write.ts';
import { AGE_BUCKET_LABELS, AGE_BUCKETS, type AgeBucket, ageBucket } from '../invoices/invoice-ageing.ts';
import { daysBetween } from '../plans/plan-rules.ts';
import { requiredDate } from '../schemas/form-fields.ts';
import { dollars } from './sah-money.ts';
import type { QuarterFigures } from './sah-quarter-figures.ts';

/** One client's quarter as the budget-use report reads it. */
export interface BudgetUseInput {
  clientId: string;
  clientName: string;
  classification: string;
  quarterLabel: string;
  figures: Pick<
    QuarterFigures,
    | 'servicesBudgetCents'
    | 'usedCents'
    | 'committedCents'
    | 'remainingCents'
    | 'projectedCarryOutCents'
    | 'projectedLapseCents'
  >;
}

export type BudgetUseRisk = 'overrun' | 'lapse' | 'on-track';

export interface BudgetUseRow extends BudgetUseInput {
  /** Used and committed as a share of the services budget, in tenths of a percent (0–∞). */
  drawnPermille: number;
  risk: BudgetUseRisk;
  note: string;
}

/**
 * Each client's quarter with its risk: **overrun** when what is used and rostered passes the services
 * budget; **lapse** when more would be left at the quarter's end than can be carried over (the rest is
 * lost to the client); else on track. Worst first, then by name.
 */
export function budgetUseReport(rows: readonly BudgetUseInput[]): BudgetUseRow[] {
  const order: Record<BudgetUseRisk, number> = { overrun: 0, lapse: 1, 'on-track': 2 };
  return rows
    .map((r): BudgetUseRow => {
      const f = r.figures;
      const drawn = f.usedCents + f.committedCents;
      const drawnPermille =
        f.servicesBudgetCents > 0
          ? Math.floor((drawn * 1000 + f.servicesBudgetCents / 2) / f.servicesBudgetCents)
          : 0;
      if (f.remainingCents < 0) {
        return {
          ...r,
          drawnPermille,
          risk: 'overrun',
          note: `Used and rostered pass the services budget by ${dollars(-f.remainingCents)}`,
        };
      }
      if (f.projectedLapseCents > 0) {
        return {
          ...r,
          drawnPermille,
          risk: 'lapse',
          note: `${dollars(f.remainingCents)} unspent: ${dollars(f.projectedCarryOutCents)} carries over, ${dollars(f.projectedLapseCents)} would lapse`,
        };
      }
      return { ...r, drawnPermille, risk: 'on-track', note: `${dollars(f.remainingCents)} left` };
    })
    .sort((a, b) => order[a.risk] - order[b.risk] || a.clientName.localeCompare(b.clientName));
}

/** A claimed line not paid yet (submitted, or rejected and waiting to be claimed again). */
export interface OutstandingClaimLine {
  clientId: string;
  clientName: string;
  serviceDate: string;
  /** The day it was claimed (the batch's date). */
  claimedOn: string;
  state: 'SUBMITTED' | 'REJECTED';
  governmentCents: number;
}

export const CLAIM_AGE_BUCKETS = ['0-14', '15-30', '31-60', '60+'] as const;
export type ClaimAgeBucket = (typeof CLAIM_AGE_BUCKETS)[number];
export const CLAIM_AGE_LABELS: Record<ClaimAgeBucket, string> = {
  '0-14': '0–14 days',
  '15-30': '15–30 days',
  '31-60': '31–60 days',
  '60+': 'over 60 days',
};

/** The age column of a claim not paid, by days since it was claimed. */
export function claimAgeBucket(claimedOn: string, today: string): ClaimAgeBucket {
  const days = daysBetween(claimedOn, today);
  return days <= 14 ? '0-14' : days <= 30 ? '15-30' : days <= 60 ? '31-60' : '60+';
}

export interface ClaimsOutstanding {
  rows: {
    clientId: string;
    clientName: string;
    buckets: Record<ClaimAgeBucket, number>;
    totalCents: number;
    lines: number;
  }[];
  buckets: Record<ClaimAgeBucket, number>;
  totalCents: number;
}

const emptyBuckets = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Claims outstanding by age, per client and in total: the government amount still to be paid. */
export function claimsOutstanding(lines: readonly OutstandingClaimLine[], today: string): ClaimsOutstanding {
  const byClient = new Map<string, ClaimsOutstanding['rows'][number]>();
  const buckets = emptyBuckets(CLAIM_AGE_BUCKETS);
  let totalCents = 0;
  for (const l of lines) {
    const bucket = claimAgeBucket(l.claimedOn, today);
    const row = byClient.get(l.clientId) ?? {
      clientId: l.clientId,
      clientName: l.clientName,
      buckets: emptyBuckets(CLAIM_AGE_BUCKETS),
      totalCents: 0,
      lines: 0,
    };
    row.buckets[bucket] += l.governmentCents;
    row.totalCents += l.governmentCents;
    row.lines += 1;
    byClient.set(l.clientId, row);
    buckets[bucket] += l.governmentCents;
    totalCents += l.governmentCents;
  }
  const rows = [...byClient.values()].sort(
    (a, b) => b.totalCents - a.totalCents || a.clientName.localeCompare(b.clientName),
  );
  return { rows, buckets, totalCents };
}

/** A contribution invoice as the owed report reads it. */
export interface ContributionOwedInput {
  clientId: string;
  clientName: string;
  dueDate: string;
  owedCents: number;
}

export interface ContributionsOwed {
  rows: { clientId: string; clientName: string; buckets: Record<AgeBucket, number>; totalCents: number }[];
  buckets: Record<AgeBucket, number>;
  totalCents: number;
}

/** Contributions owed per client by days past due (the aged list's columns). */
export function contributionsOwed(
  invoices: readonly ContributionOwedInput[],
  today: string,
): ContributionsOwed {
  const byClient = new Map<string, ContributionsOwed['rows'][number]>();
  const buckets = emptyBuckets(AGE_BUCKETS);
  let totalCents = 0;
  for (const inv of invoices.filter((i) => i.owedCents > 0)) {
    const bucket = ageBucket(inv.dueDate, today);
    const row = byClient.get(inv.clientId) ?? {
      clientId: inv.clientId,
      clientName: inv.clientName,
      buckets: emptyBuckets(AGE_BUCKETS),
      totalCents: 0,
    };
    row.buckets[bucket] += inv.owedCents;
    row.totalCents += inv.owedCents;
    byClient.set(inv.clientId, row);
    buckets[bucket] += inv.owedCents;
    totalCents += inv.owedCents;
  }
  const rows = [...byClient.values()].sort(
    (a, b) => b.totalCents - a.totalCents || a.clientName.localeCompare(b.clientName),
  );
  return { rows, buckets, totalCents };
}

const cents = (n: number) => (n / 100).toFixed(2);

/** The budget-use report as CSV: one line per client and quarter. */
export function budgetUseCsv(rows: readonly BudgetUseRow[]): string {
  return csvText([
    [
      'Client',
      'Classification',
      'Quarter',
      'Services budget',
      'Used',
      'Committed',
      'Remaining',
      'Drawn %',
      'Risk',
      'Note',
    ],
    ...rows.map((r) => [
      r.clientName,
      r.classification,
      r.quarterLabel,
      cents(r.figures.servicesBudgetCents),
      cents(r.figures.usedCents),
      cents(r.figures.committedCents),
      cents(r.figures.remainingCents),
      (r.drawnPermille / 10).toFixed(1),
      r.risk,
      r.note,
    ]),
  ]);
}

/** Claims outstanding as CSV: one line per client, a column per age. */
export function claimsOutstandingCsv(report: ClaimsOutstanding): string {
  return csvText([
    ['Client', 'Lines', ...CLAIM_AGE_BUCKETS.map((b) => CLAIM_AGE_LABELS[b]), 'Total'],
    ...report.rows.map((r) => [
      r.clientName,
      String(r.lines),
      ...CLAIM_AGE_BUCKETS.map((b) => cents(r.buckets[b])),
      cents(r.totalCents),
    ]),
  ]);
}

/** Contributions owed as CSV: one line per client, a column per age. */
export function contributionsOwedCsv(report: ContributionsOwed): string {
  return csvText([
    ['Client', ...AGE_BUCKETS.map((b) => AGE_BUCKET_LABELS[b]), 'Total'],
    ...report.rows.map((r) => [
      r.clientName,
      ...AGE_BUCKETS.map((b) => cents(r.buckets[b])),
      cents(r.totalCents),
    ]),
  ]);
}

/** GET /SupportAtHome/report_budget_use: a day of the quarter; `format=csv` for the file. */
export const sahBudgetUseQuery = z.object({
  date: requiredDate('Choose a date in the quarter'),
  format: z.enum(['json', 'csv'], { message: 'The format is json or csv' }).optional(),
});

/** GET /SupportAtHome/report_claims_outstanding: `format=csv` for the file. */
export const sahReportFormatQuery = z.object({
  format: z.enum(['json', 'csv'], { message: 'The format is json or csv' }).optional(),
});

/** The budget-use report's reply: the quarter, each client's row, and the clients left out with why. */
export interface SahBudgetUseView {
  quarter: { start: string; end: string; label: string };
  rows: BudgetUseRow[];
  skipped: { clientId: string; clientName: string; reason: string }[];
}
