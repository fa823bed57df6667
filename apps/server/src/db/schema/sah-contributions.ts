import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles } from './people.ts';

/**
 * A Support at Home contribution invoice (issue 39 item 5; SUPPORT-AT-HOME.md §8 step 6): the
 * client's contributions on paid claim lines, billed to the client or their representative, numbered
 * from the company's invoice counter. State: Saved (made, not sent), Sent, Paid.
 */
export const sahContributionInvoices = pgTable(
  'sah_contribution_invoices',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id),
    invoiceNumber: text().notNull(),
    issueDate: text().notNull(),
    dueDate: text().notNull(),
    /** Participant | Nominated representative, as chosen when made. */
    billToKind: text().notNull(),
    billToName: text().notNull(),
    billToEmail: text(),
    billToAddress: text(),
    totalCents: integer().notNull(),
    /** Saved | Sent | Paid */
    status: text().notNull().default('Saved'),
    sentTo: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** The outbox mail that carried it (one per invoice: never sent twice). */
    mailId: uuid(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sah_contribution_invoices_number_unique').on(t.companyId, t.invoiceNumber),
    index('sah_contribution_invoices_client_idx').on(t.companyId, t.profileId),
  ],
);

/** A claim line on a contribution invoice, its figures as paid: a claim line is invoiced at most once. */
export const sahContributionInvoiceLines = pgTable(
  'sah_contribution_invoice_lines',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    invoiceId: uuid()
      .notNull()
      .references(() => sahContributionInvoices.id, { onDelete: 'cascade' }),
    /** The support-at-home area's sah_claim_lines row (no key across areas). */
    claimLineId: uuid().notNull(),
    claimReference: text().notNull(),
    serviceDate: text().notNull(),
    serviceName: text().notNull(),
    quantityHundredths: integer().notNull(),
    unitPriceCents: integer().notNull(),
    grossCents: integer().notNull(),
    governmentCents: integer().notNull(),
    contributionCents: integer().notNull(),
  },
  (t) => [
    index('sah_contribution_invoice_lines_invoice_idx').on(t.invoiceId),
    uniqueIndex('sah_contribution_invoice_lines_claim_line_unique').on(t.companyId, t.claimLineId),
  ],
);

/** A payment received on a contribution invoice. */
export const sahContributionPayments = pgTable(
  'sah_contribution_payments',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    invoiceId: uuid()
      .notNull()
      .references(() => sahContributionInvoices.id, { onDelete: 'cascade' }),
    paidOn: text().notNull(),
    amountCents: integer().notNull(),
    reference: text().notNull(),
    ...auditColumns(),
  },
  (t) => [index('sah_contribution_payments_invoice_idx').on(t.invoiceId)],
);
