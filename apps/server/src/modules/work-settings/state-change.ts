import { calendarDateInZone } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { holidayYearsDue } from './holiday-seed.ts';
import { ensureHolidayYears, workSettingsOf } from './work-bands.ts';
import {
  deleteUneditedSeeded,
  forgetSeededYearsFrom,
  listHolidays,
  updateCompanySettings,
} from './work-settings.repo.ts';

/**
 * Moves the company to another state's public holidays: from the current year on, the seeded
 * holidays no administrator edited are replaced by the new state's; added holidays, and seeded ones
 * an administrator renamed or removed, stay. Past years are history (timesheets were paid on them).
 * Returns the dates that became or stopped being holidays, whose attendances need new splits.
 */
export async function changeHolidayState(
  db: Queryable,
  companyId: string,
  state: string,
  now: Date,
  userId: string,
): Promise<string[]> {
  const settings = await workSettingsOf(db, companyId);
  const year = Number(calendarDateInZone(now, settings.timeZone).slice(0, 4));
  const from = `${year}-01-01`;
  // The years it had from this one on, and those due now (the next one too from 1 December).
  const years = [
    ...new Set([
      ...holidayYearsDue(now, settings.timeZone),
      ...settings.holidaySeededYears.filter((y) => y >= year),
    ]),
  ];
  const dates = async () =>
    new Set((await listHolidays(db, companyId, from, '9999-12-31')).map((h) => h.date));
  const before = await dates();
  await deleteUneditedSeeded(db, companyId, from);
  await updateCompanySettings(db, companyId, { state }, now, userId);
  await forgetSeededYearsFrom(db, companyId, year);
  await ensureHolidayYears(db, companyId, years);
  const after = await dates();
  return [...before, ...after].filter((d) => before.has(d) !== after.has(d));
}
