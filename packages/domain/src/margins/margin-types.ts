import type { OnCostSettingsView } from './on-costs.ts';

/** A saved invoice line (only billed lines count, each once), as the margin report reads it. */
export interface MarginBilledLine {
  invoiceLineId: string;
  shiftRosterId: string | null;
  clientId: string;
  clientName: string;
  staffId: string | null;
  staffName: string;
  itemNumber: string | null;
  itemName: string | null;
  /** The local date of the support. */
  date: string;
  quantity: number;
  unit: string | null;
  unitPriceCents: number;
  amountCents: number;
  /** The time billed (100-ns ticks): how a shift's cost is shared among its lines. */
  billedTicks: number;
  invoiceNumber: string | null;
  /** A Support at Home line's claim (its number): billed by the claim, not an invoice. */
  claimNumber?: number | null;
}

/** A pay line as the margin report reads it (pay-lines/pay-lines-view.ts). */
export interface MarginPayLine {
  shiftRosterId: string | null;
  categoryLabel: string;
  ruleId: string;
  ote: boolean;
  amountCents: number;
  explanation: string;
  pieces: { date: string; shiftRosterId: string | null; amountCents: number; explanation: string }[];
}

export interface MarginWorker {
  staffId: string;
  staffName: string;
  /** The pay period's status: a blocked period has no lines, so its shifts show no cost. */
  status: 'blocked' | 'waiting' | 'ready' | 'approved';
  lines: readonly MarginPayLine[];
}

/** Money of a row: billed beside cost (pay + on-costs), margin and margin % (1 dp; null when nothing billed). */
export interface MarginMoney {
  billedCents: number;
  payCents: number;
  superCents: number;
  workersCompCents: number;
  payrollTaxCents: number;
  costCents: number;
  marginCents: number;
  marginPercent: string | null;
}

export type MarginGroupBy = 'shift' | 'client' | 'worker' | 'supportItem';
export const MARGIN_GROUPS: readonly MarginGroupBy[] = ['client', 'worker', 'supportItem', 'shift'];

/** One row of a grouping, with the sentences behind its figures. */
export interface MarginRow extends MarginMoney {
  key: string;
  label: string;
  /** Shift rows: the first local date of the shift; null for the others. */
  date: string | null;
  shiftCount: number;
  /** "Sat 28 Nov, 0104_0125_6_1 …: 2 h × $70.23 = $140.46 (invoice 12)". */
  billedExplanation: string[];
  /** Each cost line: its pay and its on-costs ("Saturday: … — paid $96.00 + 12% super $11.52 …"). */
  costExplanation: string[];
}

/** GET /Margins/get_margin_report. */
export interface MarginReport {
  fromDate: string;
  toDate: string;
  onCosts: OnCostSettingsView;
  totals: MarginMoney;
  groups: Record<MarginGroupBy, MarginRow[]>;
  /** What the figures leave out (a worker's period blocked, on-costs not set). */
  warnings: string[];
}

/** The reply of GET /Margins/get_margin_report: the report and the periods its picker offers (newest first). */
export interface MarginReportView extends MarginReport {
  periods: { fromDate: string; toDate: string }[];
}
