import { MESSAGES, WORK_SETTINGS_MESSAGES as W } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { companies } from '../../db/schema/index.ts';
import { api, attendanceBetween, splitsOf, weekdayBefore } from './work-settings.test-kit.ts';
import { WORK_SETTINGS_TEXTS as T } from './work-settings-texts.ts';

const GET = api('SetUp/get_work_settings');
const EDIT = api('SetUp/edit_work_settings');
const PERIODS = api('TimePeriods/get_timeperiod');
const EDIT_PERIODS = api('TimePeriods/edit_timeperiod');

const SETTINGS = {
  timeZone: 'Australia/Sydney',
  state: 'NSW',
  clockInRadiusMetres: 500,
  clockInMode: 'warn',
} as const;

// The shared database opens once per run; under load that takes longer than a test may.
beforeAll(async () => {
  await harness();
});

describe('GET /api/SetUp/get_work_settings', () => {
  it('replies the company’s settings, the defaults for a new company, to any signed-in role', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const role of ['CompanyAdmin', 'Staff', 'Auditor', 'Client'] as const) {
      const res = await get(h, GET, c.users[role].token);
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual({
        ...SETTINGS,
        dayStart: '06:00',
        eveningStart: '20:00',
        deliveryToleranceMinutes: 15,
        payPeriod: 'fortnightly',
        payPeriodAnchor: '2026-01-05',
        kilometresAtClockOut: 'whenDriven',
        trainingRosterCheck: false,
      });
    }
  });

  it('saves the pay period, its first day and when kilometres are asked; refuses a bad date', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const body = {
      ...SETTINGS,
      payPeriod: 'monthly',
      payPeriodAnchor: '2026-11-02',
      kilometresAtClockOut: 'always',
    };
    const saved = await post(h, '/api/SetUp/edit_work_settings', c.users.CompanyAdmin.token, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(h, GET, c.users.Staff.token)).json()).toMatchObject({
      payPeriod: 'monthly',
      payPeriodAnchor: '2026-11-02',
      kilometresAtClockOut: 'always',
    });
    const bad = await post(h, '/api/SetUp/edit_work_settings', c.users.CompanyAdmin.token, {
      ...body,
      payPeriodAnchor: '2026-02-30',
      payPeriod: 'daily',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      payPeriodAnchor: W.payPeriodAnchor,
      payPeriod: W.payPeriod,
    });
  });

  it('reads the company of the token only', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    await post(h, EDIT, b.users.CompanyAdmin.token, { ...SETTINGS, clockInRadiusMetres: 900 });
    expect((await get(h, GET, a.users.Administrator.token)).json().clockInRadiusMetres).toBe(500);
    expect((await get(h, GET, b.users.Administrator.token)).json().clockInRadiusMetres).toBe(900);
  });
});

describe('POST /api/SetUp/edit_work_settings', () => {
  it('saves zone, radius and mode for an administrator, logged with what changed', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const body = {
      timeZone: 'Australia/Perth',
      state: 'NSW',
      clockInRadiusMetres: 250,
      clockInMode: 'block',
    };
    const res = await post(h, EDIT, c.users.Administrator.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: T.settingsSaved });
    expect((await get(h, GET, c.users.Staff.token)).json()).toMatchObject(body);
    expect(
      await activitiesOf(
        h,
        c.users.Administrator.id,
        'Changed the work settings: time zone Australia/Sydney → Australia/Perth, clock-in radius 500 m → 250 m, clock-in check warn → block',
      ),
    ).toHaveLength(1);
  });

  it('saves a delivery tolerance (0 allowed), keeps it when a body leaves it out, logs the change', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await post(h, EDIT, c.users.CompanyAdmin.token, { ...SETTINGS, deliveryToleranceMinutes: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(h, GET, c.users.Staff.token)).json().deliveryToleranceMinutes).toBe(0);
    await post(h, EDIT, c.users.CompanyAdmin.token, { ...SETTINGS, clockInRadiusMetres: 700 });
    expect((await get(h, GET, c.users.Staff.token)).json()).toMatchObject({
      deliveryToleranceMinutes: 0,
      clockInRadiusMetres: 700,
    });
    expect(
      await activitiesOf(
        h,
        c.users.CompanyAdmin.id,
        'Changed the work settings: delivery tolerance 15 min → 0 min',
      ),
    ).toHaveLength(1);
    for (const bad of [-1, 121, 7.5, 'soon']) {
      const refused = await post(h, EDIT, c.users.CompanyAdmin.token, {
        ...SETTINGS,
        deliveryToleranceMinutes: bad,
      });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().errors).toEqual({ deliveryToleranceMinutes: W.tolerance });
    }
    expect((await get(h, GET, c.users.Staff.token)).json().deliveryToleranceMinutes).toBe(0);
  });

  it('refuses each bad field with its message, saving nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await post(h, EDIT, c.users.CompanyAdmin.token, {
      timeZone: 'Mars/Olympus_Mons',
      state: 'XYZ',
      clockInRadiusMetres: 20,
      clockInMode: 'sometimes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      timeZone: W.zone,
      state: W.state,
      clockInRadiusMetres: W.radius,
      clockInMode: W.mode,
    });
    const tooFar = await post(h, EDIT, c.users.CompanyAdmin.token, {
      ...SETTINGS,
      clockInRadiusMetres: 5001,
    });
    expect(tooFar.json().errors).toEqual({ clockInRadiusMetres: W.radius });
    const [row] = await h.database.db.select().from(companies).where(eq(companies.id, c.companyId));
    expect(row).toMatchObject({ timeZone: 'Australia/Sydney', state: 'NSW', clockInRadiusMetres: 500 });
  });

  it('is refused to Staff, Auditor, Client and a care manager', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const role of ['Staff', 'Auditor', 'Client', 'CareManager'] as const) {
      const res = await post(h, EDIT, c.users[role].token, { ...SETTINGS, clockInMode: 'off' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    expect((await get(h, GET, c.users.CompanyAdmin.token)).json().clockInMode).toBe('warn');
  });

  it('refuses a body naming another company', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const res = await post(h, EDIT, a.users.CompanyAdmin.token, { ...SETTINGS, companyId: b.companyId });
    expect(res.statusCode).toBe(403);
  });

  it('re-splits open attendances of the last 62 days in the new zone; approved and older ones stay', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const day = weekdayBefore(h, 7);
    const old = weekdayBefore(h, 70);
    // 05:00-09:00 in Perth is 07:00-11:00 or 08:00-12:00 in Sydney: all daytime there.
    const open = await attendanceBetween(h, c.companyId, `${day}T05:00`, `${day}T09:00`, {
      zone: 'Australia/Perth',
    });
    const approved = await attendanceBetween(h, c.companyId, `${day}T05:00`, `${day}T09:00`, {
      zone: 'Australia/Perth',
      status: 'Approved',
    });
    const older = await attendanceBetween(h, c.companyId, `${old}T05:00`, `${old}T09:00`, {
      zone: 'Australia/Perth',
    });
    expect((await splitsOf(h, open)).map((s) => s.split[0])).toEqual(['M']);
    await post(h, EDIT, c.users.CompanyAdmin.token, { ...SETTINGS, timeZone: 'Australia/Perth' });
    expect(await splitsOf(h, open, 'Australia/Perth')).toEqual([
      { split: `EX@${day} 05:00-06:00`, status: 'Pending' },
      { split: `M@${day} 06:00-09:00`, status: 'Pending' },
    ]);
    expect((await splitsOf(h, approved)).map((s) => [s.split[0], s.status])).toEqual([['M', 'Approved']]);
    expect((await splitsOf(h, older)).map((s) => s.split[0])).toEqual(['M']);
  });
});

describe('GET /api/TimePeriods/get_timeperiod', () => {
  it('lists the day, evening and night periods from the band edges', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await post(h, EDIT_PERIODS, c.users.CompanyAdmin.token, { dayStart: '07:00', eveningStart: '19:30' });
    const res = await get(h, PERIODS, c.users.Staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'Day', fromTimeOfDay: '07:00', toTimeOfDay: '19:30', weekdayCode: 'M' },
      { name: 'Evening', fromTimeOfDay: '19:30', toTimeOfDay: '00:00', weekdayCode: 'E' },
      { name: 'Night', fromTimeOfDay: '00:00', toTimeOfDay: '07:00', weekdayCode: 'EX' },
    ]);
  });
});

describe('POST /api/TimePeriods/edit_timeperiod', () => {
  it('moves the band edges, logged, and re-splits open attendances of the last 62 days', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const day = weekdayBefore(h, 3);
    const old = weekdayBefore(h, 70);
    const recent = await attendanceBetween(h, c.companyId, `${day}T09:00`, `${day}T13:00`);
    const approved = await attendanceBetween(h, c.companyId, `${day}T09:00`, `${day}T13:00`, {
      status: 'Approved',
    });
    const older = await attendanceBetween(h, c.companyId, `${old}T09:00`, `${old}T13:00`);
    const res = await post(h, EDIT_PERIODS, c.users.Administrator.token, {
      dayStart: '10:00',
      eveningStart: '12:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: T.timePeriodsSaved });
    expect(await splitsOf(h, recent)).toEqual([
      { split: `EX@${day} 09:00-10:00`, status: 'Pending' },
      { split: `M@${day} 10:00-12:00`, status: 'Pending' },
      { split: `E@${day} 12:00-13:00`, status: 'Pending' },
    ]);
    expect(await splitsOf(h, approved)).toEqual([{ split: `M@${day} 09:00-13:00`, status: 'Approved' }]);
    expect(await splitsOf(h, older)).toEqual([{ split: `M@${old} 09:00-13:00`, status: 'Pending' }]);
    expect(
      await activitiesOf(
        h,
        c.users.Administrator.id,
        'Changed the time periods: day from 10:00 (was 06:00), evening from 12:00 (was 20:00)',
      ),
    ).toHaveLength(1);
  });

  it('refuses a time not HH:mm and an evening not after the day, at their fields', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const bad = await post(h, EDIT_PERIODS, c.users.CompanyAdmin.token, {
      dayStart: '6am',
      eveningStart: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ dayStart: W.timeFormat, eveningStart: W.timeFormat });
    const order = await post(h, EDIT_PERIODS, c.users.CompanyAdmin.token, {
      dayStart: '20:00',
      eveningStart: '06:00',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual({ eveningStart: W.dayBeforeEvening });
    expect((await get(h, GET, c.users.CompanyAdmin.token)).json()).toMatchObject({
      dayStart: '06:00',
      eveningStart: '20:00',
    });
  });

  it('is refused to Staff, Auditor and Client', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      const res = await post(h, EDIT_PERIODS, c.users[role].token, {
        dayStart: '07:00',
        eveningStart: '19:00',
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await get(h, PERIODS, c.users.Staff.token)).json()[0].fromTimeOfDay).toBe('06:00');
  });
});
