import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { staffs } from './people.ts';

/** A staff member's training record (spec 1 §7.5 StaffTrainings; issue 29): course, provider, dates. */
export const staffTrainings = pgTable(
  'staff_trainings',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    staffId: uuid()
      .notNull()
      .references(() => staffs.id, { onDelete: 'cascade' }),
    course: text().notNull(),
    provider: text(),
    dateCompleted: text().notNull(),
    expiryDate: text(),
    certificateFileId: uuid(),
    /** The expiry reminders already mailed for this expiry date ('expiring', 'expired'); a new date clears them. */
    expiryAlertsSent: text().array().notNull().default(sql`'{}'::text[]`),
    ...auditColumns(),
  },
  (t) => [index('staff_trainings_staff_idx').on(t.companyId, t.staffId)],
);

/** The company's required trainings by role (issue 29), one row per company; no row: never saved, the domain's default list. */
export const trainingRequirements = pgTable('training_requirements', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id),
  requiredTrainings: jsonb().$type<Record<string, string[]>>().notNull(),
  ...auditColumns(),
});
