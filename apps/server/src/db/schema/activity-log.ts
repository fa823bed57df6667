import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** One line of the activity log: who did what, through which medium, when. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    user: text().notNull(),
    activity: text().notNull(),
    medium: text().notNull(),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_logs_company_date_idx').on(t.companyId, t.dateCreated)],
);
