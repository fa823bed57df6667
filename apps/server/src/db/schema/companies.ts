import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns.ts';

/**
 * A tenant: one care provider. Its identity, its zone and state, and the work settings the
 * work-settings module edits here; the invoice settings, the required trainings and the seeded
 * holiday years are in their owners' tables (invoice_settings, training_requirements,
 * holiday_seeded_years).
 */
export const companies = pgTable('companies', {
  id: id(),
  name: text().notNull(),
  abn: text(),
  ndisRegistrationNumber: text(),
  timeZone: text().notNull().default('Australia/Sydney'),
  address: text(),
  email: text(),
  phoneNumber: text(),
  /** Work settings (docs/workforce.md): the state whose public holidays apply, the band edges, the clock-in check. */
  state: text().notNull().default('NSW'),
  dayStart: text().notNull().default('06:00'),
  eveningStart: text().notNull().default('20:00'),
  clockInRadiusMetres: integer().notNull().default(500),
  /** off | warn | block */
  clockInMode: text().notNull().default('warn'),
  /** Minutes of tolerance between rostered and worked time (short delivery, Late, Left early). */
  deliveryToleranceMinutes: integer().notNull().default(15),
  /** The pay period the timesheets open on (weekly | fortnightly | monthly) and the first day of one (weekly, fortnightly). */
  payPeriod: text().notNull().default('fortnightly'),
  payPeriodAnchor: text().notNull().default('2026-01-05'),
  /** Kilometres at clock-out: asked when the worker says they drove (whenDriven), or always. */
  kilometresAtClockOut: text().notNull().default('whenDriven'),
  /** Rostering warns of a worker's required training missing or expired on the shift's date (off: no check). */
  trainingRosterCheck: boolean().notNull().default(false),
  ...auditColumns(),
});
