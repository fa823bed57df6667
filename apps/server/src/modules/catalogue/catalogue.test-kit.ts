import { readFileSync } from 'node:fs';
import { parseCsv } from '@care/domain';
import * as XLSX from '@e965/xlsx';

/** The whole official 2025-26 v1.1 catalogue, as its CSV export (the demo loads the same file). */
export const CATALOGUE_CSV = readFileSync(
  new URL('../../seed/data/ndis-support-catalogue-2025-26-v1.1.csv', import.meta.url),
);
export const CATALOGUE_FILE_NAME = 'ndis-support-catalogue-2025-26-v1.1.csv';

const lines = parseCsv(CATALOGUE_CSV.toString('utf8'));
const HEADING = lines[0] as string[];

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const toCsv = (rows: string[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** A CSV of the official heading and the real rows of these item numbers. */
export function catalogueSubset(itemNumbers: readonly string[]): Buffer {
  const rows = lines.filter((r) => itemNumbers.includes(r[0] ?? ''));
  return Buffer.from(toCsv([HEADING, ...rows]), 'utf8');
}

/**
 * The same rows in the 2026-27 layout (one National column), each price raised by `rise` and
 * dated from 1 July 2026.
 */
export function nationalCatalogue(itemNumbers: readonly string[], rise = 1.0477): Buffer {
  const nsw = HEADING.findIndex((h) => h.trim() === 'NSW');
  const act = HEADING.findIndex((h) => h.trim() === 'ACT');
  const start = HEADING.indexOf('Start date');
  const raise = (v: string) => {
    const n = Number(v.replace(/[$,]/g, ''));
    return v === '' ? '' : `$${(Math.round(n * rise * 100) / 100).toFixed(2)}`;
  };
  const heading = [...HEADING.slice(0, act), 'National', ...HEADING.slice(nsw + 7)];
  const rows = lines
    .filter((r) => itemNumbers.includes(r[0] ?? ''))
    .map((r) => {
      const copy = [...r];
      copy[start] = '20260701';
      return [
        ...copy.slice(0, act),
        raise(r[nsw] ?? ''),
        ...copy.slice(nsw + 7).map((v, i) => (i < 2 ? raise(v) : v)),
      ];
    });
  return Buffer.from(toCsv([heading, ...rows]), 'utf8');
}

/**
 * An .xlsx made from the CSV: a hidden working sheet first, then "Current Support Items" (the real
 * rows, numbers and dates as numbers like the official workbook), then "Legacy Support Items"
 * holding a row that must not be imported.
 */
export function catalogueWorkbook(csv: Buffer = CATALOGUE_CSV): Buffer {
  const rows: (string | number)[][] = parseCsv(csv.toString('utf8'))
    .filter((r) => r.some((c) => c !== ''))
    .map((r, i) =>
      i === 0
        ? r
        : r.map((cell, c) =>
            c === 10 || c === 11
              ? Number(cell)
              : /^\$[\d,]+\.\d\d$/.test(cell)
                ? Number(cell.replace(/[$,]/g, ''))
                : cell,
          ),
    );
  const book = XLSX.utils.book_new();
  const working = XLSX.utils.aoa_to_sheet([
    ['Support Item Number', 'Working'],
    ['99_999_9999_9_9', 'x'],
  ]);
  XLSX.utils.book_append_sheet(book, working, 'Lookup');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Current Support Items');
  const legacy = [
    rows[0] as (string | number)[],
    ['01_999_0107_1_1', 'Legacy Item', ...(rows[1] as (string | number)[]).slice(2)],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(legacy), 'Legacy Support Items');
  book.Workbook = {
    Sheets: [
      { name: 'Lookup', Hidden: 1 },
      { name: 'Current Support Items', Hidden: 0 },
      { name: 'Legacy Support Items', Hidden: 0 },
    ],
  };
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
