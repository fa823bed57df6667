import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { administrators, staffs } from './people.ts';

/**
 * A daily report (spec 3 §3 StaffAttendance / AdminAttendance): a worker's or administrator's day
 * with clock-in/out, kilometres, the report, a file and the device location at submit.
 */
export const dailyReports = pgTable(
  'daily_reports',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** staff | admin */
    authorKind: text().notNull(),
    staffId: uuid().references(() => staffs.id, { onDelete: 'cascade' }),
    administratorId: uuid().references(() => administrators.id, { onDelete: 'cascade' }),
    clockIn: timestamp({ withTimezone: true }).notNull(),
    clockOut: timestamp({ withTimezone: true }),
    clockInCheck: boolean().notNull().default(false),
    clockOutCheck: boolean().notNull().default(false),
    startKm: doublePrecision(),
    endKm: doublePrecision(),
    report: text(),
    fileId: uuid(),
    inLatitude: doublePrecision(),
    inLongitude: doublePrecision(),
    requestId: text(),
    ...auditColumns(),
  },
  (t) => [
    index('daily_reports_company_in_idx').on(t.companyId, t.authorKind, t.clockIn),
    uniqueIndex('daily_reports_request_unique').on(t.companyId, t.requestId),
  ],
);
