// The cell readers of a catalogue row: a price, a date, a flag, each undefined when the cell is
// not one, so the row check can report it.
import { sheetCellDate, utcCalendarDate } from '../dates.ts';
import type { Cell } from './catalogue-columns.ts';

/** A cell as trimmed text (a spreadsheet date as YYYY-MM-DD). */
export const text = (cell: Cell): string => {
  if (cell instanceof Date) {
    return sheetCellDate(cell);
  }
  return cell === null || cell === undefined ? '' : String(cell).trim();
};

/**
 * A price cell in cents: "$1,063.13" → 106313, 70.23 → 7023; empty → null. Undefined when it is
 * not a price (letters, more than two decimals, negative).
 */
export function parsePriceCents(cell: Cell): number | null | undefined {
  if (typeof cell === 'number') {
    return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) : undefined;
  }
  const raw = text(cell);
  if (raw === '') {
    return null;
  }
  const plain = raw.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) {
    return undefined;
  }
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The highest price limit a catalogue row may state, in cents ($100,000.00 a unit). The highest
 * real one (2025-26 v1.1) is $6,405.38 a day; a line of a 24-hour shift at this bound ($2.4M) still
 * fits the integer cents columns of the invoice, claim and schedule lines. Issue 24: a price above
 * it is refused at its row, never stored.
 */
export const MAX_CATALOGUE_PRICE_CENTS = 100_000_00;

export const dollarsText = (cents: number): string =>
  `$${Math.floor(cents / 100).toLocaleString('en-AU')}.${String(cents % 100).padStart(2, '0')}`;

/** The open-ended end date of the catalogue. */
const OPEN_ENDED = '99991231';

/**
 * A catalogue date cell as YYYY-MM-DD: 20250701 (text or number), '2025-07-01', or a spreadsheet
 * date. 99991231 is open-ended (null). Undefined when it is not a real date.
 */
export function parseCatalogueDate(cell: Cell): string | null | undefined {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? undefined : text(cell);
  }
  const raw = typeof cell === 'number' ? String(Math.trunc(cell)) : text(cell);
  if (raw === OPEN_ENDED || raw === '9999-12-31') {
    return null;
  }
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(raw);
  if (!m) {
    return undefined;
  }
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = `${y}-${mo}-${d}`;
  return utcCalendarDate(date) === iso ? iso : undefined;
}

/** A flag cell: Y → true, N → false, NA or empty → null; undefined for anything else. */
export function parseFlag(cell: Cell): boolean | null | undefined {
  const raw = text(cell).toUpperCase();
  if (raw === 'Y' || raw === 'YES' || raw === 'TRUE') {
    return true;
  }
  if (raw === 'N' || raw === 'NO' || raw === 'FALSE') {
    return false;
  }
  return raw === 'NA' || raw === 'N/A' || raw === '' ? null : undefined;
}
