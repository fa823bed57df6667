import { type Column, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bearer, type Harness } from './harness.ts';

/** A real 1×1 PNG image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of the given size: the real image followed by padding (the type is read from the first bytes). */
export const pngOfSize = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);

/** A small but well-formed PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The start of a .docx (a zip whose first entry is under word/): what the type sniffer looks for. */
export const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]),
  Buffer.from('word/document.xml<w:document/>', 'latin1'),
]);

export const TEXT = Buffer.from('just some text, not an image\n', 'utf8');

export type FormFile = { bytes: Buffer; filename: string };

/** A multipart/form-data body as the web app sends it: text fields (null as '') and named files. */
export function form(
  fields: Record<string, string | null | undefined>,
  files: Record<string, FormFile> = {},
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    data.append(name, value ?? '');
  }
  for (const [name, file] of Object.entries(files)) {
    data.append(name, new Blob([new Uint8Array(file.bytes)]), file.filename);
  }
  return data;
}

/** POSTs a multipart form with the caller's bearer token. */
export function postForm(
  h: Harness,
  url: string,
  token: string,
  fields: Record<string, string | null | undefined>,
  files: Record<string, FormFile> = {},
) {
  return h.app.inject({ method: 'POST', url, headers: bearer(token), payload: form(fields, files) });
}

/** How many rows of the company a tenant table holds (to show that a refused request saved nothing). */
export async function countRows(h: Harness, table: PgTable & { companyId: Column }, companyId: string) {
  const [row] = await h.database.db.select({ n: count() }).from(table).where(eq(table.companyId, companyId));
  return row?.n ?? 0;
}
