import * as XLSX from '@e965/xlsx';
import { uniqueName } from './fixtures.ts';
import type { Harness } from './harness.ts';
import { postForm } from './uploads.ts';

export const CLIENT_HEADINGS =
  'FirstName MiddleName SurName Email PhoneNumber Address AgreementStartDate AgreementEndDate NDISNo'.split(
    ' ',
  );
export const PERSON_HEADINGS = 'FirstName MiddleName SurName Email PhoneNumber Address'.split(' ');

/** An .xlsx workbook with one sheet holding the rows as given. */
export function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const email = (name: string) => `${name.toLowerCase()}@test.example`;

/** A valid client row under CLIENT_HEADINGS, uniquely named. */
export function clientRow(o: { email?: string; ndis?: string } = {}): unknown[] {
  const first = uniqueName('Imported').replace('-', '');
  return [
    first,
    '',
    'Client',
    o.email ?? email(first),
    '0412 345 678',
    '',
    '2026-07-01',
    '2027-06-30',
    o.ndis ?? '431234567',
  ];
}

/** A valid staff or administrator row under PERSON_HEADINGS, uniquely named. */
export function personRow(): unknown[] {
  const first = uniqueName('Worker').replace('-', '');
  return [first, '', 'Worker', email(first), '0412345678', '1 George St'];
}

/** POSTs the file to `<base>/upload_excel` with any extra form fields. */
export const uploadSheet = (
  h: Harness,
  base: string,
  token: string,
  bytes: Buffer,
  filename = 'people.xlsx',
  fields: Record<string, string> = {},
) => postForm(h, `${base}/upload_excel`, token, fields, { file: { bytes, filename } });
