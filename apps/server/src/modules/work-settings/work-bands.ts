import type { WorkBands } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { addHolidaySeededYears, workSettingsOf } from '../companies/companies.api.ts';
import { stateHolidays } from './holiday-seed.ts';
import { holidayDatesBetween, insertSeededHolidays } from './work-settings.repo.ts';

// The work settings are columns of the company row, which the companies module owns.
export { type CompanyWorkSettings, workSettingsOf } from '../companies/companies.api.ts';

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
  await addHolidaySeededYears(db, companyId, missing);
}

/** The company's public holidays (not removed) between two local dates, inclusive, seeding their years first. */
export async function holidayDates(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
): Promise<Set<string>> {
  const years: number[] = [];
  for (let y = Number(fromDate.slice(0, 4)); y <= Number(toDate.slice(0, 4)); y++) {
    years.push(y);
  }
  await ensureHolidayYears(db, companyId, years);
  return new Set(await holidayDatesBetween(db, companyId, fromDate, toDate));
}

/** What the split rule needs for attendances between two local dates: zone, band edges, holidays. */
export async function workBandsFor(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
): Promise<WorkBands> {
  const settings = await workSettingsOf(db, companyId);
  return {
    zone: settings.timeZone,
    dayStart: settings.dayStart,
    eveningStart: settings.eveningStart,
    holidays: await holidayDates(db, companyId, fromDate, toDate),
  };
}
