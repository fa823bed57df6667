// Worked hours priced: the category's multiplier (casual multipliers include the 25%) × the hourly
// rate of the hour's pay period, kept exact (SCHADS.md §4.4, §6 R1). Touching segments of one
// period with the same price are merged, so a piece reads as the worker lived it.
import type { CategorisedSegment } from './categorise.ts';
import { decimal, times } from './decimal.ts';
import { HOUR_MULTIPLIERS, OTE_BY_CATEGORY } from './pay-rules.ts';
import type { PayShift } from './pay-shift.ts';
import type { PaySwitches } from './pay-switches.ts';
import type { WorkerPaySettings } from './pay-types.ts';
import type { PricedPiece } from './priced-piece.ts';
import type { RateBook } from './rate-book.ts';

const CASUAL_SPAN_WARNING =
  'The casual rate for work beyond the broken shift span is not stated by any source: paid at the company’s setting (SCHADS.md §11 #13)';

/** Priced pieces of the categorised worked hours. */
export function priceHours(
  segments: readonly CategorisedSegment[],
  shiftOf: (key: string) => { shift: PayShift; settings: WorkerPaySettings },
  book: RateBook,
  switches: PaySwitches,
): PricedPiece[] {
  const pieces: PricedPiece[] = [];
  let last: { piece: PricedPiece; periodKey: string } | null = null;
  for (const s of segments) {
    const { shift, settings } = shiftOf(s.shiftKey);
    const hourly = book.hourly(shift, settings, s.date);
    if (!hourly) {
      continue;
    }
    const casual = settings.employmentType === 'CASUAL';
    const warnings = [...s.warnings];
    let multiplierText: string = HOUR_MULTIPLIERS[s.category][casual ? 1 : 0];
    if (casual && s.category === 'broken-span-200') {
      multiplierText = switches.casualBrokenSpanMultiplier;
      warnings.push(CASUAL_SPAN_WARNING);
    }
    const multiplier = decimal(multiplierText);
    const piece: PricedPiece = {
      category: s.category,
      date: s.date,
      shiftKey: s.shiftKey,
      periodKey: s.periodKey,
      shiftRosterId: s.shiftRosterId,
      start: s.start,
      end: s.end,
      ms: s.end - s.start,
      units: null,
      multiplier,
      casual,
      base: hourly.rate,
      award: hourly.award,
      rate: times(hourly.rate, multiplier),
      rateRowId: hourly.rowId,
      ote: s.category in OTE_BY_CATEGORY ? OTE_BY_CATEGORY[s.category as keyof typeof OTE_BY_CATEGORY] : true,
      ruleId: s.ruleId,
      note: null,
      warnings,
      aggregated: s.overtime === 'period',
    };
    const prev = last?.piece;
    if (
      prev &&
      last?.periodKey === s.periodKey &&
      prev.end === piece.start &&
      prev.date === piece.date &&
      prev.category === piece.category &&
      prev.rate === piece.rate &&
      prev.ruleId === piece.ruleId
    ) {
      prev.end = piece.end;
      prev.ms = (prev.ms ?? 0) + (piece.ms ?? 0);
      prev.warnings = [...new Set([...prev.warnings, ...piece.warnings])];
      continue;
    }
    pieces.push(piece);
    last = { piece, periodKey: s.periodKey };
  }
  return pieces;
}
