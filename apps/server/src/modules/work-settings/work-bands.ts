import type { WorkBands } from '@care/domain';
import type { Database, Queryable } from '../../db/client.ts';
import {
  type CompanyWorkSettings,
  companyStates,
  workSettingsOf as companyWorkSettingsOf,
} from '../companies/companies.api.ts';
import { holidayYearsDue, stateHolidays } from './holiday-seed.ts';
import {
  addSeededYears,
  holidayDatesBetween,
  insertSeededHolidays,
  seededYears,
} from './work-settings.repo.ts';

/** The company's work settings (columns of its row, which the companies module owns) and its seeded holiday years. */
export interface WorkSettings extends CompanyWorkSettings {
  holidaySeededYears: number[];
}

/** The company's work settings and the years whose public holidays were seeded. */
export async function workSettingsOf(db: Queryable, companyId: string): Promise<WorkSettings> {
  const settings = await companyWorkSettingsOf(db, companyId);
  return { ...settings, holidaySeededYears: await seededYears(db, companyId) };
}

/**
 * Makes sure the company's public holidays of these years are seeded from date-holidays for its
 * state: each year once, so an administrator's removals and additions stay as they made them.
 */
export async function ensureHolidayYears(
  db: Queryable,
  companyId: string,
  years: readonly number[],
): Promise<void> {
  const settings = await workSettingsOf(db, companyId);
  const missing = [...new Set(years)].filter(
    (y) => !settings.holidaySeededYears.includes(y) && y >= 1990 && y <= 2100,
  );
  if (missing.length === 0) {
    return;
  }
  const rows = missing.flatMap((year) =>
    stateHolidays(settings.state, year).map((h) => ({
      companyId,
      date: h.date,
      name: h.name,
      source: 'seeded',
    })),
  );
  if (rows.length > 0) {
    await insertSeededHolidays(db, rows);
  }
  await addSeededYears(db, companyId, missing);
}

/**
 * Seeds the years a company should have at `now` (this year; from 1 December the next one too):
 * when a company is made, when its state is set, and by the yearly job for every company.
 */
export async function seedDueHolidayYears(db: Queryable, companyId: string, now: Date): Promise<void> {
  const { timeZone } = await companyWorkSettingsOf(db, companyId);
  await ensureHolidayYears(db, companyId, holidayYearsDue(now, timeZone));
}

/**
 * The yearly job (product-jobs.ts): every company's due years seeded, each company in a
 * transaction of its own. Returns how many companies it looked at.
 */
export async function seedHolidayYearsOfAllCompanies(
  database: Pick<Database, 'db'>,
  now: Date,
  /** Only these companies (a test's own, in a database other tests share); the job passes none. */
  only?: readonly string[],
): Promise<number> {
  const companies = (await companyStates(database.db)).filter((c) => !only || only.includes(c.companyId));
  for (const c of companies) {
    await database.db.transaction(async (tx) => {
      await ensureHolidayYears(tx, c.companyId, holidayYearsDue(now, c.timeZone));
    });
  }
  return companies.length;
}

/** The years of a range of local dates, both ends included. */
const yearsBetween = (fromDate: string, toDate: string) => {
  const years: number[] = [];
  for (let y = Number(fromDate.slice(0, 4)); y <= Number(toDate.slice(0, 4)); y++) {
    years.push(y);
  }
  return years;
};

/**
 * The company's public holidays (not removed) between two local dates, inclusive, seeding their
 * years first: for the writes that split attendances and load invoices, which may reach a year
 * before the company was made. Reads use `storedHolidayDates`.
 */
export async function holidayDates(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
): Promise<Set<string>> {
  await ensureHolidayYears(db, companyId, yearsBetween(fromDate, toDate));
  return storedHolidayDates(db, companyId, fromDate, toDate);
}

/** The company's public holidays (not removed) between two local dates, inclusive, as stored: a pure read. */
export async function storedHolidayDates(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
): Promise<Set<string>> {
  return new Set(await holidayDatesBetween(db, companyId, fromDate, toDate));
}

/** What the split rule needs for attendances between two local dates: zone, band edges, holidays. */
export async function workBandsFor(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
): Promise<WorkBands> {
  const settings = await companyWorkSettingsOf(db, companyId);
  return {
    zone: settings.timeZone,
    dayStart: settings.dayStart,
    eveningStart: settings.eveningStart,
    holidays: await holidayDates(db, companyId, fromDate, toDate),
  };
}
