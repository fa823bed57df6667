import { sheetCellDate } from '@care/domain';
import * as XLSX from '@e965/xlsx';
import type { SheetLimits } from './sheet-range.ts';

/**
 * How far a sheet's used range may reach to be read at all: a few times the import's row limit,
 * and far fewer columns than Excel allows. Beyond them an upload is refused before it is expanded.
 */
export const SHEET_LIMITS: SheetLimits = { rows: 5000, columns: 50 };

/** A sheet whose used range reaches past SHEET_LIMITS (found while reading, when it declared none). */
export class SheetRangeError extends Error {
  constructor(
    readonly rows: number,
    readonly columns: number,
  ) {
    super(`The sheet reaches row ${rows}, column ${columns}`);
  }
}

/** The column headings of each kind's upload template, in order; they map to the creation fields. */
export const SPREADSHEET_COLUMNS = {
  administrator: ['FirstName', 'MiddleName', 'SurName', 'Email', 'PhoneNumber', 'Address'],
  staff: ['FirstName', 'MiddleName', 'SurName', 'Email', 'PhoneNumber', 'Address'],
  client: [
    'FirstName',
    'MiddleName',
    'SurName',
    'Email',
    'PhoneNumber',
    'Address',
    'AgreementStartDate',
    'AgreementEndDate',
    'NDISNo',
  ],
} as const;
export type SheetKind = keyof typeof SPREADSHEET_COLUMNS;

/** One data row, keyed by the creation field (firstName, ndisNo...), with its row number in the sheet. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

// Headings match the template's in any case and spacing ('first name', 'SURNAME' → FirstName, SurName).
const COLUMN_BY_KEY = new Map(
  Object.values(SPREADSHEET_COLUMNS)
    .flat()
    .map((c) => [c.toLowerCase(), c as string]),
);

const fieldName = (heading: string) => {
  const h = heading.replace(/[\s_]/g, '');
  const column = COLUMN_BY_KEY.get(h.toLowerCase()) ?? h;
  return column === 'NDISNo' ? 'ndisNo' : column.charAt(0).toLowerCase() + column.slice(1);
};

const cellText = (v: unknown): string => {
  if (v instanceof Date) {
    return sheetCellDate(v);
  }
  return v === null || v === undefined ? '' : String(v).trim();
};

/**
 * Reads the first sheet of an .xlsx or .xls workbook: the first row names the columns (in any
 * case, spaces ignored), each later non-empty row becomes a SheetRow numbered as Excel numbers it.
 * Only the first sheet is parsed, and no further than the limits (SheetRangeError past them).
 * Slow on a large sheet: the server runs it on a worker thread (sheet-reader.ts).
 */
export function readSheet(
  bytes: Buffer,
  limits: SheetLimits = SHEET_LIMITS,
): { headings: string[]; rows: SheetRow[] } {
  const book = XLSX.read(bytes, {
    type: 'buffer',
    cellDates: true,
    sheets: 0,
    sheetRows: limits.rows + 1,
    dense: true,
  });
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheet) {
    return { headings: [], rows: [] };
  }
  const full = sheet['!fullref'] ?? sheet['!ref'];
  if (full) {
    const { e } = XLSX.utils.decode_range(full);
    if (e.r + 1 > limits.rows || e.c + 1 > limits.columns) {
      throw new SheetRangeError(e.r + 1, e.c + 1);
    }
  }
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  const headings = (grid[0] ?? []).map((h) => cellText(h));
  const fields = headings.map(fieldName);
  const rows: SheetRow[] = [];
  grid.slice(1).forEach((cells, i) => {
    const values: Record<string, string> = {};
    fields.forEach((f, c) => {
      if (f) {
        values[f] = cellText(cells[c]);
      }
    });
    if (Object.values(values).some((v) => v !== '')) {
      rows.push({ row: i + 2, values });
    }
  });
  return { headings, rows };
}

/** The upload template: the headings and one filled example row on a sheet named Sheet1. */
export function buildTemplate(kind: SheetKind): Buffer {
  const example: Record<SheetKind, string[]> = {
    administrator: [
      'Jane',
      '',
      'Citizen',
      'jane.citizen@example.com.au',
      '0412345678',
      '1 George Street, Sydney NSW 2000',
    ],
    staff: [
      'Jane',
      '',
      'Citizen',
      'jane.citizen@example.com.au',
      '0412345678',
      '1 George Street, Sydney NSW 2000',
    ],
    client: [
      'Jane',
      '',
      'Citizen',
      'jane.citizen@example.com.au',
      '0412345678',
      '1 George Street, Sydney NSW 2000',
      '2026-07-01',
      '2027-06-30',
      '431234567',
    ],
  };
  const sheet = XLSX.utils.aoa_to_sheet([[...SPREADSHEET_COLUMNS[kind]], example[kind]]);
  sheet['!cols'] = SPREADSHEET_COLUMNS[kind].map(() => ({ wch: 22 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
