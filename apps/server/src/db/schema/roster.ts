import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles, staffs } from './people.ts';

/** A finding of the rostering checks that an administrator chose to override (kept with the shift). */
export interface StoredFinding {
  kind: string;
  message: string;
}

/**
 * A rostered shift (spec 3 §3 ShiftRoster). No staff member: an open shift. Repeats are real rows
 * sharing `seriesId`. `status` null is a confirmed shift; Pending is a staff cancellation request
 * awaiting a decision; Cancelled is cancelled (by approval or by the client).
 */
export const shiftRosters = pgTable(
  'shift_rosters',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    staffId: uuid().references(() => staffs.id, { onDelete: 'set null' }),
    dateFrom: timestamp({ withTimezone: true }).notNull(),
    dateTo: timestamp({ withTimezone: true }).notNull(),
    /** Comma-separated names from the fixed activity list. */
    activities: text(),
    description: text(),
    appointment: text(),
    isNightShift: boolean().notNull().default(false),
    isExceptionalShift: boolean().notNull().default(false),
    status: text(),
    /** The reason of the last cancellation (staff request or client cancellation). */
    reason: text(),
    seriesId: uuid(),
    repeat: boolean().notNull().default(false),
    sunday: boolean().notNull().default(false),
    monday: boolean().notNull().default(false),
    tuesday: boolean().notNull().default(false),
    wednesday: boolean().notNull().default(false),
    thursday: boolean().notNull().default(false),
    friday: boolean().notNull().default(false),
    saturday: boolean().notNull().default(false),
    /** YYYY-MM-DD, the last local day a repeat may fall on. */
    stopDate: text(),
    /** The staff member who asked to be released from the shift (kept after a reassignment). */
    cancellationRequestedBy: uuid(),
    cancellationRequestedAt: timestamp({ withTimezone: true }),
    /** Staff | Client: who cancelled a Cancelled shift. */
    cancelledBy: text(),
    /** A client's cancellation: when the client told the provider, the notice and the short-notice flag. */
    cancellationDate: timestamp({ withTimezone: true }),
    noticeMinutes: integer(),
    isShortNotice: boolean(),
    /** The NDIS cancellation reason code (NSDH, NSDF, NSDT, NSDO) for a CANC claim. */
    cancellationReasonCode: text(),
    /** Rostering checks overridden when the shift was last written, and why. */
    overriddenFindings: jsonb().$type<StoredFinding[]>(),
    overrideReason: text(),
    ...auditColumns(),
  },
  (t) => [
    index('shift_rosters_company_from_idx').on(t.companyId, t.dateFrom),
    index('shift_rosters_staff_from_idx').on(t.companyId, t.staffId, t.dateFrom),
    index('shift_rosters_series_idx').on(t.seriesId),
  ],
);

/** The clients of a shift, in the order they were chosen (clientsId). */
export const shiftRosterClients = pgTable(
  'shift_roster_clients',
  {
    shiftRosterId: uuid()
      .notNull()
      .references(() => shiftRosters.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    companyId: companyId().references(() => companies.id),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shiftRosterId, t.profileId] }),
    index('shift_roster_clients_profile_idx').on(t.companyId, t.profileId),
  ],
);

/**
 * A staff member's time at a shift (spec 3 §3 Attendance): from a clock-in on the phone or marked by
 * the office. The shift-day work (splits, location checks, offline) builds on this row.
 */
export const attendances = pgTable(
  'attendances',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    shiftRosterId: uuid()
      .notNull()
      .references(() => shiftRosters.id, { onDelete: 'cascade' }),
    staffId: uuid()
      .notNull()
      .references(() => staffs.id, { onDelete: 'cascade' }),
    clockIn: timestamp({ withTimezone: true }).notNull(),
    clockOut: timestamp({ withTimezone: true }),
    startKm: doublePrecision(),
    endKm: doublePrecision(),
    report: text(),
    imageFileId: uuid(),
    inLatitude: doublePrecision(),
    inLongitude: doublePrecision(),
    outLatitude: doublePrecision(),
    outLongitude: doublePrecision(),
    clockInCheck: boolean().notNull().default(false),
    clockOutCheck: boolean().notNull().default(false),
    /** clock (the phone) or marked (by the office, the last resort). */
    source: text().notNull().default('clock'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('attendances_shift_staff_unique').on(t.shiftRosterId, t.staffId),
    index('attendances_company_in_idx').on(t.companyId, t.clockIn),
  ],
);

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
