import { utils, type WorkBook, write } from '@e965/xlsx';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import Papa from 'papaparse';
import type { ExportTable } from './table-data.ts';

export type ExportKind = 'pdf' | 'excel' | 'csv';

/**
 * A cell that a spreadsheet would run as a formula (=, @, or + and - not followed by a plain number)
 * is prefixed with a quote, so an exported name like "=HYPERLINK(...)" stays text. Phone numbers
 * such as "+61 412 345 678" are left alone.
 */
export const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().]*$)/;

/** The table as CSV text: a header row, then one line per record (RFC 4180 quoting). */
export function toCsv(table: ExportTable): string {
  return Papa.unparse(
    { fields: table.headers, data: table.rows },
    { quotes: false, newline: '\r\n', escapeFormulae: FORMULA_START },
  );
}

/** The table as an Excel workbook with one sheet named Sheet1 (spec 2 §9). */
export function toWorkbook(table: ExportTable): WorkBook {
  const sheet = utils.aoa_to_sheet([table.headers, ...table.rows]);
  // Column widths from the longest text in each column, so the sheet opens readable.
  sheet['!cols'] = table.headers.map((header, i) => ({
    wch: Math.min(60, Math.max(header.length, ...table.rows.map((row) => String(row[i] ?? '').length)) + 2),
  }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return book;
}

/** The workbook as .xlsx bytes. */
export function workbookBytes(book: WorkBook): ArrayBuffer {
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

export const PDF_FONT_SIZE = 10;

/** The table as an A4 portrait PDF in 10 pt, headed by its title and the time it was made. */
export function toPdf(table: ExportTable, title: string, madeAt: string): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4' });
  doc.setFontSize(PDF_FONT_SIZE);
  doc.setFont('helvetica', 'bold');
  doc.text(title, 40, 40);
  doc.setFont('helvetica', 'normal');
  doc.text(madeAt, doc.internal.pageSize.getWidth() - 40, 40, { align: 'right' });
  autoTable(doc, {
    head: [table.headers],
    body: table.rows.map((row) => row.map(String)),
    startY: 54,
    margin: { left: 40, right: 40 },
    styles: { fontSize: PDF_FONT_SIZE, cellPadding: 4, overflow: 'linebreak' },
    headStyles: { fillColor: [11, 114, 133], textColor: 255, fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [243, 248, 249] },
  });
  return doc;
}

/** The file name with the kind's extension: 'Client' → 'Client.csv'. */
export function exportFileName(base: string, kind: ExportKind): string {
  const extension = kind === 'excel' ? 'xlsx' : kind;
  return `${base}.${extension}`;
}
