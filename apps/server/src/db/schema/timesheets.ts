import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { staffs } from './people.ts';

/**
 * A timesheet sent to a staff member for a period (spec 3 §3 Sent timesheet): Pending until the
 * worker approves it (Approved) or asks for changes (Rejected, with the reason). Sending the same
 * staff member and period again makes it Pending again. Totals are always computed from the splits.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    staffId: uuid()
      .notNull()
      .references(() => staffs.id, { onDelete: 'cascade' }),
    fromDate: timestamp({ withTimezone: true }).notNull(),
    toDate: timestamp({ withTimezone: true }).notNull(),
    /** Pending | Approved | Rejected */
    status: text().notNull().default('Pending'),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    sentBy: text(),
    respondedAt: timestamp({ withTimezone: true }),
    /** The worker's reason when asking for changes. */
    responseNote: text(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('timesheets_staff_period_unique').on(t.companyId, t.staffId, t.fromDate, t.toDate),
    index('timesheets_company_from_idx').on(t.companyId, t.fromDate),
  ],
);

/** One "send all timesheets" run and its log (the Log dialog's link). */
export const timesheetSendLogs = pgTable(
  'timesheet_send_logs',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    fromDate: timestamp({ withTimezone: true }).notNull(),
    toDate: timestamp({ withTimezone: true }).notNull(),
    sentCount: integer().notNull().default(0),
    skippedCount: integer().notNull().default(0),
    /** One line per staff member: sent, or skipped and why. */
    lines: jsonb().$type<string[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [index('timesheet_send_logs_company_idx').on(t.companyId, t.dateCreated)],
);
