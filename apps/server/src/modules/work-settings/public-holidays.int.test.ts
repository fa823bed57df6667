import { randomUUID } from 'node:crypto';
import { addDays, MESSAGES, WORK_SETTINGS_MESSAGES as W } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { holidayYearsDue } from './holiday-seed.ts';
import { workSettingsOf } from './work-bands.ts';
import {
  api,
  attendanceBetween,
  firstTuesdayOfNovember,
  holidayRows,
  seedHolidayYears,
  splitsOf,
  weekdayBefore,
  yearNow,
} from './work-settings.test-kit.ts';
import { WORK_SETTINGS_TEXTS as T } from './work-settings-texts.ts';

const LIST = (year?: number) => api(`SetUp/get_public_holidays${year ? `?year=${year}` : ''}`);
const ADD = api('SetUp/add_public_holiday');
const DELETE = (id: string) => api(`SetUp/delete_public_holiday/${id}`);
const EDIT = api('SetUp/edit_work_settings');

beforeAll(async () => {
  await harness();
});

describe('GET /api/SetUp/get_public_holidays', () => {
  it('lists the state’s seeded holidays: NSW 2026 with the Boxing Day substitute, by date', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await seedHolidayYears(h, c.companyId, [2026]);
    const res = await get(h, LIST(2026), c.users.Staff.token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { date: string; name: string; source: string; publicHolidayId: string }[];
    expect(list.map((x) => x.date)).toEqual([...list.map((x) => x.date)].sort());
    expect(list).toContainEqual({
      publicHolidayId: expect.any(String),
      date: '2026-12-28',
      name: 'Boxing Day (substitute day)',
      source: 'seeded',
    });
    expect(list.map((x) => x.name)).toEqual(expect.arrayContaining(['Christmas Day', 'Labour Day']));
    expect(list.find((x) => x.name === 'Labour Day')?.date).toBe('2026-10-05');
    const row = await workSettingsOf(h.database.db, c.companyId);
    expect(row?.holidaySeededYears).toEqual([2026]);
    // A second read seeds nothing more.
    expect((await get(h, LIST(2026), c.users.Staff.token)).json()).toHaveLength(list.length);
  });

  it('reads without writing: a year not seeded lists nothing and stays unseeded', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, LIST(2030), c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await holidayRows(h, c.companyId, '2030-12-25')).toHaveLength(0);
    expect((await workSettingsOf(h.database.db, c.companyId)).holidaySeededYears).toEqual([]);
  });

  it('defaults to the current year in the company’s zone', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const year = yearNow(h);
    await seedHolidayYears(h, c.companyId, [year]);
    const list = (await get(h, LIST(), c.users.CompanyAdmin.token)).json() as { date: string }[];
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((x) => x.date.startsWith(`${year}-`))).toBe(true);
  });

  it('refuses a year that is not one', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, api('SetUp/get_public_holidays?year=20x6'), c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ year: T.year });
  });

  it('lists the token’s company only', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    await post(h, ADD, b.users.CompanyAdmin.token, { date: '2026-08-14', name: 'Show Day' });
    const names = (await get(h, LIST(2026), a.users.CompanyAdmin.token))
      .json()
      .map((x: { name: string }) => x.name);
    expect(names).not.toContain('Show Day');
  });
});

describe('POST /api/SetUp/add_public_holiday and delete_public_holiday/{id}', () => {
  it('adds a holiday (Added) and deletes it for good, both logged', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await post(h, ADD, c.users.Administrator.token, { date: '2026-08-14', name: ' Show Day ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: T.holidayAdded });
    const list = (await get(h, LIST(2026), c.users.Staff.token)).json();
    const added = list.find((x: { date: string }) => x.date === '2026-08-14');
    expect(added).toMatchObject({ name: 'Show Day', source: 'added' });
    const gone = await post(h, DELETE(added.publicHolidayId), c.users.Administrator.token);
    expect(gone.json()).toEqual({ status: 'Success', message: T.holidayRemoved });
    expect(await holidayRows(h, c.companyId, '2026-08-14')).toHaveLength(0);
    expect(
      await activitiesOf(h, c.users.Administrator.id, 'Added the public holiday Show Day on 14-08-2026'),
    ).toHaveLength(1);
    expect(
      await activitiesOf(h, c.users.Administrator.id, 'Removed the public holiday Show Day on 14-08-2026'),
    ).toHaveLength(1);
  });

  it('removes a seeded holiday but keeps it hidden, and re-adding it brings it back with the new name', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await seedHolidayYears(h, c.companyId, [2026]);
    const list = (await get(h, LIST(2026), c.users.CompanyAdmin.token)).json();
    const labour = list.find((x: { name: string }) => x.name === 'Labour Day');
    expect((await post(h, DELETE(labour.publicHolidayId), c.users.CompanyAdmin.token)).statusCode).toBe(200);
    const after = (await get(h, LIST(2026), c.users.CompanyAdmin.token)).json();
    expect(after.map((x: { date: string }) => x.date)).not.toContain('2026-10-05');
    expect(await holidayRows(h, c.companyId, '2026-10-05')).toMatchObject([
      { removed: true, source: 'seeded' },
    ]);
    // Removing it again: it is no longer there.
    expect((await post(h, DELETE(labour.publicHolidayId), c.users.CompanyAdmin.token)).statusCode).toBe(404);
    const back = await post(h, ADD, c.users.CompanyAdmin.token, {
      date: '2026-10-05',
      name: 'Labour Day (office)',
    });
    expect(back.statusCode).toBe(200);
    expect((await get(h, LIST(2026), c.users.CompanyAdmin.token)).json()).toContainEqual({
      publicHolidayId: labour.publicHolidayId,
      date: '2026-10-05',
      name: 'Labour Day (office)',
      source: 'seeded',
    });
  });

  it('refuses a date already a holiday (seeded or added), at the date', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const seeded = await post(h, ADD, c.users.CompanyAdmin.token, { date: '2026-12-25', name: 'Xmas' });
    expect(seeded.statusCode).toBe(400);
    expect(seeded.json()).toMatchObject({ errors: { date: W.holidayExists } });
    await post(h, ADD, c.users.CompanyAdmin.token, { date: '2026-08-14', name: 'Show Day' });
    const twice = await post(h, ADD, c.users.CompanyAdmin.token, { date: '2026-08-14', name: 'Show Day' });
    expect(twice.json().errors).toEqual({ date: W.holidayExists });
    expect(await holidayRows(h, c.companyId, '2026-12-25')).toMatchObject([{ name: 'Christmas Day' }]);
  });

  it('refuses a missing or impossible date and a missing name with their messages', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const empty = await post(h, ADD, c.users.CompanyAdmin.token, { date: '', name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ date: W.holidayDate, name: W.holidayName });
    const impossible = await post(h, ADD, c.users.CompanyAdmin.token, { date: '2026-02-30', name: 'Nope' });
    expect(impossible.json().errors).toEqual({ date: W.holidayDate });
    expect(await holidayRows(h, c.companyId, '2026-02-30')).toHaveLength(0);
  });

  it('is refused to Staff, Auditor and Client; another company’s holiday is not found', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    // Nothing is seeded before the company's years are.
    expect(await holidayRows(h, c.companyId, '2026-12-25')).toHaveLength(0);
    await seedHolidayYears(h, c.companyId, [2026]);
    const id = (await get(h, LIST(2026), c.users.CompanyAdmin.token))
      .json()
      .find((x: { name: string }) => x.name === 'Christmas Day').publicHolidayId;
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      const add = await post(h, ADD, c.users[role].token, { date: '2026-08-14', name: 'Show Day' });
      expect(add.statusCode, role).toBe(403);
      expect(add.json().message).toBe(MESSAGES.forbidden);
      expect((await post(h, DELETE(id), c.users[role].token)).statusCode, role).toBe(403);
    }
    const foreign = await post(h, DELETE(id), other.users.CompanyAdmin.token);
    expect(foreign.statusCode).toBe(404);
    expect((await post(h, DELETE(randomUUID()), c.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect(await holidayRows(h, c.companyId, '2026-12-25')).toMatchObject([{ removed: false }]);
    expect(await holidayRows(h, c.companyId, '2026-08-14')).toHaveLength(0);
  });

  it('re-splits the attendances on and into the new holiday; approved ones and other days keep theirs', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const day = weekdayBefore(h, 10);
    const elsewhere = weekdayBefore(h, 20);
    const onDay = await attendanceBetween(h, c.companyId, `${day}T09:00`, `${day}T13:00`);
    // A night shift from the evening before runs into the holiday.
    const night = await attendanceBetween(h, c.companyId, `${addDays(day, -1)}T22:00`, `${day}T02:00`);
    const approvedOnDay = await attendanceBetween(h, c.companyId, `${day}T09:00`, `${day}T13:00`, {
      status: 'Approved',
    });
    const approvedElsewhere = await attendanceBetween(
      h,
      c.companyId,
      `${elsewhere}T09:00`,
      `${elsewhere}T13:00`,
      {
        status: 'Approved',
      },
    );
    expect(await splitsOf(h, onDay)).toEqual([{ split: `M@${day} 09:00-13:00`, status: 'Pending' }]);
    const res = await post(h, ADD, c.users.CompanyAdmin.token, { date: day, name: 'Regional Show' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await splitsOf(h, onDay)).toEqual([{ split: `PH@${day} 09:00-13:00`, status: 'Pending' }]);
    expect((await splitsOf(h, night)).at(-1)).toEqual({ split: `PH@${day} 00:00-02:00`, status: 'Pending' });
    expect(await splitsOf(h, approvedOnDay)).toEqual([{ split: `M@${day} 09:00-13:00`, status: 'Approved' }]);
    expect(await splitsOf(h, approvedElsewhere)).toEqual([
      { split: `M@${elsewhere} 09:00-13:00`, status: 'Approved' },
    ]);
    // Removing it again turns the open attendance back to a weekday.
    const id = (await holidayRows(h, c.companyId, day))[0]?.id as string;
    await post(h, DELETE(id), c.users.CompanyAdmin.token);
    expect(await splitsOf(h, onDay)).toEqual([{ split: `M@${day} 09:00-13:00`, status: 'Pending' }]);
  });
});

describe('changing the state (POST /api/SetUp/edit_work_settings)', () => {
  const settings = { timeZone: 'Australia/Sydney', clockInRadiusMetres: 500, clockInMode: 'warn' };

  it('NSW → VIC: this year’s seeded holidays become Victoria’s (Melbourne Cup); added ones stay', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const year = yearNow(h);
    await seedHolidayYears(h, c.companyId, [year]);
    await post(h, ADD, c.users.CompanyAdmin.token, { date: `${year}-08-14`, name: 'Office Picnic' });
    const res = await post(h, EDIT, c.users.CompanyAdmin.token, { ...settings, state: 'VIC' });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await get(h, LIST(year), c.users.CompanyAdmin.token)).json();
    const byDate = new Map(list.map((x: { date: string; name: string; source: string }) => [x.date, x]));
    expect(byDate.get(firstTuesdayOfNovember(year))).toMatchObject({
      name: 'Melbourne Cup',
      source: 'seeded',
    });
    expect(byDate.get(`${year}-08-14`)).toMatchObject({ name: 'Office Picnic', source: 'added' });
    expect(byDate.get(`${year}-12-25`)).toMatchObject({ name: 'Christmas Day' });
    // NSW's Labour Day (first Monday of October) is gone: Victoria's is in March.
    expect(
      list
        .filter((x: { name: string }) => x.name === 'Labour Day')
        .map((x: { date: string }) => x.date.slice(5, 7)),
    ).toEqual(['03']);
    expect(
      await activitiesOf(h, c.users.CompanyAdmin.id, 'Changed the work settings: state NSW → VIC'),
    ).toHaveLength(1);
  });

  it('re-splits open attendances on the dates that change; an administrator’s removal stays', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const year = yearNow(h);
    const labourNsw = firstMondayOfOctober(year);
    const cup = firstTuesdayOfNovember(year);
    await seedHolidayYears(h, c.companyId, [year]);
    const onLabour = await attendanceBetween(h, c.companyId, `${labourNsw}T09:00`, `${labourNsw}T13:00`);
    const onCup = await attendanceBetween(h, c.companyId, `${cup}T09:00`, `${cup}T13:00`);
    expect(await splitsOf(h, onLabour)).toEqual([
      { split: `PH@${labourNsw} 09:00-13:00`, status: 'Pending' },
    ]);
    expect(await splitsOf(h, onCup)).toEqual([{ split: `M@${cup} 09:00-13:00`, status: 'Pending' }]);
    const christmas = (await holidayRows(h, c.companyId, `${year}-12-25`))[0]?.id as string;
    await post(h, DELETE(christmas), c.users.CompanyAdmin.token);
    await post(h, EDIT, c.users.CompanyAdmin.token, { ...settings, state: 'VIC' });
    expect(await splitsOf(h, onLabour)).toEqual([{ split: `M@${labourNsw} 09:00-13:00`, status: 'Pending' }]);
    expect(await splitsOf(h, onCup)).toEqual([{ split: `PH@${cup} 09:00-13:00`, status: 'Pending' }]);
    expect(await holidayRows(h, c.companyId, `${year}-12-25`)).toMatchObject([{ removed: true }]);
    // The clock is shared with the files run before in this fork: from 1 December the next year is
    // due too, so the expectation follows the rule rather than the month the clock is in.
    const row = await workSettingsOf(h.database.db, c.companyId);
    const due = holidayYearsDue(h.clock.now(), 'Australia/Sydney');
    expect(row).toMatchObject({ state: 'VIC', holidaySeededYears: [...new Set([year, ...due])].sort() });
  });
});

/** The first Monday of October (NSW Labour Day) of a year, by hand. */
function firstMondayOfOctober(year: number): string {
  const day = [1, 2, 3, 4, 5, 6, 7].find((d) => new Date(Date.UTC(year, 9, d)).getUTCDay() === 1);
  return `${year}-10-0${day}`;
}
