import { type CatalogueParse, type Cell, headingKey, parseCatalogueRows, parseCsv } from '@care/domain';
import * as XLSX from '@e965/xlsx';

/** What a catalogue upload is, as read from its bytes (a workbook) or, failing that, its text. */
export type CatalogueFileKind = 'xlsx' | 'xls' | 'csv';

/** The sheet of the official workbook that holds the items in force; "Legacy Support Items" is skipped. */
export const CURRENT_SHEET = 'Current Support Items';
const LEGACY_SHEET = 'Legacy Support Items';

/** Far more rows than any catalogue has (the 2025-26 one has 635 items). */
export const CATALOGUE_MAX_ROWS = 20_000;

/** CSV text: UTF-8 when it decodes as such, else the Windows code page Excel saves CSV in. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The sheet to read: "Current Support Items" when the workbook has it, else its first visible
 * sheet that is not "Legacy Support Items". Hidden (working) sheets are never read.
 */
export function chooseSheet(book: XLSX.WorkBook): string | undefined {
  const hidden = new Set(
    (book.Workbook?.Sheets ?? []).filter((s) => (s.Hidden ?? 0) !== 0).map((s) => s.name),
  );
  const visible = book.SheetNames.filter((n) => !hidden.has(n));
  return (
    visible.find((n) => headingKey(n) === headingKey(CURRENT_SHEET)) ??
    visible.find((n) => headingKey(n) !== headingKey(LEGACY_SHEET))
  );
}

/** The rows of cells of a catalogue file: its CSV text, or the chosen sheet of its workbook. */
function rowsOf(bytes: Buffer, kind: CatalogueFileKind): Cell[][] | string {
  if (kind === 'csv') {
    const rows = parseCsv(decodeText(bytes));
    return rows.length > CATALOGUE_MAX_ROWS + 1
      ? `The file has more than ${CATALOGUE_MAX_ROWS.toLocaleString('en-AU')} rows.`
      : rows;
  }
  const names = XLSX.read(bytes, { type: 'buffer', bookSheets: true, bookProps: true });
  const sheetName = chooseSheet(names);
  if (!sheetName) {
    return `The workbook has no sheet "${CURRENT_SHEET}".`;
  }
  const book = XLSX.read(bytes, {
    type: 'buffer',
    sheets: sheetName,
    sheetRows: CATALOGUE_MAX_ROWS + 1,
    dense: true,
    cellDates: true,
  });
  const sheet = book.Sheets[sheetName];
  if (!sheet) {
    return `The workbook has no sheet "${CURRENT_SHEET}".`;
  }
  return XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
}

/** Reads and parses a catalogue file; slow on a large workbook, so the server runs it on a worker thread. */
export function readCatalogueFile(bytes: Buffer, kind: CatalogueFileKind): CatalogueParse {
  const rows = rowsOf(bytes, kind);
  return typeof rows === 'string' ? { ok: false, message: rows } : parseCatalogueRows(rows);
}
