import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { administrators, profiles, staffs } from './people.ts';

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
    /** When the phone says the worker clocked in/out, and when the server received it (offline replay). */
    clockInDeviceAt: timestamp({ withTimezone: true }),
    clockInReceivedAt: timestamp({ withTimezone: true }),
    clockOutDeviceAt: timestamp({ withTimezone: true }),
    clockOutReceivedAt: timestamp({ withTimezone: true }),
    /** The phone's id of the queued clock-in/out, so a replay is answered once (idempotent). */
    clockInRequestId: text(),
    clockOutRequestId: text(),
    /** Location check at clock-in/out (domain LocationCheck): inside | outside | noLocation | noClientLocation | off. */
    clockInLocation: text(),
    clockOutLocation: text(),
    /** Metres from the client's address, when both are known. */
    clockInDistanceMetres: integer(),
    clockOutDistanceMetres: integer(),
    /** Device and server time differed by more than the tolerance (spec: flagged for review). */
    deviceTimeOff: boolean().notNull().default(false),
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

/**
 * An attendance cut by shift code (docs/workforce.md "Time bands and shift codes"): recomputed whenever
 * the attendance's times change; a split keeps its status only while its own code and times do.
 */
export const attendanceSplits = pgTable(
  'attendance_splits',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    attendanceId: uuid()
      .notNull()
      .references(() => attendances.id, { onDelete: 'cascade' }),
    /** M, E, EX, SA, SAN, SU, SUN, PH, N */
    code: text().notNull(),
    clockIn: timestamp({ withTimezone: true }).notNull(),
    clockOut: timestamp({ withTimezone: true }).notNull(),
    /** 100-ns ticks; bigint because a 24-hour split is 864e9 ticks. */
    durationTicks: bigint({ mode: 'number' }).notNull(),
    /** The local date (company zone) the split falls on. */
    localDate: text().notNull(),
    /** The attendance's kilometres, carried by its first split so the splits add up to it. */
    totalKm: doublePrecision().notNull().default(0),
    /** Pending (or null), Approved, Need Adjustment, Adjusted (spec 3 §4.4). */
    status: text().notNull().default('Pending'),
    /** What the worker asked to change when requesting an adjustment. */
    adjustmentReason: text(),
    /** When and by whom the status last changed (approve, request adjustment, adjust). */
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedBy: text(),
    ...auditColumns(),
  },
  (t) => [
    index('attendance_splits_attendance_idx').on(t.attendanceId),
    index('attendance_splits_company_in_idx').on(t.companyId, t.clockIn),
  ],
);

/** A public holiday of the company: seeded for its state from date-holidays, then edited by administrators. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** YYYY-MM-DD, a whole local day. */
    date: text().notNull(),
    name: text().notNull(),
    /** seeded | added */
    source: text().notNull().default('added'),
    /** A seeded holiday an administrator removed: kept so reseeding the year does not bring it back. */
    removed: boolean().notNull().default(false),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('public_holidays_company_date_unique').on(t.companyId, t.date)],
);

/** The shift report of a shift (spec 3 §3 ShiftReport), filled by its worker and signed before clock-out. */
export const shiftReports = pgTable(
  'shift_reports',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    shiftRosterId: uuid()
      .notNull()
      .references(() => shiftRosters.id, { onDelete: 'cascade' }),
    urgentMatters: text(),
    medicationGiven: text(),
    medicationSigned: text(),
    medicationAvailable: text(),
    medicatioErrors: text(),
    isMealManagementPlan: boolean(),
    details_IfNotMealMaganementPlan: text(),
    isDrinkingProblem: boolean(),
    details_IfProblemExist: text(),
    isHealthIssues: boolean(),
    details_IfHealthIssuesExist: text(),
    /** Rich text (sanitised HTML, images inline). */
    goal_Progress: text().notNull(),
    contactFamily: text(),
    isIncident: boolean(),
    details_IfIsIncident: text(),
    isBehaviourConcerned: boolean(),
    details_ifIsBehaviourConcerned: text(),
    isSigned: boolean().notNull().default(false),
    signedAt: timestamp({ withTimezone: true }),
    signedByStaffId: uuid(),
    /** The phone's id of a queued report, so a replay is saved once. */
    requestId: text(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('shift_reports_shift_unique').on(t.shiftRosterId),
    index('shift_reports_company_created_idx').on(t.companyId, t.dateCreated),
  ],
);

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
