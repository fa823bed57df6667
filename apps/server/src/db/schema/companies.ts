import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns.ts';

/** A tenant: one care provider. */
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
  /** The required trainings by role (issue 29); null: never saved, the domain's default list. */
  requiredTrainings: jsonb().$type<Record<string, string[]>>(),
  /** Years whose public holidays were seeded from date-holidays for `state` (seeded once, then edited). */
  holidaySeededYears: integer().array().notNull().default(sql`'{}'::integer[]`),
  /** Invoicing and claims (docs/workforce.md): bill short-notice cancellations (CANC), the claim file's date format and GST code. */
  billShortNoticeCancellations: boolean().notNull().default(false),
  claimDateFormat: text().notNull().default('YYYY-MM-DD'),
  claimGstCode: text().notNull().default('P2'),
  /** A tax invoice's due date is its issue date plus these days; the bank account it asks to be paid into. */
  paymentTermsDays: integer().notNull().default(14),
  bankAccountName: text(),
  bankBsb: text(),
  bankAccountNumber: text(),
  /** The next saved invoice's number (INV-000001…), taken atomically when an invoice is saved. */
  nextInvoiceNumber: integer().notNull().default(1),
  ...auditColumns(),
});
