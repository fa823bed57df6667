import { addDays, calendarDateInZone, zonedWallTimeToInstant } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { insertStaff } from '../../../test/fixtures.ts';
import type { Harness } from '../../../test/harness.ts';
import { attendanceSplits, attendances, publicHolidays, shiftRosters } from '../../db/schema/index.ts';
import { recomputeSplits } from '../attendance/split-recompute.ts';
import { stateHolidays } from './holiday-seed.ts';
import { ensureHolidayYears } from './work-bands.ts';

export const SYDNEY = 'Australia/Sydney';
export const api = (path: string) => `/api/${path}`;

/** The current year in Sydney by the shared clock (other tests move it: never assume it). */
export const yearNow = (h: Harness) => Number(calendarDateInZone(h.clock.now(), SYDNEY).slice(0, 4));

/**
 * Seeds the company's public holidays of these years, as making the company, setting its state or
 * the yearly job does (the test fixture's company is inserted bare, and reading the list seeds nothing).
 */
export const seedHolidayYears = (h: Harness, companyId: string, years: number[]) =>
  ensureHolidayYears(h.database.db, companyId, years);

/** A Monday-to-Friday Sydney date, not a NSW holiday, `back` days or more before the clock's date. */
export function weekdayBefore(h: Harness, back: number): string {
  let date = addDays(calendarDateInZone(h.clock.now(), SYDNEY), -back);
  const holiday = (d: string) => stateHolidays('NSW', Number(d.slice(0, 4))).some((x) => x.date === d);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()) || holiday(date)) {
    date = addDays(date, -1);
  }
  return date;
}

/**
 * A shift and its clocked-out attendance from one local wall time to another (in `zone`), split as
 * the attendance area would; `status` sets every split's status afterwards (an approved timesheet).
 */
export async function attendanceBetween(
  h: Harness,
  companyId: string,
  from: string,
  to: string,
  o: { status?: string; zone?: string } = {},
): Promise<string> {
  const db = h.database.db;
  const staff = await insertStaff(h, companyId);
  const clockIn = zonedWallTimeToInstant(from, o.zone ?? SYDNEY);
  const clockOut = zonedWallTimeToInstant(to, o.zone ?? SYDNEY);
  const [shift] = await db
    .insert(shiftRosters)
    .values({ companyId, staffId: staff.id, dateFrom: clockIn, dateTo: clockOut })
    .returning({ id: shiftRosters.id });
  const [row] = await db
    .insert(attendances)
    .values({ companyId, shiftRosterId: shift?.id as string, staffId: staff.id, clockIn, clockOut })
    .returning({ id: attendances.id });
  const id = row?.id as string;
  await recomputeSplits(db, companyId, [id], null);
  if (o.status) {
    await db.update(attendanceSplits).set({ status: o.status }).where(eq(attendanceSplits.attendanceId, id));
  }
  return id;
}

/** An attendance's splits as code@localDate HH:mm-HH:mm (Sydney) and status, in time order. */
export async function splitsOf(h: Harness, attendanceId: string, zone = SYDNEY) {
  const rows = await h.database.db
    .select()
    .from(attendanceSplits)
    .where(eq(attendanceSplits.attendanceId, attendanceId))
    .orderBy(attendanceSplits.clockIn);
  const hhmm = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(d);
  return rows.map((r) => ({
    split: `${r.code}@${r.localDate} ${hhmm(r.clockIn)}-${hhmm(r.clockOut)}`,
    status: r.status,
  }));
}

/** The company's holiday rows of a date, removed ones included. */
export const holidayRows = (h: Harness, companyId: string, date: string) =>
  h.database.db
    .select()
    .from(publicHolidays)
    .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, date)));

/** The first Tuesday of November (Melbourne Cup day) of a year, by hand. */
export function firstTuesdayOfNovember(year: number): string {
  for (let day = 1; day <= 7; day++) {
    if (new Date(Date.UTC(year, 10, day)).getUTCDay() === 2) {
      return `${year}-11-0${day}`;
    }
  }
  throw new Error('unreachable');
}
