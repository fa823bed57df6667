import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { shiftRosters } from './roster.ts';

/**
 * A message for one signed-in user on their dashboard (a cancellation decided, an open shift given):
 * shown until they dismiss it. The same news also goes through the mail port.
 */
export const userNotices = pgTable(
  'user_notices',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid().notNull(),
    kind: text().notNull(),
    message: text().notNull(),
    shiftRosterId: uuid().references(() => shiftRosters.id, { onDelete: 'set null' }),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dateRead: timestamp({ withTimezone: true }),
  },
  (t) => [index('user_notices_user_idx').on(t.companyId, t.userId).where(sql`${t.dateRead} is null`)],
);
