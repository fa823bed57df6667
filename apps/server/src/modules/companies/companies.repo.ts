import { DEFAULT_TIME_ZONE, type KilometresAtClockOut, type PayPeriod } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

// The companies table is this module's: the other areas read and change a company's row through
// the functions here (its identity, zone, state and work settings). The invoice settings and
// counter, the required trainings and the seeded holiday years are in their owners' tables.

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

/** Every company's state and zone, for the yearly seeding of public holidays (work-settings). */
export async function companyStates(db: Queryable) {
  return db
    .select({ companyId: companies.id, state: companies.state, timeZone: companies.timeZone })
    .from(companies)
    .orderBy(companies.id);
}

/**
 * Locks the company's row until the transaction ends (SELECT … FOR UPDATE): claim runs (NDIS and
 * Support at Home) of one company are made one after another, so the second sees the first's lines.
 */
export async function lockCompany(db: Queryable, companyId: string): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
