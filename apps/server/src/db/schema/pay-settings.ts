import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { staffs } from './people.ts';

/**
 * A worker's award settings from a date (issue 38 item 1; SCHADS.md §2.1): each change is a new
 * row, never an edit; a row lasts until the next one's date.
 */
export const staffAwardSettings = pgTable(
  'staff_award_settings',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    staffId: uuid()
      .notNull()
      .references(() => staffs.id, { onDelete: 'cascade' }),
    award: text().notNull(),
    stream: text().notNull(),
    level: integer().notNull(),
    payPoint: integer().notNull(),
    /** FT | PT | CASUAL */
    employmentType: text().notNull(),
    /** Part-time only: agreed weekly hours in minutes (22.5 h → 1350). */
    agreedWeeklyMinutes: integer(),
    shiftworker: boolean().notNull().default(false),
    shiftworkerAdviceDate: text(),
    ftTenHourAgreement: boolean().notNull().default(false),
    sleepoverTwelveHourAgreement: boolean().notNull().default(false),
    aboveAwardHourlyCents: integer(),
    /** YYYY-MM-DD: the first day the row is in force. */
    effectiveFrom: text().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('staff_award_settings_from_unique').on(t.companyId, t.staffId, t.effectiveFrom)],
);

/**
 * A classification's rate of the award from a date (SCHADS.md §3): the company's own rows, seeded
 * from the reference (pay-settings/award-rate-seed.ts) and edited by a company administrator.
 */
export const awardRates = pgTable(
  'award_rates',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    stream: text().notNull(),
    level: integer().notNull(),
    payPoint: integer().notNull(),
    /** Null where the reference gives no weekly figure. */
    weeklyCents: integer(),
    hourlyCents: integer().notNull(),
    /** YYYY-MM-DD: the row applies from the first full pay period starting on or after it. */
    appliesFrom: text().notNull(),
    enabled: boolean().notNull().default(false),
    enabledBy: text(),
    enabledAt: timestamp({ withTimezone: true }),
    /** What the row was checked against when enabled (the FWO pay guide's edition). */
    checkedAgainst: text(),
    source: text().notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('award_rates_row_unique').on(t.companyId, t.stream, t.level, t.payPoint, t.appliesFrom),
  ],
);

/** An allowance of the award from a date (SCHADS.md §3.3): sleepover, broken shift, kilometres. */
export const awardAllowances = pgTable(
  'award_allowances',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** The engine's allowance kind (pay/pay-types.ts): sleepover, broken-shift-1, broken-shift-2, km. */
    kind: text().notNull(),
    amountCents: integer().notNull(),
    appliesFrom: text().notNull(),
    /** The last day of a temporary row (the $1.05/km of SCHADS.md §4.10); null: until replaced. */
    appliesTo: text(),
    /** Unconfirmed: not paid until an administrator confirms it. */
    pending: boolean().notNull().default(false),
    source: text().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('award_allowances_row_unique').on(t.companyId, t.kind, t.appliesFrom)],
);

/**
 * The company's pay settings (issue 38 item 3): the switches of SCHADS.md §11, and when its award
 * rows were seeded (each company once, so its edits stay as made).
 */
export const companyPaySettings = pgTable('company_pay_settings', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id),
  switches: jsonb().$type<Record<string, string>>().notNull().default({}),
  ratesSeededAt: timestamp({ withTimezone: true }),
  /** On-costs for the margin report (issue 38 item 6), in basis points: 1200 = 12%. Null: not set (0). */
  superBasisPoints: integer().notNull().default(1200),
  workersCompBasisPoints: integer(),
  payrollTaxBasisPoints: integer(),
  ...auditColumns(),
});
