import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { staffs } from './people.ts';
import { shiftRosters } from './roster.ts';

/** A staff member asking to take an open shift: Pending until an administrator approves or declines. */
export const openShiftRequests = pgTable(
  'open_shift_requests',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    shiftRosterId: uuid()
      .notNull()
      .references(() => shiftRosters.id, { onDelete: 'cascade' }),
    staffId: uuid()
      .notNull()
      .references(() => staffs.id, { onDelete: 'cascade' }),
    status: text().notNull().default('Pending'),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: text(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('open_shift_requests_unique').on(t.shiftRosterId, t.staffId),
    index('open_shift_requests_company_idx').on(t.companyId, t.status),
  ],
);
