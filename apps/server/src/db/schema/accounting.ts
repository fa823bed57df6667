import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** The company's accounting settings kept with its connection (account code, tax type, earnings-rate mapping). */
export interface AccountingSettings {
  accountCode?: string;
  taxType?: string;
  /** Shift code (M, E, EX, SA, SAN, SU, SUN, PH, N) or KM → the provider's earnings rate id. */
  earningsRates?: Record<string, string>;
}

/** An organisation the connecting user allowed, while the company chooses which is theirs. */
export interface PendingOrganisation {
  tenantId: string;
  name: string;
  connectionId: string;
}

/**
 * A company's connection to its accounting provider (issue 28): one per company. Tokens are sealed
 * (ports/accounting/token-cipher.ts); the refresh token rotates, and only the newest is kept.
 */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    provider: text().notNull(),
    /** Connected | ChooseOrganisation | ReconnectNeeded */
    status: text().notNull(),
    tenantId: text(),
    tenantName: text(),
    connectionId: text(),
    organisations: jsonb().$type<PendingOrganisation[]>().notNull().default([]),
    accessToken: text().notNull(),
    refreshToken: text().notNull(),
    accessExpiresAt: timestamp({ withTimezone: true }).notNull(),
    settings: jsonb().$type<AccountingSettings>().notNull().default({}),
    connectedBy: text(),
    connectedAt: timestamp({ withTimezone: true }).notNull(),
    refreshedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('accounting_connections_company_unique').on(t.companyId)],
);

/** A pending authorize: the `state` (hashed), bound to the user's session; single use, short-lived. */
export const accountingAuthStates = pgTable(
  'accounting_auth_states',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text().notNull(),
    stateHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('accounting_auth_states_hash_unique').on(t.stateHash)],
);

/**
 * What was posted to the books: a saved invoice's variant, a timesheet's pay period, a contact or an
 * employee. Keyed by what it is in the product (`localKey`), so a repost updates, never duplicates.
 */
export const accountingPostings = pgTable(
  'accounting_postings',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** invoice | timesheet | contact | employee */
    kind: text().notNull(),
    localKey: text().notNull(),
    externalId: text().notNull(),
    number: text(),
    link: text().notNull(),
    revision: integer().notNull().default(1),
    postedAt: timestamp({ withTimezone: true }).notNull(),
    postedBy: text(),
  },
  (t) => [uniqueIndex('accounting_postings_key_unique').on(t.companyId, t.kind, t.localKey)],
);

export interface AccountingJobLog {
  name: string;
  reason: string;
}

/** A long post (all invoices of a period, Send All timesheets) run as a job whose progress the page polls. */
export const accountingJobs = pgTable(
  'accounting_jobs',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    kind: text().notNull(),
    /** Running | Success | Warning | Error */
    status: text().notNull(),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    message: text(),
    logs: jsonb().$type<AccountingJobLog[]>().notNull().default([]),
    startedBy: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('accounting_jobs_company_idx').on(t.companyId, t.startedAt)],
);

/**
 * Issue 38 item 5: the payroll pay item (Xero: earnings rate or allowance type) each SCHADS pay line
 * category of a company is posted to. One row per mapped category; a category without a row is missing.
 */
export const payrollCategoryMappings = pgTable(
  'payroll_category_mappings',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** A pay line category (packages/domain PAY_CATEGORIES). */
    category: text().notNull(),
    payItemId: text().notNull(),
    /** The pay item's name when chosen, shown without asking Xero. */
    payItemName: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: text(),
  },
  (t) => [uniqueIndex('payroll_category_mappings_unique').on(t.companyId, t.category)],
);
