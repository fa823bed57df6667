import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';
import { companies } from './companies.ts';

/** A stored file (photo, signature, document, offer letter...): bytes live in the files port by content hash. */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    /** The type read from the bytes: png, jpeg, pdf, doc, docx, xls, xlsx. */
    kind: text().notNull(),
    size: integer().notNull(),
    originalName: text().notNull(),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userCreated: text(),
  },
  (t) => [index('files_company_idx').on(t.companyId)],
);
