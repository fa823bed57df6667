// Corrections to an approved pay period (issue 38 item 4: "a change to an attendance after approval
// shows as a correction line in the next open period, never as a silent change to a paid one").
// The approved period is priced again live and compared, per (date, category, shift), with what was
// already paid for it: its frozen lines plus every correction to it frozen since.
import { formatCalendarDate } from '../dates.ts';
import { dollars } from '../invoices/explain-line.ts';
import type { PayCategory } from '../pay/pay-types.ts';

/** One shift's share of a line on one day, as frozen or priced live. */
export interface PayPieceLike {
  date: string;
  shiftRosterId: string | null;
  from: string | null;
  to: string | null;
  hours: string | null;
  units: string | null;
  amountCents: number;
}

/** A line as the diff reads it: its category, multiplier and rate, and its pieces. */
export interface PayLineLike {
  category: PayCategory;
  multiplier: string | null;
  rate: string;
  pieces: readonly PayPieceLike[];
}

/** A correction already frozen (paid) for the period, in any later period. */
export interface FrozenCorrection {
  category: PayCategory;
  date: string;
  shiftRosterId: string | null;
  hours: string | null;
  units: string | null;
  amountCents: number;
}

/** A correction line: signed hours (or units) and amount for one (date, category, shift) of an approved period. */
export interface PayCorrection extends FrozenCorrection {
  kind: 'correction';
  multiplier: string | null;
  rate: string;
  /** The approved period it corrects. */
  correctsFromDate: string;
  correctsToDate: string;
  explanation: string;
}

interface Side {
  hundredths: number;
  amountCents: number;
  unitLine: boolean;
  times: string[];
  multiplier: string | null;
  rate: string | null;
}

/** A decimal string as hundredths (hours and units carry 2 dp). */
const hundredthsOf = (v: string | null) => (v === null ? 0 : Math.round(Number(v) * 100));

/** Hundredths back to a signed decimal string ('1.00', '-0.50'). */
const decimalOf = (h: number) => `${h < 0 ? '-' : ''}${(Math.abs(h) / 100).toFixed(2)}`;

/** '7 h', '6.5 h', '12.5 km' style amounts: trailing zeros dropped. */
const quantity = (h: number, unit: string) => `${String(Number((Math.abs(h) / 100).toFixed(2)))} ${unit}`;

const signed = (h: number, unit: string) => `${h < 0 ? '−' : '+'}${quantity(h, unit)}`;
const signedDollars = (cents: number) => `${cents < 0 ? '−' : '+'}${dollars(Math.abs(cents))}`;

/** Cents as '$1,234.56' ('-$54.33' below zero): the pay calls' amounts in words. */
export const payDollars = (cents: number): string => dollars(cents);

const keyOf = (date: string, category: string, shiftRosterId: string | null) =>
  `${date}|${category}|${shiftRosterId ?? ''}`;

function blank(): Side {
  return { hundredths: 0, amountCents: 0, unitLine: false, times: [], multiplier: null, rate: null };
}

/** The lines' pieces gathered per (date, category, shift). */
function gather(lines: readonly PayLineLike[], into: Map<string, Side>, meta: Map<string, PayCorrectionKey>) {
  for (const line of lines) {
    for (const p of line.pieces) {
      const key = keyOf(p.date, line.category, p.shiftRosterId);
      meta.set(key, { date: p.date, category: line.category, shiftRosterId: p.shiftRosterId });
      const side = into.get(key) ?? blank();
      side.hundredths += hundredthsOf(p.hours ?? p.units);
      side.amountCents += p.amountCents;
      side.unitLine = side.unitLine || (p.hours === null && p.units !== null);
      if (p.from && p.to) {
        side.times.push(`${p.from}–${p.to}`);
      }
      side.multiplier = line.multiplier;
      side.rate = line.rate;
      into.set(key, side);
    }
  }
}

interface PayCorrectionKey {
  date: string;
  category: PayCategory;
  shiftRosterId: string | null;
}

/** '150% of $36.22' from a line's rate and multiplier (the rate is the base × the multiplier). */
function rateWords(multiplier: string | null, rate: string): string {
  if (multiplier === null || Number(multiplier) === 0) {
    return `$${rate}`;
  }
  const base = Number(rate) / Number(multiplier);
  const baseText = Number.isInteger(base * 100) ? base.toFixed(2) : String(Number(base.toFixed(4)));
  return `${String(Number((Number(multiplier) * 100).toFixed(4)))}% of $${baseText}`;
}

/** 'the period 16–29 Nov' (months named once when they are the same). */
export function periodWords(fromDate: string, toDate: string): string {
  const from = formatCalendarDate(fromDate, 'shortDay').split(' ');
  const to = formatCalendarDate(toDate, 'shortDay').split(' ');
  const fromText = from[2] === to[2] ? from[1] : `${from[1]} ${from[2]}`;
  return `the period ${fromText}–${to[1]} ${to[2]}`;
}

/**
 * The corrections owed for an approved period: its lines priced again now (`live`) against what was
 * paid for it (`frozen` lines plus every frozen correction to it), per (date, category, shift).
 * A key whose hours and amount both match gives nothing, so time is never paid twice. Amounts are
 * the pieces' own (each shift's share rounded half up); docs/decisions/pay.md.
 */
export function payCorrections(p: {
  period: { fromDate: string; toDate: string };
  live: readonly PayLineLike[];
  frozen: readonly PayLineLike[];
  corrections: readonly FrozenCorrection[];
}): PayCorrection[] {
  const meta = new Map<string, PayCorrectionKey>();
  const now = new Map<string, Side>();
  const paid = new Map<string, Side>();
  gather(p.live, now, meta);
  gather(p.frozen, paid, meta);
  for (const c of p.corrections) {
    const key = keyOf(c.date, c.category, c.shiftRosterId);
    meta.set(key, { date: c.date, category: c.category, shiftRosterId: c.shiftRosterId });
    const side = paid.get(key) ?? blank();
    side.hundredths += hundredthsOf(c.hours ?? c.units);
    side.amountCents += c.amountCents;
    side.unitLine = side.unitLine || (c.hours === null && c.units !== null);
    paid.set(key, side);
  }
  const out: PayCorrection[] = [];
  for (const [key, k] of meta) {
    const was = paid.get(key) ?? blank();
    const is = now.get(key) ?? blank();
    const dh = is.hundredths - was.hundredths;
    const dc = is.amountCents - was.amountCents;
    if (dh === 0 && dc === 0) {
      continue;
    }
    const unitLine = is.unitLine || was.unitLine;
    const unit = unitLine ? (k.category === 'km-allowance' ? 'km' : 'unit') : 'h';
    const multiplier = is.multiplier ?? was.multiplier;
    const rate = is.rate ?? was.rate ?? '0';
    const times = (is.times.length > 0 ? is.times : was.times).join(', ');
    const what = `${formatCalendarDate(k.date, 'shortDay')}${times ? ` ${times}` : ''}`;
    const change =
      was.hundredths === 0 && was.amountCents === 0
        ? `${what} was not paid, now ${quantity(is.hundredths, unit)}`
        : is.hundredths === 0 && is.amountCents === 0
          ? `${what} was ${quantity(was.hundredths, unit)}, now none`
          : `${what} was ${quantity(was.hundredths, unit)}, now ${quantity(is.hundredths, unit)}`;
    // The arithmetic when the rate is the same on both sides; else the two amounts.
    const sameRate = was.rate === null || is.rate === null || was.rate === is.rate;
    const sum =
      sameRate && dh !== 0
        ? `${signed(dh, unit)} at ${rateWords(multiplier, rate)} = ${signedDollars(dc)}`
        : `${dollars(was.amountCents)} paid, now ${dollars(is.amountCents)} = ${signedDollars(dc)}`;
    out.push({
      kind: 'correction',
      category: k.category,
      date: k.date,
      shiftRosterId: k.shiftRosterId,
      hours: unitLine ? null : decimalOf(dh),
      units: unitLine ? decimalOf(dh) : null,
      multiplier,
      rate,
      amountCents: dc,
      correctsFromDate: p.period.fromDate,
      correctsToDate: p.period.toDate,
      explanation: `Correction to ${periodWords(p.period.fromDate, p.period.toDate)}: ${change}: ${sum}`,
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.category.localeCompare(b.category));
}
