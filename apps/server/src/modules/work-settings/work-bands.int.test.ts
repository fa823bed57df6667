import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { companies, publicHolidays } from '../../db/schema/index.ts';
import { stateHolidays } from './holiday-seed.ts';
import { ensureHolidayYears, holidayDates, workBandsFor, workSettingsOf } from './work-bands.ts';

// Years are passed explicitly: nothing here reads the clock.
let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const db = () => h.database.db;
const newCompany = async () => (await createCompany(h)).companyId;

const rowsOf = (companyId: string) =>
  db()
    .select()
    .from(publicHolidays)
    .where(eq(publicHolidays.companyId, companyId))
    .orderBy(publicHolidays.date);

const rowOn = async (companyId: string, date: string) =>
  (
    await db()
      .select()
      .from(publicHolidays)
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, date)))
  )[0];

describe('workSettingsOf', () => {
  it('a new company has the defaults: Sydney, NSW, 06:00 and 20:00, 500 m, warn, nothing seeded', async () => {
    const companyId = await newCompany();
    expect(await workSettingsOf(db(), companyId)).toEqual({
      timeZone: 'Australia/Sydney',
      state: 'NSW',
      dayStart: '06:00',
      eveningStart: '20:00',
      clockInRadiusMetres: 500,
      clockInMode: 'warn',
      deliveryToleranceMinutes: 15,
      payPeriod: 'fortnightly',
      payPeriodAnchor: '2026-01-05',
      kilometresAtClockOut: 'whenDriven',
      trainingRosterCheck: false,
      holidaySeededYears: [],
    });
    expect(await rowsOf(companyId)).toEqual([]);
  });

  it('throws for a company that does not exist', async () => {
    await expect(workSettingsOf(db(), '00000000-0000-4000-8000-000000000000')).rejects.toThrow(/no company/);
  });
});

describe('ensureHolidayYears', () => {
  it('seeds a year once from the state’s list and remembers it', async () => {
    const companyId = await newCompany();
    await ensureHolidayYears(db(), companyId, [2026]);
    const first = await rowsOf(companyId);
    expect(first.map((r) => [r.date, r.name])).toEqual(
      stateHolidays('NSW', 2026).map((x) => [x.date, x.name]),
    );
    expect(first.every((r) => r.source === 'seeded' && !r.removed)).toBe(true);
    expect(first.map((r) => r.date)).toContain('2026-12-28');
    expect((await workSettingsOf(db(), companyId)).holidaySeededYears).toEqual([2026]);

    await ensureHolidayYears(db(), companyId, [2026]);
    const second = await rowsOf(companyId);
    expect(second.map((r) => r.id)).toEqual(first.map((r) => r.id));
  });

  it('seeds only the missing years, keeps the list of years sorted and distinct', async () => {
    const companyId = await newCompany();
    await ensureHolidayYears(db(), companyId, [2027]);
    await ensureHolidayYears(db(), companyId, [2027, 2026, 2027]);
    expect((await workSettingsOf(db(), companyId)).holidaySeededYears).toEqual([2026, 2027]);
    expect((await rowsOf(companyId)).length).toBe(
      stateHolidays('NSW', 2026).length + stateHolidays('NSW', 2027).length,
    );
  });

  it('a removed holiday stays removed, and a deleted one stays gone, when the year is ensured again', async () => {
    const companyId = await newCompany();
    await ensureHolidayYears(db(), companyId, [2026]);
    await db()
      .update(publicHolidays)
      .set({ removed: true })
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, '2026-12-28')));
    await db()
      .delete(publicHolidays)
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, '2026-10-05')));
    await ensureHolidayYears(db(), companyId, [2026, 2027]);
    expect((await rowOn(companyId, '2026-12-28'))?.removed).toBe(true);
    expect(await rowOn(companyId, '2026-10-05')).toBeUndefined();
    expect(await rowOn(companyId, '2027-10-04')).toMatchObject({ name: 'Labour Day', removed: false });
  });

  it('seeds the company’s own state', async () => {
    const companyId = await newCompany();
    await db().update(companies).set({ state: 'VIC' }).where(eq(companies.id, companyId));
    await ensureHolidayYears(db(), companyId, [2026]);
    expect(await rowOn(companyId, '2026-11-03')).toMatchObject({ name: 'Melbourne Cup', source: 'seeded' });
    expect(await rowOn(companyId, '2026-10-05')).toBeUndefined();
  });

  it('ignores years outside 1990 to 2100 and an empty list', async () => {
    const companyId = await newCompany();
    await ensureHolidayYears(db(), companyId, []);
    await ensureHolidayYears(db(), companyId, [1980, 2101]);
    expect((await workSettingsOf(db(), companyId)).holidaySeededYears).toEqual([]);
    expect(await rowsOf(companyId)).toEqual([]);
  });

  it('two ensures at once leave one row per date', async () => {
    const companyId = await newCompany();
    await Promise.all([
      ensureHolidayYears(db(), companyId, [2026]),
      ensureHolidayYears(db(), companyId, [2026]),
    ]);
    const rows = await rowsOf(companyId);
    expect(rows.length).toBe(stateHolidays('NSW', 2026).length);
    expect((await workSettingsOf(db(), companyId)).holidaySeededYears).toEqual([2026]);
  });

  it('keeps to its company', async () => {
    const a = await newCompany();
    const b = await newCompany();
    await ensureHolidayYears(db(), a, [2026]);
    expect(await rowsOf(b)).toEqual([]);
    expect((await workSettingsOf(db(), b)).holidaySeededYears).toEqual([]);
  });
});

describe('holidayDates', () => {
  it('seeds the range’s years and lists the holidays in it, ends included, removed ones left out', async () => {
    const companyId = await newCompany();
    await ensureHolidayYears(db(), companyId, [2026]);
    await db()
      .update(publicHolidays)
      .set({ removed: true })
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, '2026-12-26')));
    await db()
      .insert(publicHolidays)
      .values({ companyId, date: '2026-12-24', name: 'Office closure', source: 'added' });

    expect([...(await holidayDates(db(), companyId, '2026-12-24', '2026-12-28'))].sort()).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect([...(await holidayDates(db(), companyId, '2026-12-25', '2026-12-25'))]).toEqual(['2026-12-25']);
    expect([...(await holidayDates(db(), companyId, '2026-12-29', '2026-12-31'))]).toEqual([]);
  });

  it('a range over New Year seeds both years', async () => {
    const companyId = await newCompany();
    const dates = await holidayDates(db(), companyId, '2026-12-31', '2027-01-27');
    expect([...dates].sort()).toEqual(['2027-01-01', '2027-01-26']);
    expect((await workSettingsOf(db(), companyId)).holidaySeededYears).toEqual([2026, 2027]);
  });

  it('another company’s holidays do not count', async () => {
    const a = await newCompany();
    const b = await newCompany();
    await db()
      .insert(publicHolidays)
      .values({ companyId: a, date: '2026-11-24', name: 'Ours only', source: 'added' });
    expect([...(await holidayDates(db(), a, '2026-11-24', '2026-11-24'))]).toEqual(['2026-11-24']);
    expect([...(await holidayDates(db(), b, '2026-11-24', '2026-11-24'))]).toEqual([]);
  });
});

describe('workBandsFor', () => {
  it('gives the zone, the band edges and the holidays of the range', async () => {
    const companyId = await newCompany();
    await db()
      .update(companies)
      .set({ timeZone: 'Australia/Perth', state: 'WA', dayStart: '07:00', eveningStart: '19:00' })
      .where(eq(companies.id, companyId));
    const bands = await workBandsFor(db(), companyId, '2026-06-01', '2026-06-30');
    expect(bands.zone).toBe('Australia/Perth');
    expect(bands.dayStart).toBe('07:00');
    expect(bands.eveningStart).toBe('19:00');
    // WA's Western Australia Day: the first Monday in June (2026-06-01); NSW's King's Birthday (06-08) is not WA's.
    expect([...bands.holidays]).toEqual(['2026-06-01']);
  });
});
