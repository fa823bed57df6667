// The replies of the pay lines calls (docs/api.md "Pay lines"): the engine's lines as the office and
// the worker read them, per pay period, with what blocks each period.
import { CATEGORY_LABELS } from '../pay/pay-rules.ts';
import type { PayCategory, PayLine } from '../pay/pay-types.ts';
import type { PayBlock } from './pay-blocks.ts';
import type { PayCorrection } from './pay-corrections.ts';

/** One shift's share of a line, with its sentence ("Sat 28 Nov 8:00–14:00, Saturday: 6 h at 150% of $36.22 = $325.98"). */
export interface PayLinePieceView {
  date: string;
  shiftRosterId: string | null;
  from: string | null;
  to: string | null;
  hours: string | null;
  units: string | null;
  amountCents: number;
  explanation: string;
}

/** One pay line (SCHADS.md §5). `rate` is exact (a decimal string); `amountCents` rounded half up once. */
export interface PayLineView {
  /** award: a line of the period's own work; correction: a change to an approved period, paid in this one. */
  kind: 'award' | 'correction';
  /** The approved period a correction corrects; null for award lines. */
  corrects: { fromDate: string; toDate: string } | null;
  date: string;
  toDate: string;
  shiftRosterId: string | null;
  category: PayCategory;
  categoryLabel: string;
  hours: string | null;
  units: string | null;
  multiplier: string | null;
  rate: string;
  amountCents: number;
  explanation: string;
  clause: string;
  /** The rule behind the line (pay/pay-rules.ts): the margin report keeps period overtime off the shifts. */
  ruleId: string;
  /** Ordinary time earnings: super is paid on it (SCHADS.md §7). */
  ote: boolean;
  warnings: string[];
  pieces: PayLinePieceView[];
}

/** A worker's pay period: its lines and total, and what blocks its approval. */
export interface PayPeriodPay {
  fromDate: string;
  toDate: string;
  /**
   * blocked: not priced (no lines); waiting: priced, but something still blocks approval; ready: nothing
   * does; approved: the lines are frozen (docs/pay.md "Approval and corrections").
   */
  status: 'blocked' | 'waiting' | 'ready' | 'approved';
  /** Approved: who approved and when (an ISO instant); the lines are the frozen ones. */
  approved: boolean;
  approvedAt: string | null;
  approvedBy: string | null;
  lines: PayLineView[];
  totalCents: number;
  blocks: PayBlock[];
  warnings: string[];
  /** The attendances of the period (clock-in in it), priced or not. */
  attendanceCount: number;
}

/** GET /PayLines/get_staff_pay_lines. */
export interface StaffPayLinesView {
  staffId: string;
  staffName: string;
  employeeId: string | null;
  fromDate: string;
  toDate: string;
  periods: PayPeriodPay[];
  totalCents: number;
}

/** Hours of one category over a period (the summary's columns). */
export interface CategoryHours {
  category: PayCategory;
  hours: string;
}

/** One worker's row of the pay-period summary. */
export interface PaySummaryRow {
  staffId: string;
  staffName: string;
  employeeId: string | null;
  status: PayPeriodPay['status'];
  totalCents: number;
  hours: CategoryHours[];
  blocks: PayPeriodPay['blocks'];
  attendanceCount: number;
  approved: boolean;
  approvedAt: string | null;
  approvedBy: string | null;
  /** The signed total of the correction lines in the period (0 when none). */
  correctionCents: number;
}

/** GET /PayLines/get_pay_period_summary. */
export interface PayPeriodSummaryView {
  fromDate: string;
  toDate: string;
  /** The periods the picker offers: the current one and those before it, newest first. */
  periods: { fromDate: string; toDate: string }[];
  workers: PaySummaryRow[];
  totalCents: number;
}

/** GET /PayLines/get_my_pay: the worker's own period, blocks in their words. */
export interface MyPayView {
  staffId: string;
  periods: { fromDate: string; toDate: string }[];
  period: PayPeriodPay;
}

/** An engine line as the calls return it. */
export const payLineView = (l: PayLine): PayLineView => ({
  kind: 'award',
  corrects: null,
  date: l.date,
  toDate: l.toDate,
  shiftRosterId: l.shiftRosterId,
  category: l.category,
  categoryLabel: CATEGORY_LABELS[l.category],
  hours: l.hours,
  units: l.units,
  multiplier: l.multiplier,
  rate: l.rate,
  amountCents: l.amountCents,
  explanation: l.explanation,
  clause: l.clause,
  ruleId: l.ruleId,
  ote: l.ote,
  warnings: l.warnings,
  pieces: l.pieces.map((p) => ({ ...p })),
});

/** Hours by category over lines with hours (allowances have units): exact to the hundredth, in category order. */
export function hoursByCategory(
  lines: readonly PayLineView[],
  order: readonly PayCategory[],
): CategoryHours[] {
  const hundredths = new Map<PayCategory, number>();
  for (const l of lines) {
    if (l.hours !== null) {
      hundredths.set(l.category, (hundredths.get(l.category) ?? 0) + Math.round(Number(l.hours) * 100));
    }
  }
  return order
    .filter((c) => hundredths.has(c))
    .map((c) => ({ category: c, hours: ((hundredths.get(c) ?? 0) / 100).toFixed(2) }));
}

/** A correction as a line of the period that pays it. */
export const correctionLineView = (c: PayCorrection): PayLineView => ({
  kind: 'correction',
  corrects: { fromDate: c.correctsFromDate, toDate: c.correctsToDate },
  date: c.date,
  toDate: c.date,
  shiftRosterId: c.shiftRosterId,
  category: c.category,
  categoryLabel: CATEGORY_LABELS[c.category],
  hours: c.hours,
  units: c.units,
  multiplier: c.multiplier,
  rate: c.rate,
  amountCents: c.amountCents,
  explanation: c.explanation,
  clause: '',
  warnings: [],
  pieces: [],
});
