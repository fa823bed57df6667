import {
  calendarDateInZone,
  formatCalendarDate,
  type PublicHolidayView,
  publicHolidaySchema,
  type StatusReply,
  WORK_SETTINGS_MESSAGES as W,
} from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { recomputeAroundDates } from './recompute-affected.ts';
import { ensureHolidayYears, workSettingsOf } from './work-bands.ts';
import {
  deleteHoliday,
  findHoliday,
  holidayOnDate,
  insertHoliday,
  listHolidays,
  updateHoliday,
} from './work-settings.repo.ts';
import { WORK_SETTINGS_TEXTS as T } from './work-settings-texts.ts';

const TAGS = ['SetUp'];
const yearQuery = z.object({
  year: z.coerce.number({ message: T.year }).int(T.year).min(1990, T.year).max(2100, T.year).optional(),
});
const idParams = z.object({ id: z.uuid('The holiday id must be a UUID') });

/**
 * The company's public holidays of a year, as stored: a pure read. Years are seeded when the
 * company is made, when its state is set, by the yearly job (1 December: the next year) and by
 * the writes that need a year's holidays (adding one, splitting attendances, loading invoices).
 */
export const getPublicHolidaysRoute = routeSpec({
  method: 'GET',
  url: '/SetUp/get_public_holidays',
  summary: 'The public holidays of a year (default: this year in the company’s zone), by date',
  tags: TAGS,
  querystring: yearQuery,
  async handler({ db, principal, query, now }): Promise<PublicHolidayView[]> {
    const { timeZone } = await workSettingsOf(db, principal.companyId);
    const year = query.year ?? Number(calendarDateInZone(now, timeZone).slice(0, 4));
    return listHolidays(db, principal.companyId, `${year}-01-01`, `${year + 1}-01-01`);
  },
});

export const addPublicHolidayRoute = routeSpec({
  method: 'POST',
  url: '/SetUp/add_public_holiday',
  summary: 'Adds a public holiday (a removed seeded one comes back under the new name)',
  tags: TAGS,
  body: publicHolidaySchema,
  activity: 'Added a public holiday',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId, uid } = principal;
    const year = Number(body.date.slice(0, 4));
    if (formatCalendarDate(body.date) === '' || year < 1990 || year > 2100) {
      throw fieldError('date', W.holidayDate);
    }
    // Seed the year first: the state's own holiday on that date is already one.
    await ensureHolidayYears(db, companyId, [year]);
    const existing = await holidayOnDate(db, companyId, body.date);
    if (existing && !existing.removed) {
      throw fieldError('date', W.holidayExists);
    }
    if (existing) {
      await updateHoliday(db, companyId, existing.id, { removed: false, name: body.name }, now, uid);
    } else {
      await insertHoliday(db, companyId, body, now, uid);
    }
    await recomputeAroundDates(db, companyId, [body.date], uid);
    recordActivity(`Added the public holiday ${body.name} on ${formatCalendarDate(body.date)}`);
    return { status: 'Success', message: T.holidayAdded };
  },
});

export const deletePublicHolidayRoute = routeSpec({
  method: 'POST',
  url: '/SetUp/delete_public_holiday/:id',
  summary: 'Removes a public holiday (a seeded one is kept as removed, so reseeding does not bring it back)',
  tags: TAGS,
  params: idParams,
  activity: 'Removed a public holiday',
  async handler({ db, principal, params, now, recordActivity }): Promise<StatusReply> {
    const { companyId, uid } = principal;
    const holiday = await findHoliday(db, companyId, params.id);
    if (!holiday) {
      throw notFound();
    }
    if (holiday.source === 'seeded') {
      await updateHoliday(db, companyId, holiday.id, { removed: true }, now, uid);
    } else {
      await deleteHoliday(db, companyId, holiday.id);
    }
    await recomputeAroundDates(db, companyId, [holiday.date], uid);
    recordActivity(`Removed the public holiday ${holiday.name} on ${formatCalendarDate(holiday.date)}`);
    return { status: 'Success', message: T.holidayRemoved };
  },
});
