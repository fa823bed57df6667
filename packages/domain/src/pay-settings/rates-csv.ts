import { parseCsv } from '../catalogue/csv.ts';
import { ALLOWANCE_KINDS, type AllowanceKind } from '../pay/pay-types.ts';
import { MAX_LEVEL, MAX_PAY_POINT, MIN_LEVEL, MIN_PAY_POINT, STREAMS, type Stream } from './award.ts';
import { allowanceEditSchema, classificationRateEditSchema } from './pay-rates.ts';

/** The columns of a rates spreadsheet, as its header names them (any order, any case). */
export const RATES_CSV_COLUMNS = [
  'type',
  'stream',
  'level',
  'pay point',
  'weekly',
  'hourly',
  'allowance',
  'amount',
  'applies from',
  'applies to',
  'source',
] as const;
type Column = (typeof RATES_CSV_COLUMNS)[number];

/** A first line an administrator can copy: the header and one row of each type. */
export const RATES_CSV_EXAMPLE = [
  RATES_CSV_COLUMNS.join(','),
  'classification,SACS_B,2,1,1376.49,36.22,,,2026-07-01,,FWO pay guide MA000100 1 July 2026',
  'allowance,,,,,,sleepover,62.87,2026-07-01,,FWO pay guide MA000100 1 July 2026',
].join('\n');

export interface ImportedClassificationRate {
  line: number;
  stream: Stream;
  level: number;
  payPoint: number;
  weeklyCents: number | null;
  hourlyCents: number;
  appliesFrom: string;
  source: string;
}

export interface ImportedAllowance {
  line: number;
  kind: AllowanceKind;
  amountCents: number;
  appliesFrom: string;
  appliesTo: string | null;
  source: string;
}

export interface RatesCsv {
  classifications: ImportedClassificationRate[];
  allowances: ImportedAllowance[];
  /** 'Line 3: Enter the hourly rate …', one for each problem; none means every row may be saved. */
  errors: string[];
}

const REQUIRED: readonly Column[] = ['type', 'applies from', 'source'];

/**
 * Reads a rates spreadsheet saved as CSV (issue 38 item 2): every line checked as the page's forms
 * check one row, each problem named by its line, and a classification or allowance given twice for
 * the same date refused. Blank lines are skipped.
 */
export function parseRatesCsv(text: string): RatesCsv {
  const rows = parseCsv(text);
  const out: RatesCsv = { classifications: [], allowances: [], errors: [] };
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (rows.length === 0 || missing.length > 0) {
    out.errors.push(`Line 1: the header must name the columns ${RATES_CSV_COLUMNS.join(', ')}`);
    return out;
  }
  const seen = new Set<string>();
  rows.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === '')) {
      return;
    }
    const cell = (c: Column) => {
      const at = header.indexOf(c);
      return at === -1 ? '' : (cells[at] ?? '').trim();
    };
    const problems: string[] = [];
    const type = cell('type').toLowerCase();
    if (type === 'classification') {
      const stream = cell('stream');
      const level = Number(cell('level'));
      const payPoint = Number(cell('pay point'));
      if (!(STREAMS as readonly string[]).includes(stream)) {
        problems.push(`the stream must be one of ${STREAMS.join(', ')}`);
      }
      if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL || cell('level') === '') {
        problems.push(`the level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}`);
      }
      if (
        !Number.isInteger(payPoint) ||
        payPoint < MIN_PAY_POINT ||
        payPoint > MAX_PAY_POINT ||
        cell('pay point') === ''
      ) {
        problems.push(`the pay point must be a whole number from ${MIN_PAY_POINT} to ${MAX_PAY_POINT}`);
      }
      const parsed = classificationRateEditSchema.safeParse({
        weekly: cell('weekly'),
        hourly: cell('hourly'),
        appliesFrom: cell('applies from'),
        source: cell('source'),
      });
      if (!parsed.success) {
        problems.push(...parsed.error.issues.map((x) => x.message));
      }
      const key = `c:${stream}:${level}:${payPoint}:${cell('applies from')}`;
      if (problems.length === 0 && seen.has(key)) {
        problems.push('this classification and date are on an earlier line too');
      }
      seen.add(key);
      if (problems.length === 0 && parsed.success) {
        out.classifications.push({
          line,
          stream: stream as Stream,
          level,
          payPoint,
          weeklyCents: parsed.data.weekly,
          hourlyCents: parsed.data.hourly,
          appliesFrom: parsed.data.appliesFrom,
          source: parsed.data.source,
        });
      }
    } else if (type === 'allowance') {
      const kind = cell('allowance');
      if (!(ALLOWANCE_KINDS as readonly string[]).includes(kind)) {
        problems.push(`the allowance must be one of ${ALLOWANCE_KINDS.join(', ')}`);
      }
      const parsed = allowanceEditSchema.safeParse({
        amount: cell('amount'),
        appliesFrom: cell('applies from'),
        appliesTo: cell('applies to'),
        source: cell('source'),
      });
      if (!parsed.success) {
        problems.push(...parsed.error.issues.map((x) => x.message));
      }
      const key = `a:${kind}:${cell('applies from')}`;
      if (problems.length === 0 && seen.has(key)) {
        problems.push('this allowance and date are on an earlier line too');
      }
      seen.add(key);
      if (problems.length === 0 && parsed.success) {
        out.allowances.push({
          line,
          kind: kind as AllowanceKind,
          amountCents: parsed.data.amount,
          appliesFrom: parsed.data.appliesFrom,
          appliesTo: parsed.data.appliesTo,
          source: parsed.data.source,
        });
      }
    } else {
      problems.push('the type must be classification or allowance');
    }
    for (const p of problems) {
      out.errors.push(`Line ${line}: ${p}`);
    }
  });
  if (out.errors.length === 0 && out.classifications.length + out.allowances.length === 0) {
    out.errors.push('Line 2: the file has no rows under its header');
  }
  return out;
}
