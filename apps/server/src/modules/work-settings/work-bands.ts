import type { WorkBands } from '@care/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, publicHolidays } from '../../db/schema/index.ts';
import { stateHolidays } from './holiday-seed.ts';

export interface CompanyWorkSettings {
  timeZone: string;
  state: string;
  dayStart: string;
  eveningStart: string;
  clockInRadiusMetres: number;
  clockInMode: 'off' | 'warn' | 'block';
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
      holidaySeededYears: companies.holidaySeededYears,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) {
    throw new Error(`workSettingsOf: no company ${companyId}`);
  }
  return { ...row, clockInMode: row.clockInMode as CompanyWorkSettings['clockInMode'] };
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
    await db.insert(publicHolidays).values(rows).onConflictDoNothing();
  }
  await db
    .update(companies)
    .set({
      holidaySeededYears: sql`(select array_agg(distinct y order by y) from unnest(${companies.holidaySeededYears} || ${sql.raw(`'{${missing.join(',')}}'::integer[]`)}) as y)`,
    })
    .where(eq(companies.id, companyId));
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
  return new Set(rows.map((r) => r.date));
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
