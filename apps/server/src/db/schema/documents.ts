import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { files } from './files.ts';

/** A person's document (spec 1 §3 Document): the file, its dates, and where it is in review. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    documentName: text().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    /** Calendar dates 'YYYY-MM-DD'; each day runs midnight to midnight in the company's time zone. */
    implementationDate: text().notNull(),
    expirationDate: text(),
    status: text().notNull().default('Pending'),
    isArchived: boolean().notNull().default(false),
    rejectReason: text(),
    rejectDeadline: text(),
    /** Client consent: null, Requested, Approved. */
    consentStatus: text(),
    /** Whose document: Admin, Staff or Client, and the id of that administrator, staff member or client. */
    userRole: text().notNull(),
    userId: uuid().notNull(),
    user: text().notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('documents_company_idx').on(t.companyId, t.userRole),
    index('documents_owner_idx').on(t.userId),
  ],
);

/** An expiry alert sent for a document: once per document and kind (expiring, expired). */
export const documentAlerts = pgTable(
  'document_alerts',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    documentId: uuid()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    alert: text().notNull(),
    dateSent: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_alerts_once').on(t.documentId, t.alert)],
);
