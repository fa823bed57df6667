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
import { files } from './files.ts';
import { profiles, staffs } from './people.ts';
import { attendances, shiftRosters } from './roster.ts';

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

/**
 * A progress note (spec 3 §3 ProgressNote): one per shift and client, opened when the worker's
 * attendance starts (clock-in or marked), written by the worker and edited by the office.
 * Kilometres and position are read from the attendance.
 */
export const progressNotes = pgTable(
  'progress_notes',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    shiftRosterId: uuid().references(() => shiftRosters.id, { onDelete: 'cascade' }),
    attendanceId: uuid().references(() => attendances.id, { onDelete: 'set null' }),
    staffId: uuid()
      .notNull()
      .references(() => staffs.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The shift's start (the note's date). */
    date: timestamp({ withTimezone: true }).notNull(),
    report: text(),
    progress: text(),
    followUp: text(),
    /** True once report and progress are both written. */
    isCompleted: boolean().notNull().default(false),
    imageFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('progress_notes_shift_client_unique').on(t.shiftRosterId, t.profileId),
    index('progress_notes_company_date_idx').on(t.companyId, t.date),
    index('progress_notes_staff_idx').on(t.staffId),
    index('progress_notes_profile_idx').on(t.profileId),
  ],
);
