import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attendances } from './attendance.ts';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { files } from './files.ts';
import { profiles, staffs } from './people.ts';
import { shiftRosters } from './roster.ts';

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
