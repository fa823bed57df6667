import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { staffs } from './people.ts';

/** A weekly slot a staff member is available (spec 3 §3 StaffAvailability): a weekday and HH:mm times. */
export const staffAvailabilities = pgTable(
  'staff_availabilities',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    staffId: uuid()
      .notNull()
      .references(() => staffs.id, { onDelete: 'cascade' }),
    days: text().notNull(),
    fromTimeOfDay: text().notNull(),
    toTimeOfDay: text().notNull(),
    ...auditColumns(),
  },
  (t) => [index('staff_availabilities_staff_idx').on(t.companyId, t.staffId)],
);
