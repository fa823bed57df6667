import { read, utils } from '@e965/xlsx';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportFileName, PDF_FONT_SIZE, toCsv, toPdf, toWorkbook, workbookBytes } from './export-builders.ts';
import type { ExportTable } from './table-data.ts';

const TABLE: ExportTable = {
  headers: ['Client ID', 'Full Name', 'Address', 'Phone'],
  rows: [
    ['CL-0001', 'Margaret "Peg" O’Brien', '12 King St, Newtown NSW 2042', '+61 412 345 678'],
    ['CL-0002', 'Nguyễn Thị Lan', '', '0298765432'],
  ],
};

describe('CSV export', () => {
  it('writes a header row and one line per record, quoting commas and quotes', () => {
    const lines = toCsv(TABLE).split('\r\n');
    expect(lines[0]).toBe('Client ID,Full Name,Address,Phone');
    expect(lines[1]).toBe(
      'CL-0001,"Margaret ""Peg"" O’Brien","12 King St, Newtown NSW 2042",+61 412 345 678',
    );
    expect(lines[2]).toBe('CL-0002,Nguyễn Thị Lan,,0298765432');
    expect(lines).toHaveLength(3);
  });

  it('reads back to the same values', () => {
    const parsed = Papa.parse<string[]>(toCsv(TABLE), { skipEmptyLines: true });
    expect(parsed.data).toEqual([TABLE.headers, ...TABLE.rows]);
  });

  it('keeps a name that looks like a formula from running in a spreadsheet, but not a phone number', () => {
    const csv = toCsv({
      headers: ['Name', 'Phone'],
      rows: [
        ['=HYPERLINK("http://x")', '-5'],
        ['@SUM(A1)', '+61 2 9999 0000'],
      ],
    });
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://x"")",-5`);
    expect(second).toBe(`"'@SUM(A1)",+61 2 9999 0000`);
  });

  it('writes only the header row when nothing matches', () => {
    expect(toCsv({ headers: ['User', 'Activity'], rows: [] }).trim()).toBe('User,Activity');
  });
});

describe('Excel export', () => {
  it('makes one sheet named Sheet1 with the header row first', () => {
    const book = toWorkbook(TABLE);
    expect(book.SheetNames).toEqual(['Sheet1']);
    const rows = utils.sheet_to_json<string[]>(book.Sheets.Sheet1 as never, { header: 1, defval: '' });
    expect(rows).toEqual([TABLE.headers, ...TABLE.rows]);
  });

  it('produces .xlsx bytes that open again as the same sheet', () => {
    const bytes = workbookBytes(toWorkbook(TABLE));
    const reopened = read(new Uint8Array(bytes), { type: 'array' });
    expect(reopened.SheetNames).toEqual(['Sheet1']);
    expect(reopened.Sheets.Sheet1?.B2?.v).toBe('Margaret "Peg" O’Brien');
  });

  it('keeps numbers as numbers', () => {
    const book = toWorkbook({ headers: ['Hours'], rows: [[7.5]] });
    expect(book.Sheets.Sheet1?.A2).toMatchObject({ t: 'n', v: 7.5 });
  });
});

describe('PDF export', () => {
  it('is A4 portrait in 10 pt with every row in the table', () => {
    const doc = toPdf(TABLE, 'Clients', 'Exported 01/07/2026 9:00 AM');
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(595);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(842);
    expect(doc.getFontSize()).toBe(PDF_FONT_SIZE);
    const table = (doc as unknown as { lastAutoTable: { body: unknown[]; head: unknown[] } }).lastAutoTable;
    expect(table.head).toHaveLength(1);
    expect(table.body).toHaveLength(2);
    expect(doc.output()).toContain('Clients');
  });
});

describe('file names', () => {
  it('adds the extension of each kind to the name the spec gives', () => {
    expect(exportFileName('Client', 'pdf')).toBe('Client.pdf');
    expect(exportFileName('UserList', 'excel')).toBe('UserList.xlsx');
    expect(exportFileName('ActivityLog', 'csv')).toBe('ActivityLog.csv');
  });
});
