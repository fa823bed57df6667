import {
  DEFAULT_TIME_ZONE,
  type InvoiceSettings,
  type KilometresAtClockOut,
  type PayPeriod,
} from '@care/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

// The companies table is this module's: the other areas read and change a company's row through
// the functions here (its work settings, its invoice settings, its invoice counter).

export async function findCompany(db: Queryable, id: string) {
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      abn: companies.abn,
      ndisRegistrationNumber: companies.ndisRegistrationNumber,
      timeZone: companies.timeZone,
      address: companies.address,
      email: companies.email,
      phoneNumber: companies.phoneNumber,
      dateCreated: companies.dateCreated,
      dateModified: companies.dateModified,
      userCreated: companies.userCreated,
      userModified: companies.userModified,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return rows[0];
}

/** The company's time zone: the zone every local shift time, repeat day and date filter is read in. */
export async function companyZone(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

export interface CompanyWorkSettings {
  timeZone: string;
  state: string;
  dayStart: string;
  eveningStart: string;
  clockInRadiusMetres: number;
  clockInMode: 'off' | 'warn' | 'block';
  deliveryToleranceMinutes: number;
  payPeriod: PayPeriod;
  payPeriodAnchor: string;
  kilometresAtClockOut: KilometresAtClockOut;
  trainingRosterCheck: boolean;
  holidaySeededYears: number[];
}

/** The company's work settings row. */
export async function workSettingsOf(db: Queryable, companyId: string): Promise<CompanyWorkSettings> {
  const [row] = await db
    .select({
      timeZone: companies.timeZone,
      state: companies.state,
      dayStart: companies.dayStart,
      eveningStart: companies.eveningStart,
      clockInRadiusMetres: companies.clockInRadiusMetres,
      clockInMode: companies.clockInMode,
      deliveryToleranceMinutes: companies.deliveryToleranceMinutes,
      payPeriod: companies.payPeriod,
      payPeriodAnchor: companies.payPeriodAnchor,
      kilometresAtClockOut: companies.kilometresAtClockOut,
      trainingRosterCheck: companies.trainingRosterCheck,
      holidaySeededYears: companies.holidaySeededYears,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) {
    throw new Error(`workSettingsOf: no company ${companyId}`);
  }
  return {
    ...row,
    clockInMode: row.clockInMode as CompanyWorkSettings['clockInMode'],
    payPeriod: row.payPeriod as PayPeriod,
    kilometresAtClockOut: row.kilometresAtClockOut as KilometresAtClockOut,
  };
}

/** The settings columns an administrator edits on the company row. */
export interface CompanySettingsChange {
  timeZone?: string;
  state?: string;
  dayStart?: string;
  eveningStart?: string;
  clockInRadiusMetres?: number;
  clockInMode?: string;
  deliveryToleranceMinutes?: number;
  payPeriod?: string;
  payPeriodAnchor?: string;
  kilometresAtClockOut?: string;
  trainingRosterCheck?: boolean;
  holidaySeededYears?: number[];
}

export async function updateCompanySettings(
  db: Queryable,
  companyId: string,
  change: CompanySettingsChange,
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...change, dateModified: now, userModified: userId })
    .where(eq(companies.id, companyId));
}

/** Adds years to those whose public holidays were seeded (each once, in order), in one statement. */
export async function addHolidaySeededYears(
  db: Queryable,
  companyId: string,
  years: readonly number[],
): Promise<void> {
  await db
    .update(companies)
    .set({
      holidaySeededYears: sql`(select array_agg(distinct y order by y) from unnest(${companies.holidaySeededYears} || ${sql.raw(`'{${years.join(',')}}'::integer[]`)}) as y)`,
    })
    .where(eq(companies.id, companyId));
}

/** The company's invoice settings columns as stored. */
export async function invoiceSettingsOf(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      billShortNoticeCancellations: companies.billShortNoticeCancellations,
      deliveryToleranceMinutes: companies.deliveryToleranceMinutes,
      claimDateFormat: companies.claimDateFormat,
      claimGstCode: companies.claimGstCode,
      paymentTermsDays: companies.paymentTermsDays,
      bankAccountName: companies.bankAccountName,
      bankBsb: companies.bankBsb,
      bankAccountNumber: companies.bankAccountNumber,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

export async function updateInvoiceSettings(
  db: Queryable,
  companyId: string,
  settings: InvoiceSettings,
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...settings, dateModified: now, userModified: userId })
    .where(eq(companies.id, companyId));
}

/**
 * Takes `n` numbers of the company's invoice counter at once, atomically (a concurrent save waits
 * on the row and gets the numbers after): the first of them.
 */
export async function takeInvoiceNumbers(db: Queryable, companyId: string, n: number): Promise<number> {
  const [row] = await db
    .update(companies)
    .set({ nextInvoiceNumber: sql`${companies.nextInvoiceNumber} + ${n}` })
    .where(eq(companies.id, companyId))
    .returning({ first: sql<number>`${companies.nextInvoiceNumber} - ${n}` });
  return Number(row?.first ?? 1);
}

/** The company's stored required-trainings setting (null: never saved). */
export async function storedRequiredTrainings(db: Queryable, companyId: string) {
  const [row] = await db
    .select({ required: companies.requiredTrainings })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.required ?? null;
}

/** Saves the company's required trainings by role (the trainings module's setting, stored on the company). */
export async function saveRequiredTrainings(
  db: Queryable,
  companyId: string,
  required: Record<string, string[]>,
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .update(companies)
    .set({ requiredTrainings: required, dateModified: now, userModified: userId })
    .where(eq(companies.id, companyId));
}
