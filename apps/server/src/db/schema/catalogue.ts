import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { byClient, ofClient } from './client-rows.ts';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';

/** One imported NDIS Support Catalogue file (its layout, version label and when it came in). */
export const supportCatalogues = pgTable(
  'support_catalogues',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** e.g. "NDIS Support Catalogue 2025-26 v1.1", from the file name unless given. */
    name: text().notNull(),
    /** 'states' (2025-26: a column per state) or 'national' (2026-27: one National column). */
    layout: text().notNull(),
    fileName: text().notNull(),
    itemsAdded: integer().notNull(),
    itemsUnchanged: integer().notNull(),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userCreated: text(),
  },
  (t) => [index('support_catalogues_company_idx').on(t.companyId)],
);

/**
 * A support item as priced from a start date (a catalogue row). Rows are never changed: a newer
 * catalogue adds rows, and what was priced from an older row keeps pointing at it. Prices in cents;
 * null where the catalogue has none (quotable items). endDate null: open-ended (99991231).
 */
export const supportItems = pgTable(
  'support_items',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    catalogueId: uuid()
      .notNull()
      .references(() => supportCatalogues.id),
    itemNumber: text().notNull(),
    itemName: text().notNull(),
    registrationGroupNumber: text(),
    registrationGroupName: text(),
    supportCategoryNumber: text(),
    supportCategoryName: text(),
    unit: text().notNull(),
    quote: boolean().notNull().default(false),
    startDate: text().notNull(),
    endDate: text(),
    type: text(),
    actCents: integer(),
    nswCents: integer(),
    ntCents: integer(),
    qldCents: integer(),
    saCents: integer(),
    tasCents: integer(),
    vicCents: integer(),
    waCents: integer(),
    nationalCents: integer(),
    remoteCents: integer(),
    veryRemoteCents: integer(),
    nonFaceToFace: boolean(),
    providerTravel: boolean(),
    shortNoticeCancellations: boolean(),
    ndiaRequestedReports: boolean(),
    irregularSil: boolean(),
    /** Identical rows in a later file are not added again: this is their content, for the check. */
    fingerprint: text().notNull(),
  },
  (t) => [
    index('support_items_lookup_idx').on(t.companyId, t.itemNumber, t.startDate),
    uniqueIndex('support_items_fingerprint_unique').on(t.companyId, t.fingerprint),
  ],
);

/**
 * A funded item on the client's schedule of support (spec 2 §3 Support schedule): quantity in hours
 * a day, the hourly cost in cents as priced from the catalogue row it was chosen from.
 */
export const supportSchedules = pgTable(
  'support_schedules',
  {
    ...ofClient(),
    supportItemId: uuid().references(() => supportItems.id),
    supportType: text().notNull(),
    itemNumber: text().notNull(),
    quantity: doublePrecision().notNull(),
    costCents: integer().notNull(),
    frequency: text().notNull(),
    /**
     * When the office (CompanyAdmin, Administrator or an Edit Client claim holder) accepted the line:
     * only accepted lines price invoices; a line added by staff or a client is a suggestion until then.
     */
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: text(),
    ...auditColumns(),
  },
  byClient('support_schedules'),
);
