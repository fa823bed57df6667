import { AWARD_SETTINGS_MESSAGES as M } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { payRowsSeeded } from './pay-settings.test-kit.ts';

const GET = '/api/StaffAwardSettings/get_staff_award_settings';
const ADD = '/api/StaffAwardSettings/add_staff_award_settings';
const casual = (staffId: string, over: Record<string, unknown> = {}) => ({
  staffId,
  stream: 'SACS_B',
  level: 2,
  payPoint: 1,
  employmentType: 'CASUAL',
  effectiveFrom: '2025-07-07',
  ...over,
});

describe('a worker’s award settings (issue 38 item 1)', () => {
  it('each change is a new dated row: the office records them, the history keeps every one, the log says what changed', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await payRowsSeeded(h, c.companyId);
    const tag = Math.random().toString(36).slice(2, 8);
    const staffId = (await insertStaff(h, c.companyId, { firstName: `Pat${tag}` })).id;
    const first = await post(h, ADD, c.users.Administrator.token, casual(staffId));
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(
      h,
      ADD,
      c.users.CompanyAdmin.token,
      casual(staffId, {
        employmentType: 'PT',
        agreedWeeklyHours: '22.5',
        payPoint: 2,
        shiftworker: true,
        shiftworkerAdviceDate: '2026-06-20',
        sleepoverTwelveHourAgreement: true,
        aboveAwardHourly: '40.00',
        effectiveFrom: '2026-07-06',
      }),
    );
    expect(second.statusCode, second.body).toBe(200);
    await post(
      h,
      ADD,
      c.users.CompanyAdmin.token,
      casual(staffId, { employmentType: 'FT', ftTenHourAgreement: true, effectiveFrom: '2099-01-05' }),
    );
    const view = (await get(h, `${GET}?staffId=${staffId}`, c.users.CompanyAdmin.token)).json();
    // In force today (the test clock is in November 2026): the part-time row; the 2099 row waits.
    expect(view.current).toMatchObject({
      employmentType: 'PT',
      agreedWeeklyHours: 22.5,
      payPoint: 2,
      shiftworker: true,
      shiftworkerAdviceDate: '2026-06-20',
      sleepoverTwelveHourAgreement: true,
      aboveAwardHourlyCents: 4000,
      effectiveFrom: '2026-07-06',
      effectiveTo: '2099-01-04',
    });
    expect(
      view.history.map((r: { effectiveFrom: string; effectiveTo: string | null }) => [
        r.effectiveFrom,
        r.effectiveTo,
      ]),
    ).toEqual([
      ['2099-01-05', null],
      ['2026-07-06', '2099-01-04'],
      ['2025-07-07', '2026-07-05'],
    ]);
    expect(view.history[2]).toMatchObject({
      employmentType: 'CASUAL',
      agreedWeeklyHours: null,
      shiftworker: false,
    });
    expect(view.classifications).toEqual([
      { stream: 'SACS_B', level: 2, payPoint: 1 },
      { stream: 'SACS_B', level: 2, payPoint: 2 },
      { stream: 'SACS_B', level: 2, payPoint: 3 },
    ]);
    expect(view.history[1].recordedBy).toMatch(/^CompanyAdmin /);
    expect(
      await activitiesOf(
        h,
        c.users.CompanyAdmin.id,
        `Changed the award settings of Pat${tag} Test from 06-07-2026: SACS level 2 pay point 2, part-time 22.5 h a week, shiftworker (advised 20-06-2026), sleepover 12-hour agreement, $40.00/h above award`,
      ),
    ).toHaveLength(1);
    expect(
      await activitiesOf(
        h,
        c.users.Administrator.id,
        `Changed the award settings of Pat${tag} Test from 07-07-2025: SACS level 2 pay point 1, casual, day worker`,
      ),
    ).toHaveLength(1);
  });

  it('the worker reads their own on the phone; another worker’s is 404; they may not change them', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await payRowsSeeded(h, c.companyId);
    const own = await supportedBy(h, c.companyId, c.users.Staff.id);
    const peer = (await insertStaff(h, c.companyId)).id;
    await post(h, ADD, c.users.CompanyAdmin.token, casual(own));
    await post(h, ADD, c.users.CompanyAdmin.token, casual(peer));
    const mine = await get(h, `${GET}?staffId=${own}`, c.users.Staff.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().current).toMatchObject({ staffId: own, employmentType: 'CASUAL' });
    expect((await get(h, `${GET}?staffId=${peer}`, c.users.Staff.token)).statusCode).toBe(404);
    expect(
      (await post(h, ADD, c.users.Staff.token, casual(own, { effectiveFrom: '2026-07-06' }))).statusCode,
    ).toBe(403);
  });

  it('wrong roles are 403; another company’s worker is 404; a staff member with the Edit Staff claim may', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff'] });
    await payRowsSeeded(h, c.companyId);
    const other = await createCompany(h);
    const staffId = (await insertStaff(h, c.companyId)).id;
    for (const role of ['Auditor', 'Client', 'CareManager'] as const) {
      expect((await get(h, `${GET}?staffId=${staffId}`, c.users[role].token)).statusCode, role).toBe(403);
      expect((await post(h, ADD, c.users[role].token, casual(staffId))).statusCode, role).toBe(403);
    }
    expect((await get(h, `${GET}?staffId=${staffId}`, other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await post(h, ADD, other.users.CompanyAdmin.token, casual(staffId))).statusCode).toBe(404);
    expect((await post(h, ADD, c.users.Staff.token, casual(staffId))).statusCode).toBe(200);
  });

  it('bad input is a 400 naming each field; nothing saved', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await payRowsSeeded(h, c.companyId);
    const staffId = (await insertStaff(h, c.companyId)).id;
    const admin = c.users.CompanyAdmin.token;
    const errors = async (body: object) => {
      const res = await post(h, ADD, admin, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await errors(casual(staffId, { stream: 'HOME_CARE_DISABILITY_E' }))).toEqual({
      stream: 'Home care – disability, Schedule E is not priced yet',
    });
    expect(await errors(casual(staffId, { stream: 'HOME_CARE_AGED_F' }))).toEqual({
      stream: 'Home care – aged care, Schedule F is not priced yet',
    });
    expect(await errors(casual(staffId, { employmentType: 'PT' }))).toEqual({
      agreedWeeklyHours: M.agreedWeeklyHours,
    });
    expect(await errors(casual(staffId, { shiftworker: true }))).toEqual({
      shiftworkerAdviceDate: M.shiftworkerAdviceDate,
    });
    expect(await errors(casual(staffId, { ftTenHourAgreement: true }))).toEqual({
      ftTenHourAgreement: M.ftTenHourAgreement,
    });
    expect(await errors(casual(staffId, { aboveAwardHourly: '12.345' }))).toEqual({
      aboveAwardHourly: 'Enter at most 2 decimal places',
    });
    expect(
      await errors(
        casual(staffId, {
          level: 0,
          payPoint: 5,
          employmentType: 'TEMP',
          effectiveFrom: 'soon',
          award: 'MA000001',
        }),
      ),
    ).toEqual({
      award: M.award,
      level: M.level,
      payPoint: M.payPoint,
      employmentType: M.employmentType,
      effectiveFrom: M.effectiveFrom,
    });
    // A classification without an enabled rate row (SACS level 3 ships disabled).
    expect(await errors(casual(staffId, { level: 3, payPoint: 1 }))).toEqual({
      payPoint: M.noEnabledRate('SACS level 3 pay point 1'),
    });
    expect((await post(h, ADD, admin, casual(staffId))).statusCode).toBe(200);
    expect(await errors(casual(staffId, { employmentType: 'FT' }))).toEqual({ effectiveFrom: M.dateTaken });
    const view = (await get(h, `${GET}?staffId=${staffId}`, admin)).json();
    expect(view.history).toHaveLength(1);
    expect(view.history[0].employmentType).toBe('CASUAL');
  });
});
