import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { CLIENT_HEADINGS, clientRow, workbook } from '../../../test/spreadsheets.ts';
import { countRows, postForm } from '../../../test/uploads.ts';
import { profiles } from '../../db/schema/index.ts';
import { rangeMessage } from './sheet-reader.ts';

/**
 * Finding 12: a spreadsheet is checked for size and used range before it is parsed, and parsed on a
 * worker thread, so that one upload never holds up the server.
 */
const h = await harness();
const c = await createCompany(h);
const upload = (bytes: Buffer, filename = 'clients.xlsx') =>
  postForm(
    h,
    '/api/Profiles/upload_client_records',
    c.users.CompanyAdmin.token,
    {},
    {
      excelfile: { bytes, filename },
    },
  );

/** An .xlsx workbook of the rows, compressed as Excel saves it. */
function compressedWorkbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/**
 * A valid client sheet that also holds one cell at the given address (its used range reaches
 * there). SheetJS writes every cell of a range, so a far row is patched into the written file's XML,
 * as a small hand-made file would hold it.
 */
function sheetReaching(address: string, bookType: XLSX.BookType = 'xlsx'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([CLIENT_HEADINGS, clientRow()]);
  const far = XLSX.utils.decode_cell(address);
  if (bookType !== 'xlsx' || far.r < 100_000) {
    sheet[address] = { t: 's', v: 'x' };
    sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: far.r, c: Math.max(far.c, 8) } });
    return writeBook(sheet, bookType);
  }
  const cfb = XLSX.CFB.read(writeBook(sheet, 'xlsx'), { type: 'buffer' });
  const entry = cfb.FileIndex[cfb.FullPaths.findIndex((p: string) => p.endsWith('xl/worksheets/sheet1.xml'))];
  if (!entry) {
    throw new Error('no sheet1.xml');
  }
  const lastColumn = XLSX.utils.encode_col(Math.max(far.c, 8));
  const xml = Buffer.from(entry.content as Uint8Array)
    .toString('utf8')
    .replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="A1:${lastColumn}${far.r + 1}"/>`)
    .replace(
      '</sheetData>',
      `<row r="${far.r + 1}"><c r="${address}" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`,
    );
  entry.content = Buffer.from(xml, 'utf8');
  entry.size = entry.content.length;
  return XLSX.CFB.write(cfb, { type: 'buffer', fileType: 'zip', compression: true }) as Buffer;
}

function writeBook(sheet: XLSX.WorkSheet, bookType: XLSX.BookType): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

describe('spreadsheet uploads are checked before they are parsed', () => {
  // Timing is never asserted here (docs/performance.md): the pre-check's own message shows the sheet
  // was refused from its declared range, before any parsing.
  it('refuses a small sheet whose used range reaches row 1,048,576, from its declared range', async () => {
    const bytes = sheetReaching('A1048576');
    expect(bytes.length).toBeLessThan(10 * 1024);
    const res = await upload(bytes);
    expect(res?.statusCode, res?.body).toBe(400);
    expect(res?.json().errors).toEqual({ excelfile: rangeMessage({ rows: 1_048_576, columns: 9 }) });
    expect(res?.json().message).toContain('reaches row 1,048,576');
    expect(await countRows(h, profiles, c.companyId)).toBe(0);
  });

  it('refuses a sheet whose used range reaches column XFD', async () => {
    const res = await upload(sheetReaching('XFD2'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ excelfile: rangeMessage({ rows: 2, columns: 16_384 }) });
  });

  it('refuses an .xls sheet reaching past the limit (found while reading: .xls is not pre-checked)', async () => {
    const res = await upload(sheetReaching('A60000', 'biff8'), 'clients.xls');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ excelfile: rangeMessage({ rows: 60_000, columns: 9 }) });
  });

  it('refuses a workbook over 5 MB before reading it', async () => {
    const big = Buffer.concat([workbook([CLIENT_HEADINGS, clientRow()]), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ excelfile: 'The file is larger than 5 MB' });
  });

  it('still imports a sheet whose range reaches as far as the limits allow', async () => {
    const res = await upload(sheetReaching('AX5000'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(1);
  });

  it('parses a large sheet on a worker thread: other requests keep being served meanwhile', async () => {
    // 5,000 rows of 50 columns: within the limits, about a second's parse, then refused for its row count.
    const rows: unknown[][] = [
      Array.from({ length: 50 }, (_, i) => (i < 9 ? CLIENT_HEADINGS[i] : `Extra${i}`)),
    ];
    for (let r = 1; r < 5000; r++) {
      rows.push(Array.from({ length: 50 }, (_, i) => `v${r}x${i}`));
    }
    const bytes = compressedWorkbook(rows);
    let res: Awaited<ReturnType<typeof upload>> | undefined;
    let served = 0;
    const pending = upload(bytes).then((r) => {
      res = r;
    });
    while (res === undefined) {
      const health = await h.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (res === undefined) {
        served++;
      }
      await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, 20))]);
    }
    expect(res?.statusCode, res?.body).toBe(400);
    expect(res?.json().errors).toEqual({ excelfile: 'At most 2000 rows can be imported at once.' });
    // A request answered before the upload's reply: the parse did not hold this thread.
    expect(served).toBeGreaterThan(0);
  });
});
