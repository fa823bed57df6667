import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles, staffs } from './people.ts';

/**
 * A Support at Home budget row from a date (issue 39 item 2; SUPPORT-AT-HOME.md §1.1, §4): an
 * ongoing classification's annual amount or a pathway's episode amount, seeded per company from the
 * shipped rows and edited by a company administrator.
 */
export const sahBudgetRows = pgTable(
  'sah_budget_rows',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** CLASS_1 … CLASS_8, RESTORATIVE_CARE, END_OF_LIFE, AT_LOW, AT_MEDIUM, AT_HIGH, HM. */
    kind: text().notNull(),
    amountCents: integer().notNull(),
    effectiveFrom: text().notNull(),
    effectiveTo: text(),
    source: text().notNull(),
    /** confirmed | unconfirmed, as the reference marks it. */
    status: text().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sah_budget_rows_unique').on(t.companyId, t.kind, t.effectiveFrom)],
);

/** The company's Support at Home settings: each UNCONFIRMED reading of the reference (§14). */
export const sahSettings = pgTable('sah_settings', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id),
  drawdownBasis: text().notNull().default('FULL_PRICE'),
  careManagementRounding: text().notNull().default('HALF_UP'),
  contributionRounding: text().notNull().default('HALF_UP'),
  lateClaimDayOne: text().notNull().default('END_DATE'),
  /** When the shipped budget rows were copied to the company (once, so its edits stay as made). */
  rowsSeededAt: timestamp({ withTimezone: true }),
  ...auditColumns(),
});

/** A Support at Home client's program details (issue 39 item 1): one row per client. */
export const sahClients = pgTable(
  'sah_clients',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    myAgedCareId: text(),
    /** On or before 12 Sep 2024 in the HCP program (§1.3): keeps the HCP contribution rules and cap. */
    grandfathered: boolean().notNull().default(false),
    /** Contributions paid towards the lifetime cap, as last known (Services Australia's figure wins). */
    contributionsPaidCents: integer().notNull().default(0),
    contributionsPaidAsOf: text(),
    carePartnerStaffId: uuid().references(() => staffs.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sah_clients_profile_unique').on(t.companyId, t.profileId)],
);

/** A client's classification or pathway from a date (§1.2: a reassessment changes it part-way). */
export const sahClassifications = pgTable(
  'sah_classifications',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** '1'…'8', or a pathway: RESTORATIVE_CARE, END_OF_LIFE, AT_HM. */
    classification: text().notNull(),
    approvalDate: text().notNull(),
    /** The first day the classification is in force (the start of services). */
    startDate: text().notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sah_classifications_unique').on(t.companyId, t.profileId, t.startDate),
    index('sah_classifications_client_idx').on(t.companyId, t.profileId),
  ],
);

/** A client's contribution rates from a date, as entered from the Services Australia notice (§7.1). */
export const sahContributionRates = pgTable(
  'sah_contribution_rates',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    effectiveFrom: text().notNull(),
    /** FULL_PENSIONER | PART_PENSIONER | SELF_FUNDED_CSHC | SELF_FUNDED | NOT_ASSESSED */
    pensionStatus: text().notNull(),
    /** Basis points: 17.5% is 1750. */
    independenceBp: integer().notNull(),
    everydayLivingBp: integer().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sah_contribution_rates_unique').on(t.companyId, t.profileId, t.effectiveFrom)],
);

/**
 * A service of the Support at Home service list (issue 39 item 3; SUPPORT-AT-HOME.md §5): its
 * contribution category, service type and codes. Imported data (the official code table is in an
 * eKit not read), seeded per company with the reference's service types; codes may be empty until
 * the table is imported.
 */
export const sahServices = pgTable(
  'sah_services',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** CLINICAL | INDEPENDENCE | EVERYDAY_LIVING: what sets the contribution rate. */
    category: text().notNull(),
    serviceTypeCode: text(),
    serviceType: text().notNull(),
    serviceCode: text(),
    name: text().notNull(),
    /** HOUR | MEAL | TRIP | EACH */
    unit: text().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sah_services_unique').on(t.companyId, t.serviceType, t.name)],
);

/**
 * A price of a service from a date (§6): the provider's published price (`PRICE`) or a government
 * price cap (`CAP`, optional, none until published). Added, never edited: a new row from a later
 * date replaces the earlier from then.
 */
export const sahServicePrices = pgTable(
  'sah_service_prices',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    serviceId: uuid()
      .notNull()
      .references(() => sahServices.id, { onDelete: 'cascade' }),
    /** PRICE | CAP */
    kind: text().notNull(),
    amountCents: integer().notNull(),
    effectiveFrom: text().notNull(),
    effectiveTo: text(),
    /** Where it is published (the price list, the cap's determination). */
    source: text().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sah_service_prices_unique').on(t.companyId, t.serviceId, t.kind, t.effectiveFrom)],
);

/**
 * A Support at Home claim (issue 39 item 4; SUPPORT-AT-HOME.md §9): the passing lines of a period,
 * the upload file exactly as made (so a later download is byte for byte the same).
 */
export const sahClaimBatches = pgTable(
  'sah_claim_batches',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** 1, 2, 3… within the company: the file and the references are named by it. */
    batchNumber: integer().notNull(),
    periodFrom: text().notNull(),
    periodTo: text().notNull(),
    fileName: text().notNull(),
    csv: text().notNull(),
    rowCount: integer().notNull(),
    grossCents: integer().notNull(),
    governmentCents: integer().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sah_claim_batches_number_unique').on(t.companyId, t.batchNumber)],
);

/**
 * A delivered line as claimed (one attendance split of one client): its figures as claimed, its
 * reference, and its state (Submitted, then Paid or Rejected with Services Australia's reason).
 */
export const sahClaimLines = pgTable(
  'sah_claim_lines',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    claimBatchId: uuid()
      .notNull()
      .references(() => sahClaimBatches.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id),
    /** The attendance split the line bills (the attendance area's row: no key across areas). */
    attendanceSplitId: uuid().notNull(),
    rowNumber: integer().notNull(),
    reference: text().notNull(),
    serviceDate: text().notNull(),
    serviceId: uuid().notNull(),
    serviceName: text().notNull(),
    /** Hours or units in hundredths (a quarter hour is 25). */
    quantityHundredths: integer().notNull(),
    unitPriceCents: integer().notNull(),
    grossCents: integer().notNull(),
    contributionCents: integer().notNull(),
    governmentCents: integer().notNull(),
    /** Submitted | Paid | Rejected */
    status: text().notNull().default('Submitted'),
    /** Services Australia's reason, as received, for a rejected line. */
    message: text(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sah_claim_lines_batch_idx').on(t.claimBatchId),
    index('sah_claim_lines_client_date_idx').on(t.companyId, t.profileId, t.serviceDate),
    uniqueIndex('sah_claim_lines_reference_unique').on(t.companyId, t.reference),
    // Never claimed twice: a split of a client is in at most one claim that has not rejected it.
    uniqueIndex('sah_claim_lines_live_unique')
      .on(t.companyId, t.profileId, t.attendanceSplitId)
      .where(sql`${t.status} <> 'Rejected'`),
  ],
);

/**
 * A client's monthly statement (issue 39 item 5; SUPPORT-AT-HOME.md §10): one row per client, month
 * and version. The figures are the domain's statement as issued (JSON); a reissue with changed
 * figures adds the next version and keeps the earlier one. Mailed once: `mailed_at` is set in the
 * transaction that queues the mail.
 */
export const sahStatements = pgTable(
  'sah_statements',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id),
    /** 'YYYY-MM'. */
    month: text().notNull(),
    version: integer().notNull(),
    figures: jsonb().notNull(),
    /** A digest of the figures (without warnings' wording changes): equal → no new version. */
    figuresKey: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    issuedBy: text().notNull(),
    mailedAt: timestamp({ withTimezone: true }),
    mailedTo: text(),
    /** Why it was not mailed (no address on file). */
    mailNote: text(),
  },
  (t) => [
    uniqueIndex('sah_statements_version_unique').on(t.companyId, t.profileId, t.month, t.version),
    index('sah_statements_month_idx').on(t.companyId, t.month),
  ],
);

/** A run of "Generate statements" for a month (a job): its progress, read by any replica. */
export const sahStatementRuns = pgTable(
  'sah_statement_runs',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    month: text().notNull(),
    /** Running | Done | Error */
    status: text().notNull(),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    issued: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    mailed: integer().notNull().default(0),
    message: text(),
    startedBy: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sah_statement_runs_company_idx').on(t.companyId, t.startedAt)],
);
