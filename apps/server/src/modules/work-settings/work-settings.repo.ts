import type { PublicHolidayView } from '@care/domain';
import {
  and,
  asc,
  eq,
  exists,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendanceSplits, attendances, holidaySeededYears, publicHolidays } from '../../db/schema/index.ts';

// The settings are columns of the company row, which the companies module owns; the seeded years
// and the public holidays are this module's tables.
export { type CompanySettingsChange, updateCompanySettings } from '../companies/companies.api.ts';

/** The years whose public holidays were seeded for the company, in order. */
export async function seededYears(db: Queryable, companyId: string): Promise<number[]> {
  const rows = await db
    .select({ year: holidaySeededYears.year })
    .from(holidaySeededYears)
    .where(eq(holidaySeededYears.companyId, companyId))
    .orderBy(asc(holidaySeededYears.year));
  return rows.map((r) => r.year);
}

/** Adds years to those whose public holidays were seeded (each once), in one statement. */
export async function addSeededYears(
  db: Queryable,
  companyId: string,
  years: readonly number[],
): Promise<void> {
  if (years.length === 0) {
    return;
  }
  await db
    .insert(holidaySeededYears)
    .values(years.map((year) => ({ companyId, year })))
    .onConflictDoNothing();
}

/** Forgets the seeded years from a year on (their holidays are seeded again, for a new state). */
export async function forgetSeededYearsFrom(db: Queryable, companyId: string, year: number): Promise<void> {
  await db
    .delete(holidaySeededYears)
    .where(and(eq(holidaySeededYears.companyId, companyId), gte(holidaySeededYears.year, year)));
}

const holidayColumns = {
  publicHolidayId: publicHolidays.id,
  date: publicHolidays.date,
  name: publicHolidays.name,
  source: publicHolidays.source,
};

/** The company's public holidays (not removed) from one local date up to another (exclusive), by date. */
export async function listHolidays(
  db: Queryable,
  companyId: string,
  fromDate: string,
  beforeDate: string,
): Promise<PublicHolidayView[]> {
  const rows = await db
    .select(holidayColumns)
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, companyId),
        eq(publicHolidays.removed, false),
        gte(publicHolidays.date, fromDate),
        lt(publicHolidays.date, beforeDate),
      ),
    )
    .orderBy(asc(publicHolidays.date));
  return rows.map((r) => ({ ...r, source: r.source === 'seeded' ? 'seeded' : 'added' }));
}

/** Seeded holidays (date-holidays rows) the company does not have a row of yet. */
export async function insertSeededHolidays(
  db: Queryable,
  rows: readonly { companyId: string; date: string; name: string; source: string }[],
): Promise<void> {
  await db
    .insert(publicHolidays)
    .values([...rows])
    .onConflictDoNothing();
}

/** The dates of the company's public holidays (not removed) between two local dates, inclusive. */
export async function holidayDatesBetween(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
): Promise<string[]> {
  const rows = await db
    .select({ date: publicHolidays.date })
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, companyId),
        eq(publicHolidays.removed, false),
        gte(publicHolidays.date, fromDate),
        lte(publicHolidays.date, toDate),
      ),
    );
  return rows.map((r) => r.date);
}

/** The company's holiday row of a date, removed or not. */
export async function holidayOnDate(db: Queryable, companyId: string, date: string) {
  const [row] = await db
    .select()
    .from(publicHolidays)
    .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, date)))
    .limit(1);
  return row;
}

/** One holiday of the company that is not removed, or undefined. */
export async function findHoliday(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, companyId),
        eq(publicHolidays.id, id),
        eq(publicHolidays.removed, false),
      ),
    )
    .limit(1);
  return row;
}

export async function insertHoliday(
  db: Queryable,
  companyId: string,
  holiday: { date: string; name: string },
  now: Date,
  userId: string,
): Promise<string> {
  const [row] = await db
    .insert(publicHolidays)
    .values({ companyId, ...holiday, source: 'added', dateCreated: now, userCreated: userId })
    .returning({ id: publicHolidays.id });
  return row?.id ?? '';
}

/** Marks a holiday removed or brings it back (with a name); a row touched so is an administrator's edit. */
export async function updateHoliday(
  db: Queryable,
  companyId: string,
  id: string,
  change: { removed: boolean; name?: string },
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .update(publicHolidays)
    .set({ ...change, dateModified: now, userModified: userId })
    .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.id, id)));
}

export async function deleteHoliday(db: Queryable, companyId: string, id: string): Promise<void> {
  await db
    .delete(publicHolidays)
    .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.id, id)));
}

/** Deletes the seeded holidays from a date on that no administrator edited (renamed or removed). */
export async function deleteUneditedSeeded(
  db: Queryable,
  companyId: string,
  fromDate: string,
): Promise<void> {
  await db
    .delete(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, companyId),
        eq(publicHolidays.source, 'seeded'),
        isNull(publicHolidays.dateModified),
        gte(publicHolidays.date, fromDate),
      ),
    );
}

/**
 * The company's clocked-out attendances with a clock-in in [from, before) whose splits are not all
 * Approved (approved ones are in a timesheet already, so they stay as they are).
 */
export async function openAttendancesBetween(
  db: Queryable,
  companyId: string,
  from: Date,
  before?: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      and(
        eq(attendances.companyId, companyId),
        gte(attendances.clockIn, from),
        before ? lt(attendances.clockIn, before) : undefined,
        isNotNull(attendances.clockOut),
        or(notExists(splitsOf(db)), exists(splitsOf(db, ne(attendanceSplits.status, 'Approved')))),
      ),
    );
  return rows.map((r) => r.id);
}

/** The splits of the outer query's attendance (a correlated subquery), optionally narrowed. */
function splitsOf(db: Queryable, also?: SQL) {
  return db
    .select({ one: attendanceSplits.id })
    .from(attendanceSplits)
    .where(and(eq(attendanceSplits.attendanceId, attendances.id), also));
}
