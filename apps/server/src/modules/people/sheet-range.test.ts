import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { declaredSheet } from './sheet-range.ts';

function book(sheets: Record<string, XLSX.WorkSheet>, compression = true): Buffer {
  const wb = XLSX.utils.book_new();
  for (const [name, sheet] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(wb, sheet, name);
  }
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression }) as Buffer;
}

/** A sheet whose used range is `ref` (SheetJS writes it as the sheet's <dimension>). */
const reaching = (ref: string) => {
  const sheet = XLSX.utils.aoa_to_sheet([['FirstName', 'SurName']]);
  sheet['!ref'] = ref;
  return sheet;
};

describe('declaredSheet', () => {
  it('reads the first sheet’s declared range, compressed or stored', () => {
    for (const compression of [true, false]) {
      expect(declaredSheet(book({ People: reaching('A1:I70000') }, compression))?.range).toEqual({
        rows: 70_000,
        columns: 9,
      });
    }
  });

  it('reads the first sheet in the workbook’s order, not another', () => {
    // (SheetJS writes every cell of a range, so the test's ranges stay small enough to write.)
    const bytes = book({ First: reaching('A1:B20'), Second: reaching('A1:C90000') });
    expect(declaredSheet(bytes)?.range).toEqual({ rows: 20, columns: 2 });
  });

  it('counts the unpacked size the zip declares', () => {
    const declared = declaredSheet(book({ People: reaching('A1:B2') }));
    expect(declared?.unpackedBytes).toBeGreaterThan(1000);
  });

  it('answers null for bytes that are no zip or a zip cut short', () => {
    const bytes = book({ People: reaching('A1:B2') });
    expect(declaredSheet(Buffer.from('not a zip'))).toBeNull();
    expect(declaredSheet(bytes.subarray(0, bytes.length - 30))).toBeNull();
  });
});
