import { ERROR_TITLES, type StatusReply } from '@care/domain';
import { z } from 'zod';
import { AppError, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import {
  fingerprintOf,
  insertCatalogue,
  insertItems,
  knownFingerprints,
  setCatalogueCounts,
} from './catalogue.repo.ts';
import { type CatalogueFile, readCatalogueUpload } from './catalogue-reader.ts';

const FIELD = 'file';
export const SELECT_FILE = 'Select File';

/** The reply of an import: how many rows it added and how many were already there. */
export interface ImportReply extends StatusReply {
  catalogueId: string | null;
  layout: string;
  itemsAdded: number;
  itemsUnchanged: number;
}

/** "NDIS Support Catalogue 2025-26 v1.1" from "ndis-support-catalogue-2025-26-v1.1.xlsx"; else the file's name. */
export function catalogueName(fileName: string): string {
  const base = fileName.replace(/\.(xlsx|xls|csv)$/i, '').trim();
  const year = /(20\d{2})[-_ ]?(\d{2})(?!\d)/.exec(base);
  const version = /v\s?(\d+(?:\.\d+)*)/i.exec(base);
  if (year && /catalogue/i.test(base)) {
    return `NDIS Support Catalogue ${year[1]}-${year[2]}${version ? ` v${version[1]}` : ''}`;
  }
  return base || 'NDIS Support Catalogue';
}

/** A refusal naming the bad rows: nothing of the file is imported. */
function rowsRefused(errors: CatalogueFile['errors']): AppError {
  const [first] = errors;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  const error = new AppError(
    400,
    `Nothing was imported. Row ${first?.row}, ${first?.column}: ${first?.message}${more}`,
    Object.fromEntries(errors.slice(0, 50).map((e) => [`row${e.row}.${e.column}`, e.message])),
    ERROR_TITLES.badInput,
  );
  return Object.assign(error, {
    rows: errors.map((e) => ({ row: e.row, field: e.column, message: e.message })),
  });
}

/**
 * Adds a catalogue file's rows to the company's catalogue: rows already there (same content) are
 * counted unchanged, new and newly dated rows are added; no row is ever changed, so what was priced
 * from a row keeps its price. Shared by the upload route and the demo seed.
 */
export async function importCatalogue(
  db: Parameters<typeof insertItems>[0],
  input: {
    companyId: string;
    userId: string | null;
    now: Date;
    fileName: string;
    name?: string;
    file: CatalogueFile;
  },
): Promise<Omit<ImportReply, 'status' | 'message'>> {
  const { file } = input;
  const unique = new Map(file.items.map((item) => [fingerprintOf(item), item]));
  const known = await knownFingerprints(db, input.companyId, [...unique.keys()]);
  const fresh = [...unique]
    .filter(([f]) => !known.has(f))
    .map(([fingerprint, item]) => ({ item, fingerprint }));
  if (fresh.length === 0) {
    return { catalogueId: null, layout: file.layout, itemsAdded: 0, itemsUnchanged: file.items.length };
  }
  const catalogueId = await insertCatalogue(db, {
    companyId: input.companyId,
    name: input.name?.trim() || catalogueName(input.fileName),
    layout: file.layout,
    fileName: input.fileName,
    itemsAdded: 0,
    itemsUnchanged: 0,
    dateCreated: input.now,
    userCreated: input.userId,
  });
  const itemsAdded = await insertItems(db, input.companyId, catalogueId, fresh);
  const itemsUnchanged = file.items.length - itemsAdded;
  await setCatalogueCounts(db, catalogueId, itemsAdded, itemsUnchanged);
  return { catalogueId, layout: file.layout, itemsAdded, itemsUnchanged };
}

const n = (v: number) => v.toLocaleString('en-AU');

/** POST /SupportCatalogue/import: an administrator imports the official workbook (.xlsx) or its CSV export. */
export const importSupportCatalogueRoute = routeSpec({
  method: 'POST',
  url: '/SupportCatalogue/import',
  summary:
    'Import the NDIS Support Catalogue (multipart file: .xlsx, sheet "Current Support Items", or .csv; optional name)',
  tags: ['SupportCatalogue'],
  multipart: { files: [FIELD] },
  body: z.object({ name: z.string().trim().max(120).optional(), companyId: z.string().optional() }),
  activity: 'Imported the NDIS Support Catalogue',
  // Type, size and the parse are done on a worker thread before the transaction opens.
  async prepare({ files }) {
    const upload = files[FIELD];
    if (!upload) {
      throw fieldError(FIELD, SELECT_FILE);
    }
    const file = await readCatalogueUpload(upload.bytes, FIELD);
    if (file.errors.length > 0) {
      throw rowsRefused(file.errors);
    }
    if (file.items.length === 0) {
      throw fieldError(FIELD, 'The catalogue has no support items.');
    }
    return { file, fileName: upload.filename || `catalogue.${file.kind}` };
  },
  async handler({ db, principal, body, now, prepared, recordActivity }): Promise<ImportReply> {
    const result = await importCatalogue(db, {
      companyId: principal.companyId,
      userId: principal.uid,
      now,
      fileName: prepared.fileName,
      name: body.name,
      file: prepared.file,
    });
    recordActivity(
      `Imported the NDIS Support Catalogue ${prepared.fileName}: ${result.itemsAdded} added, ${result.itemsUnchanged} unchanged`,
    );
    const message =
      result.itemsAdded === 0
        ? `Nothing new: all ${n(result.itemsUnchanged)} items are already in the catalogue.`
        : `${n(result.itemsAdded)} ${result.itemsAdded === 1 ? 'item' : 'items'} added, ${n(result.itemsUnchanged)} unchanged.`;
    return { status: 'Success', message, ...result };
  },
});
