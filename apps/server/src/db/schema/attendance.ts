import type { StoredPeriod } from '@care/domain';
import {
  bigint,
  boolean,
  doublePrecision,
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
import { staffs } from './people.ts';
import { shiftRosters } from './roster.ts';

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
    /** Why the worker clocked out before the rostered end (asked past the delivery tolerance); the office reads it. */
    leftEarlyReason: text(),
    /**
     * What pay reads beyond the times (issue 38, domain attendance/pay-facts.ts): the unpaid break's
     * length in minutes, or the timed unpaid breaks; on a sleepover, the periods worked inside it.
     * Periods are ISO instants.
     */
    unpaidBreakMinutes: integer(),
    unpaidBreaks: jsonb().$type<StoredPeriod[]>().notNull().default([]),
    activePeriods: jsonb().$type<StoredPeriod[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('attendances_shift_staff_unique').on(t.shiftRosterId, t.staffId),
    index('attendances_company_in_idx').on(t.companyId, t.clockIn),
  ],
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
