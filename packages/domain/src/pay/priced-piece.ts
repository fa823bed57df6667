// A priced share of one shift, before pieces are gathered into pay lines (pay-lines.ts).
import type { Decimal } from './decimal.ts';
import type { PayRuleId } from './pay-rules.ts';
import type { PayCategory } from './pay-types.ts';

export interface PricedPiece {
  category: PayCategory;
  date: string;
  shiftKey: string | null;
  /** The attendance (period of work) the piece comes from. */
  periodKey: string | null;
  shiftRosterId: string | null;
  /** Wall times of the worked hours (null for allowances and top-ups). */
  start: number | null;
  end: number | null;
  /** Paid clock time (hour lines) or units (allowances). */
  ms: number | null;
  units: Decimal | null;
  multiplier: Decimal | null;
  casual: boolean;
  /** The hourly rate the multiplier applies to (hour lines). */
  base: Decimal | null;
  /** The award rate when an above-award base is used instead. */
  award: Decimal | null;
  rate: Decimal;
  rateRowId: string;
  ote: boolean;
  ruleId: PayRuleId;
  /** Words about this piece beyond the category's ("0.5 h worked, the 1 h minimum paid"). */
  note: string | null;
  warnings: string[];
  /** Whether the period-wide line keeps a shift (false for period overtime, gathered over the period). */
  aggregated: boolean;
}
