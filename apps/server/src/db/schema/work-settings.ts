import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';

/** A public holiday of the company: seeded for its state from date-holidays, then edited by administrators. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** YYYY-MM-DD, a whole local day. */
    date: text().notNull(),
    name: text().notNull(),
    /** seeded | added */
    source: text().notNull().default('added'),
    /** A seeded holiday an administrator removed: kept so reseeding the year does not bring it back. */
    removed: boolean().notNull().default(false),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('public_holidays_company_date_unique').on(t.companyId, t.date)],
);

/**
 * The years whose public holidays were seeded from date-holidays for the company's state: each
 * year once, then edited by administrators (a year here is never seeded again).
 */
export const holidaySeededYears = pgTable(
  'holiday_seeded_years',
  {
    companyId: companyId().references(() => companies.id),
    year: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);
