import type { InvoiceLineExplanation } from '@care/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attendances } from './attendance.ts';
import { supportItems } from './catalogue.ts';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles, staffs } from './people.ts';
import { shiftRosters } from './roster.ts';

/**
 * An invoice line (spec 3 §3 Invoice item; docs/workforce.md "Prices and invoice lines"): one per split
 * and client (or per attendance under the higher-rate rule, or per cancelled band), priced from a
 * catalogue row. Draft lines are replaced by the next load of their period; Saved lines stay and
 * carry the invoice number. `explanation` is the snapshot of where the line came from, so a line
 * still explains itself after its split is recomputed or its shift deleted.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id),
    /** Draft | Saved */
    status: text().notNull().default('Draft'),
    /** The period it was loaded for (YYYY-MM-DD, both days included): the saved invoice's dates. */
    periodFrom: text().notNull(),
    periodTo: text().notNull(),
    /** What the line bills: 'split:<id>', 'attendance:<id>' (higher rate) or 'cancel:<shiftId>:<code>:<date>'. */
    sourceKey: text().notNull(),
    /** The splits the line bills (one, or all of an attendance under the higher-rate rule). */
    splitIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    shiftRosterId: uuid().references(() => shiftRosters.id, { onDelete: 'set null' }),
    attendanceId: uuid().references(() => attendances.id, { onDelete: 'set null' }),
    staffId: uuid().references(() => staffs.id, { onDelete: 'set null' }),
    /** The catalogue row priced from (ndiA_DPAId); null when the band has no item for this client. */
    supportItemId: uuid().references(() => supportItems.id),
    itemNumber: text(),
    itemName: text(),
    /** The support category number of the item (1–15), for the plan budget. */
    supportCategoryNumber: text(),
    description: text().notNull(),
    /** The local date (company zone) of the support. */
    date: text().notNull(),
    dateFrom: timestamp({ withTimezone: true }).notNull(),
    dateTo: timestamp({ withTimezone: true }).notNull(),
    /** 100-ns ticks worked and rostered (agreed). */
    durationTicks: bigint({ mode: 'number' }).notNull(),
    agreedDurationTicks: bigint({ mode: 'number' }).notNull(),
    /** The time billed: agreed, or worked to the minute for an unconfirmed short delivery. */
    billedDurationTicks: bigint({ mode: 'number' }).notNull(),
    /** Unconfirmed or Confirmed (the office billed the agreed time, with the reason); null when not short. */
    shortDelivery: text(),
    shortDeliveryReason: text(),
    unitPriceCents: integer().notNull(),
    amountCents: integer().notNull(),
    /** Units claimed: hours for hourly items (agreed), 1 for a sleepover (unit E). */
    quantity: doublePrecision().notNull(),
    unit: text(),
    totalKm: doublePrecision().notNull().default(0),
    /** The shift code (M, E, EX, SA, SAN, SU, SUN, PH, N) and its name (shiftPeriod). */
    shiftCode: text().notNull(),
    shiftPeriod: text().notNull(),
    day: text().notNull(),
    /** Blank for a direct service, CANC for a short-notice cancellation (with its reason code). */
    claimType: text(),
    cancellationReason: text(),
    explanation: jsonb().$type<InvoiceLineExplanation>().notNull(),
    /** Given when the line is saved: the invoice's number and the line's place on it. */
    invoiceNumber: text(),
    lineNumber: integer(),
    savedAt: timestamp({ withTimezone: true }),
    savedBy: text(),
    /** null (not claimed), Claimed, Paid or Rejected (the portal's answer). */
    claimStatus: text(),
    claimBatchId: uuid(),
    claimMessage: text(),
    ...auditColumns(),
  },
  (t) => [
    index('invoice_lines_client_date_idx').on(t.companyId, t.profileId, t.date),
    index('invoice_lines_company_date_idx').on(t.companyId, t.date),
    index('invoice_lines_period_idx').on(t.companyId, t.periodFrom, t.periodTo),
    // A split (or cancellation) is billed to a client once: on one line, draft or saved.
    uniqueIndex('invoice_lines_source_unique').on(t.companyId, t.profileId, t.sourceKey),
  ],
);

/**
 * A saved invoice (docs/workforce.md "Who pays"): one per invoice number, created when its lines are
 * saved. Who pays is the plan's management when saved: NDIA-managed lines are claimed (their claim
 * states on the lines), plan- and self-managed invoices move Saved → Sent → Paid here. The bill-to is
 * read from the plan until the invoice is sent, then kept as sent.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id),
    invoiceNumber: text().notNull(),
    periodFrom: text().notNull(),
    periodTo: text().notNull(),
    /** NDIA Managed | Plan Managed | Self Managed */
    management: text().notNull(),
    /** Local dates (company zone): issued when saved, due after the company's payment terms. */
    issueDate: text().notNull(),
    dueDate: text().notNull(),
    /** Saved | Sent | Paid */
    status: text().notNull().default('Saved'),
    sentTo: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** E-mail (through the mail port) or Marked as sent. */
    sentHow: text(),
    sentBy: text(),
    billToKind: text(),
    billToName: text(),
    billToEmail: text(),
    billToAddress: text(),
    billToAbn: text(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.companyId, t.invoiceNumber),
    index('invoices_client_idx').on(t.companyId, t.profileId),
  ],
);

/** A payment received against a sent invoice; part payments add up to the invoice's total at most. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidOn: text().notNull(),
    amountCents: integer().notNull(),
    reference: text().notNull(),
    ...auditColumns(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.companyId, t.invoiceId)],
);

/**
 * The company's invoice settings and its invoice counter (docs/workforce.md), one row per company.
 * A company without a row has the defaults below and its first invoice is INV-000001; the row is
 * made by the first save of the settings or the first number taken.
 */
export const invoiceSettings = pgTable('invoice_settings', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id),
  /** Bill short-notice cancellations (CANC); the claim file's date format and GST code. */
  billShortNoticeCancellations: boolean().notNull().default(false),
  claimDateFormat: text().notNull().default('YYYY-MM-DD'),
  claimGstCode: text().notNull().default('P2'),
  /** A tax invoice's due date is its issue date plus these days; the bank account it asks to be paid into. */
  paymentTermsDays: integer().notNull().default(14),
  bankAccountName: text(),
  bankBsb: text(),
  bankAccountNumber: text(),
  /** The next saved invoice's number (INV-000001…), taken atomically when an invoice is saved. */
  nextInvoiceNumber: integer().notNull().default(1),
  ...auditColumns(),
});
