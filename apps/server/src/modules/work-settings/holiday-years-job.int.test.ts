import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { companies, publicHolidays } from '../../db/schema/index.ts';
import { seedHolidayYearsOfAllCompanies, storedHolidayDates, workSettingsOf } from './work-bands.ts';

// The yearly seeding (product-jobs.ts runs it daily; it writes only what is due): every date is
// passed in, nothing here reads the clock.
let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const db = () => h.database.db;
const yearsOf = async (companyId: string) => (await workSettingsOf(db(), companyId)).holidaySeededYears;

describe('seedHolidayYearsOfAllCompanies', () => {
  it('seeds this year for every company, and the next one from 1 December in each company’s zone', async () => {
    const sydney = (await createCompany(h)).companyId;
    const perth = (await createCompany(h)).companyId;
    await db()
      .update(companies)
      .set({ timeZone: 'Australia/Perth', state: 'WA' })
      .where(eq(companies.id, perth));

    const mine = [sydney, perth];
    await seedHolidayYearsOfAllCompanies(h.database, new Date('2026-11-20T00:00:00Z'), mine);
    expect(await yearsOf(sydney)).toEqual([2026]);
    expect(await yearsOf(perth)).toEqual([2026]);

    // 13:30 UTC on 30 November: 1 December in Sydney (UTC+11), still 30 November in Perth (UTC+8).
    await seedHolidayYearsOfAllCompanies(h.database, new Date('2026-11-30T13:30:00Z'), mine);
    expect(await yearsOf(sydney)).toEqual([2026, 2027]);
    expect(await yearsOf(perth)).toEqual([2026]);

    await seedHolidayYearsOfAllCompanies(h.database, new Date('2026-11-30T16:30:00Z'), mine);
    expect(await yearsOf(perth)).toEqual([2026, 2027]);
    // WA's own list: Western Australia Day on the first Monday of June 2027.
    expect([...(await storedHolidayDates(db(), perth, '2027-06-07', '2027-06-07'))]).toEqual(['2027-06-07']);
  });

  it('seeds a year once: a holiday an administrator removed stays removed on the next run', async () => {
    const companyId = (await createCompany(h)).companyId;
    const on = new Date('2026-12-05T00:00:00Z');
    await seedHolidayYearsOfAllCompanies(h.database, on, [companyId]);
    await db()
      .update(publicHolidays)
      .set({ removed: true })
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, '2027-01-26')));
    await seedHolidayYearsOfAllCompanies(h.database, new Date('2026-12-06T00:00:00Z'), [companyId]);
    const rows = await db()
      .select({ removed: publicHolidays.removed })
      .from(publicHolidays)
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, '2027-01-26')));
    expect(rows).toEqual([{ removed: true }]);
    expect(await yearsOf(companyId)).toEqual([2026, 2027]);
  });

  it('looks at every company when the job names none', async () => {
    const companyId = (await createCompany(h)).companyId;
    const all = await db().select({ id: companies.id }).from(companies);
    // One company is enough to tell "all" from "only": the job's count is every company's.
    // Counted without seeding them all (each company's transaction is skipped): other tests share
    // this database, and seeding hundreds of companies here would only make the suite slower.
    const counting = new Proxy(db(), {
      get: (target, key) => (key === 'transaction' ? async () => undefined : Reflect.get(target, key)),
    });
    const looked = await seedHolidayYearsOfAllCompanies({ db: counting }, new Date('2026-11-20T00:00:00Z'));
    expect(looked).toBe(all.length);
    expect(all.map((c) => c.id)).toContain(companyId);
  });
});
