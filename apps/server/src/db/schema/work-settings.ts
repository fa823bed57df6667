import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
