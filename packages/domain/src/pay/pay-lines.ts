// Step 7 of SCHADS.md §4.14: priced pieces gathered into pay lines, each rounded once, half up
// (R1), with its explanation in plain words and the arithmetic. By default a line gathers the
// period's hours of one category and rate, as a payslip does (E11); its pieces keep each shift.
import { dollars } from '../invoices/explain-line.ts';
import {
  centsForMs,
  centsForUnits,
  type Decimal,
  decimalText,
  hoursText,
  percentText,
  rateMoney,
} from './decimal.ts';
import { CATEGORY_LABELS, clauseOf, PAY_RULES } from './pay-rules.ts';
import type { PaySwitches } from './pay-switches.ts';
import { PAY_CATEGORIES, type PayLine, type PayLinePiece } from './pay-types.ts';
import type { PricedPiece } from './priced-piece.ts';
import { durationText, shortDayText, wallTimeText } from './wall-clock.ts';

/** '6 h at 150% of $36.22' (with the casual and above-award words where they apply). */
function rateWords(p: Pick<PricedPiece, 'multiplier' | 'casual' | 'base' | 'award'>, ms: number): string {
  const casual = p.casual ? ' (casual loading included)' : '';
  const award = p.award === null ? '' : ` (above-award rate; award ${rateMoney(p.award)})`;
  return `${durationText(ms)} at ${percentText(p.multiplier ?? 0n)}${casual} of ${rateMoney(p.base ?? 0n)}${award}`;
}

function unitWords(category: PricedPiece['category'], units: Decimal, rate: Decimal): string {
  const count = category === 'km-allowance' ? `${decimalText(units, 0)} km` : decimalText(units, 0);
  return `${count} × ${rateMoney(rate)}`;
}

/** The piece's own sentence ("Sat 28 Nov 9:00–17:00, Saturday: 8 h at 150% of $36.22 = $434.64"). */
function pieceOf(p: PricedPiece): PayLinePiece {
  const label = CATEGORY_LABELS[p.category];
  const note = p.note ? ` (${p.note})` : '';
  const when =
    p.start !== null && p.end !== null
      ? `${shortDayText(p.date)} ${wallTimeText(p.start)}–${wallTimeText(p.end, p.start)}`
      : shortDayText(p.date);
  if (p.ms !== null) {
    const cents = centsForMs(p.rate, p.ms);
    return {
      date: p.date,
      shiftRosterId: p.shiftRosterId,
      from: p.start === null ? null : wallTimeText(p.start),
      to: p.end === null || p.start === null ? null : wallTimeText(p.end, p.start),
      hours: hoursText(p.ms),
      units: null,
      amountCents: cents,
      explanation: `${when}, ${label}${note}: ${rateWords(p, p.ms)} = ${dollars(cents)}`,
    };
  }
  const units = p.units ?? 0n;
  const cents = centsForUnits(p.rate, units);
  return {
    date: p.date,
    shiftRosterId: p.shiftRosterId,
    from: null,
    to: null,
    hours: null,
    units: decimalText(units, 0),
    amountCents: cents,
    explanation: `${when}, ${label}${note}: ${unitWords(p.category, units, p.rate)} = ${dollars(cents)}`,
  };
}

function keyOf(p: PricedPiece, grouping: PaySwitches['lineGrouping']): string {
  const price = [
    p.category,
    p.ruleId,
    p.multiplier,
    p.base,
    p.award,
    p.rate,
    p.rateRowId,
    p.ote,
    p.casual,
  ].join('|');
  return grouping === 'period' ? price : `${price}|${p.aggregated ? '' : p.shiftKey}|${p.date}`;
}

/** The pay lines of the priced pieces, in date order, then category order. */
export function payLines(
  pieces: readonly PricedPiece[],
  switches: PaySwitches,
  clauses: Partial<Record<string, string>> | undefined,
): PayLine[] {
  const groups = new Map<string, PricedPiece[]>();
  for (const p of pieces) {
    const key = keyOf(p, switches.lineGrouping);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const lines = [...groups.values()].map((group) => lineOf(group, clauses));
  const order = (l: PayLine) => PAY_CATEGORIES.indexOf(l.category);
  return lines.sort((a, b) => a.date.localeCompare(b.date) || order(a) - order(b));
}

function lineOf(group: PricedPiece[], clauses: Partial<Record<string, string>> | undefined): PayLine {
  const first = group[0] as PricedPiece;
  const sorted = [...group].sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? 0) - (b.start ?? 0));
  const dates = sorted.map((p) => p.date);
  const rosterIds = new Set(group.map((p) => p.shiftRosterId));
  const oneShift = rosterIds.size === 1 && !group.some((p) => p.aggregated) ? first.shiftRosterId : null;
  const label = CATEGORY_LABELS[first.category];
  const clause = clauseOf(first.ruleId, clauses);
  const why = `${PAY_RULES[first.ruleId].words} (${clause})`;
  const count = group.length > 1 ? `; ${group.length} pieces below` : '';
  const warnings = [...new Set(group.flatMap((p) => p.warnings))];
  const common = {
    category: first.category,
    date: dates[0] as string,
    toDate: dates[dates.length - 1] as string,
    shiftRosterId: oneShift,
    casualLoadingIncluded: first.casual,
    rate: decimalText(first.rate),
    ote: first.ote,
    ruleId: first.ruleId,
    clause,
    rateRowId: first.rateRowId,
    warnings,
    pieces: sorted.map(pieceOf),
  };
  if (first.ms !== null) {
    const ms = group.reduce((sum, p) => sum + (p.ms ?? 0), 0);
    const cents = centsForMs(first.rate, ms);
    return {
      ...common,
      hours: hoursText(ms),
      units: null,
      multiplier: decimalText(first.multiplier ?? 0n, 0),
      amountCents: cents,
      explanation: `${label}: ${rateWords(first, ms)} = ${dollars(cents)}. ${capitalise(why)}${count}.`,
    };
  }
  const units = group.reduce((sum, p) => sum + (p.units ?? 0n), 0n);
  const cents = centsForUnits(first.rate, units);
  return {
    ...common,
    hours: null,
    units: decimalText(units, 0),
    multiplier: null,
    amountCents: cents,
    explanation: `${label}: ${unitWords(first.category, units, first.rate)} = ${dollars(cents)}. ${capitalise(why)}${count}.`,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
