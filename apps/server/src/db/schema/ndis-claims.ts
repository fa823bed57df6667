import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { invoiceLines } from './invoices.ts';
import { profiles } from './people.ts';

/** An NDIS bulk payment request file made from saved lines (docs/workforce.md "Claims"). */
export const claimBatches = pgTable(
  'claim_batches',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** 1, 2, 3… within the company: the file is named by it. */
    batchNumber: integer().notNull(),
    periodFrom: text().notNull(),
    periodTo: text().notNull(),
    /** The client the batch was made for; null for all clients. */
    profileId: uuid().references(() => profiles.id),
    fileName: text().notNull(),
    /** The file exactly as downloaded, so a later download is byte for byte the same. */
    csv: text().notNull(),
    rowCount: integer().notNull(),
    totalCents: integer().notNull(),
    /** Claimed until a result is imported, then Processed; Withdrawn when taken back before any result. */
    status: text().notNull().default('Claimed'),
    resultImportedAt: timestamp({ withTimezone: true }),
    resultImportedBy: text(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('claim_batches_number_unique').on(t.companyId, t.batchNumber)],
);

/** A line as claimed in a batch: its row and reference, and the portal's answer. */
export const claimBatchLines = pgTable(
  'claim_batch_lines',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    claimBatchId: uuid()
      .notNull()
      .references(() => claimBatches.id, { onDelete: 'cascade' }),
    invoiceLineId: uuid()
      .notNull()
      .references(() => invoiceLines.id),
    rowNumber: integer().notNull(),
    claimReference: text().notNull(),
    amountCents: integer().notNull(),
    /** Claimed, Paid, Rejected or Withdrawn (its batch taken back before any result). */
    status: text().notNull().default('Claimed'),
    message: text(),
  },
  (t) => [
    index('claim_batch_lines_batch_idx').on(t.claimBatchId),
    // Never claimed twice: a line is in at most one batch that has not rejected or withdrawn it.
    uniqueIndex('claim_batch_lines_live_unique')
      .on(t.invoiceLineId)
      .where(sql`${t.status} not in ('Rejected', 'Withdrawn')`),
  ],
);
