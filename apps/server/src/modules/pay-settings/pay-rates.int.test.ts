import { DEFAULT_PAY_SWITCH_VALUES, PAY_RATE_MESSAGES as M } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { seedPayRowsOfAllCompanies } from './pay-rows-job.ts';
import { payRowsSeeded } from './pay-settings.test-kit.ts';

const LIST = '/api/PayRates/get_pay_rates';
type Rate = {
  rateId: string;
  year: string;
  stream: string;
  level: number;
  payPoint: number;
  hourlyCents: number;
  weeklyCents: number | null;
  enabled: boolean;
  enabledBy: string | null;
  checkedAgainst: string | null;
  appliesFrom: string;
  source: string;
};
type Allowance = {
  allowanceId: string;
  year: string;
  kind: string;
  amountCents: number;
  appliesFrom: string;
  appliesTo: string | null;
  pending: boolean;
  source: string;
};
const find = (rates: Rate[], year: string, stream: string, level: number, payPoint: number) =>
  rates.find(
    (r) => r.year === year && r.stream === stream && r.level === level && r.payPoint === payPoint,
  ) as Rate;

describe('the award’s rates as data (issue 38 item 2)', () => {
  it('every company starts with the 2025-26 and 2026-27 rows: level 2 enabled, the others disabled, the $1.05/km pending', async () => {
    const h = await harness();
    const c = await createCompany(h);
    // Reads never seed: before the pay-rows job the list is empty.
    expect((await get(h, LIST, c.users.Administrator.token)).json().classifications).toEqual([]);
    expect(await seedPayRowsOfAllCompanies(h.database, h.clock.now(), [c.companyId])).toBe(1);
    const res = await get(h, LIST, c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as {
      years: string[];
      classifications: Rate[];
      allowances: Allowance[];
      appliesFromRule: string;
    };
    expect(view.years).toEqual(['2026-27', '2025-26']);
    expect(view.appliesFromRule).toBe('First full pay period starting on or after');
    const l2 = (year: string) =>
      view.classifications
        .filter((r) => r.year === year && r.stream === 'SACS_B' && r.level === 2 && r.payPoint <= 3)
        .map((r) => [r.payPoint, r.weeklyCents, r.hourlyCents, r.enabled]);
    expect(l2('2025-26')).toEqual([
      [1, 131413, 3458, true],
      [2, 135546, 3567, true],
      [3, 139667, 3675, true],
    ]);
    expect(l2('2026-27')).toEqual([
      [1, 137649, 3622, true],
      [2, 141979, 3736, true],
      [3, 146296, 3850, true],
    ]);
    const l3 = find(view.classifications, '2026-27', 'SACS_B', 3, 1);
    expect([l3.hourlyCents, l3.enabled]).toEqual([4049, false]);
    expect(l3.source).toMatch(/check against the FWO pay guide/);
    expect(view.classifications.filter((r) => r.stream !== 'SACS_B').every((r) => !r.enabled)).toBe(true);
    const amounts = view.allowances.map((a) => [a.year, a.kind, a.amountCents, a.appliesFrom, a.pending]);
    expect(amounts).toEqual(
      expect.arrayContaining([
        ['2026-27', 'sleepover', 6287, '2026-07-01', false],
        ['2026-27', 'broken-shift-1', 2181, '2026-07-01', false],
        ['2026-27', 'broken-shift-2', 2887, '2026-07-01', false],
        ['2026-27', 'km', 101, '2026-07-01', false],
        ['2026-27', 'km', 105, '2026-09-01', true],
        ['2025-26', 'sleepover', 6002, '2025-07-01', false],
        ['2025-26', 'broken-shift-1', 2082, '2025-07-01', false],
        ['2025-26', 'broken-shift-2', 2756, '2025-07-01', false],
        ['2025-26', 'km', 99, '2025-07-01', false],
      ]),
    );
    expect(amounts).toHaveLength(9);
    // The job run again, and a write that seeds first, add nothing: each company is seeded once.
    await seedPayRowsOfAllCompanies(h.database, h.clock.now(), [c.companyId]);
    expect(
      (
        await post(h, '/api/PayRates/edit_pay_settings', c.users.CompanyAdmin.token, {
          switches: DEFAULT_PAY_SWITCH_VALUES,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(h, LIST, c.users.CompanyAdmin.token)).json().classifications).toHaveLength(
      view.classifications.length,
    );
  });

  it('a company administrator edits a row, enables a disabled one (the check recorded), confirms the pending km; each in the log', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await payRowsSeeded(h, c.companyId);
    const admin = c.users.CompanyAdmin;
    const view = (await get(h, LIST, admin.token)).json() as {
      classifications: Rate[];
      allowances: Allowance[];
    };
    const l3 = find(view.classifications, '2026-27', 'SACS_B', 3, 1);
    const edited = await post(h, `/api/PayRates/edit_rate/${l3.rateId}`, admin.token, {
      weekly: '1,538.97',
      hourly: '40.50',
      appliesFrom: '2026-07-01',
      source: 'FWO pay guide MA000100, 1 July 2026',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const enabled = await post(h, `/api/PayRates/enable_rate/${l3.rateId}`, admin.token, {
      checkedAgainst: 'FWO pay guide MA000100, 1 July 2026',
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const km = view.allowances.find((a) => a.amountCents === 105) as Allowance;
    const confirmed = await post(h, `/api/PayRates/edit_allowance/${km.allowanceId}`, admin.token, {
      amount: '1.05',
      appliesFrom: km.appliesFrom,
      appliesTo: km.appliesTo,
      source: km.source,
      pending: false,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = (await get(h, LIST, admin.token)).json() as {
      classifications: Rate[];
      allowances: Allowance[];
    };
    const row = find(after.classifications, '2026-27', 'SACS_B', 3, 1);
    expect(row).toMatchObject({
      weeklyCents: 153897,
      hourlyCents: 4050,
      enabled: true,
      enabledBy: `CompanyAdmin ${admin.email.slice(13, 21)}`,
      checkedAgainst: 'FWO pay guide MA000100, 1 July 2026',
    });
    expect(after.allowances.find((a) => a.allowanceId === km.allowanceId)?.pending).toBe(false);
    // Level 3 may now be a worker's classification.
    const staff = (
      await get(
        h,
        `/api/StaffAwardSettings/get_staff_award_settings?staffId=${crypto.randomUUID()}`,
        admin.token,
      )
    ).statusCode;
    expect(staff).toBe(404);
    for (const line of [
      'Changed the pay rate SACS level 3 pay point 1 of 2026-27: weekly $1,538.59 → $1,538.97, hourly $40.49 → $40.50, source ' +
        `${l3.source} → FWO pay guide MA000100, 1 July 2026`,
      'Enabled the pay rate SACS level 3 pay point 1 of 2026-27 ($40.50/h), checked against FWO pay guide MA000100, 1 July 2026',
      `Changed the Vehicle allowance of 2026-27: status pending → confirmed`,
    ]) {
      expect(await activitiesOf(h, admin.id, line), line).toHaveLength(1);
    }
    expect(
      (
        await post(h, `/api/PayRates/enable_rate/${l3.rateId}`, admin.token, { checkedAgainst: 'again' })
      ).json().message,
    ).toBe('This rate is already enabled.');
  });

  it('bad edits are a 400 at the field; nothing changed', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await payRowsSeeded(h, c.companyId);
    const token = c.users.CompanyAdmin.token;
    const view = (await get(h, LIST, token)).json() as { classifications: Rate[]; allowances: Allowance[] };
    const l2 = find(view.classifications, '2026-27', 'SACS_B', 2, 1);
    const errors = async (url: string, body: object) => {
      const res = await post(h, url, token, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(
      await errors(`/api/PayRates/edit_rate/${l2.rateId}`, {
        weekly: '1376.49',
        hourly: '36.30',
        appliesFrom: '2026-07-01',
        source: 'x',
      }),
    ).toEqual({ hourly: M.hourlyFromWeekly('$36.22') });
    expect(
      await errors(`/api/PayRates/edit_rate/${l2.rateId}`, {
        weekly: 'abc',
        hourly: '',
        appliesFrom: '1 July',
        source: ' ',
      }),
    ).toEqual({
      weekly: 'Must be a number',
      hourly: M.hourly,
      appliesFrom: M.appliesFrom,
      source: M.source,
    });
    // Moving the 2026-27 row onto the 2025-26 row's date.
    expect(
      await errors(`/api/PayRates/edit_rate/${l2.rateId}`, {
        weekly: '1376.49',
        hourly: '36.22',
        appliesFrom: '2025-07-01',
        source: 'x',
      }),
    ).toEqual({ appliesFrom: M.sameRow });
    const disabled = find(view.classifications, '2026-27', 'SACS_B', 4, 1);
    expect(await errors(`/api/PayRates/enable_rate/${disabled.rateId}`, { checkedAgainst: '' })).toEqual({
      checkedAgainst: M.checkedAgainst,
    });
    const sleepover = view.allowances.find(
      (a) => a.kind === 'sleepover' && a.year === '2026-27',
    ) as Allowance;
    expect(
      await errors(`/api/PayRates/edit_allowance/${sleepover.allowanceId}`, {
        amount: '-3',
        appliesFrom: '2026-07-01',
        source: 'x',
      }),
    ).toEqual({ amount: 'Must be a number' });
    expect(
      await errors(`/api/PayRates/edit_allowance/${sleepover.allowanceId}`, {
        amount: '63.00',
        appliesFrom: '2026-07-01',
        appliesTo: '2026-06-01',
        source: 'x',
      }),
    ).toEqual({ appliesTo: M.appliesToBefore });
    const after = (await get(h, LIST, token)).json() as { classifications: Rate[]; allowances: Allowance[] };
    expect(find(after.classifications, '2026-27', 'SACS_B', 2, 1).hourlyCents).toBe(3622);
    expect(find(after.classifications, '2026-27', 'SACS_B', 4, 1).enabled).toBe(false);
  });

  it('next year’s rows come from the latest year at an increase, disabled and pending until checked', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await payRowsSeeded(h, c.companyId);
    const admin = c.users.CompanyAdmin;
    const add = await post(h, '/api/PayRates/add_year', admin.token, {
      appliesFrom: '2027-07-01',
      increasePercent: '3.5',
    });
    expect(add.statusCode, add.body).toBe(200);
    const view = (await get(h, LIST, admin.token)).json() as {
      years: string[];
      classifications: Rate[];
      allowances: Allowance[];
    };
    expect(view.years).toEqual(['2027-28', '2026-27', '2025-26']);
    // 1,376.49 × 1.035 = 1,424.667 → 1,424.67; ÷ 38 = 37.49
    expect(find(view.classifications, '2027-28', 'SACS_B', 2, 1)).toMatchObject({
      weeklyCents: 142467,
      hourlyCents: 3749,
      enabled: false,
    });
    const next = view.allowances.filter((a) => a.year === '2027-28');
    expect(next.map((a) => [a.kind, a.amountCents, a.pending]).sort()).toEqual([
      ['broken-shift-1', 2257, true],
      ['broken-shift-2', 2988, true],
      ['km', 105, true],
      ['sleepover', 6507, true],
    ]);
    expect(
      await activitiesOf(
        h,
        admin.id,
        'Added the 2027-28 pay rates from 2027-07-01: 30 classification rows and 4 allowances copied from 2026-27 at +3.5%, disabled until checked',
      ),
    ).toHaveLength(1);
    const again = await post(h, '/api/PayRates/add_year', admin.token, {
      appliesFrom: '2027-09-01',
      increasePercent: 2,
    });
    expect(again.json().errors).toEqual({ appliesFrom: M.yearExists });
    const bad = await post(h, '/api/PayRates/add_year', admin.token, {
      appliesFrom: '2028-07-01',
      increasePercent: '30',
    });
    expect(bad.json().errors).toEqual({ increasePercent: M.increasePercent });
  });

  it('a spreadsheet is imported whole or not at all, with its problems by line', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await payRowsSeeded(h, c.companyId);
    const admin = c.users.CompanyAdmin;
    const header =
      'type,stream,level,pay point,weekly,hourly,allowance,amount,applies from,applies to,source';
    const bad = await post(h, '/api/PayRates/import', admin.token, {
      csv: [
        header,
        'classification,SACS_B,2,1,1442.00,37.95,,,2027-07-01,,FWO 2027',
        'classification,SACS_B,2,2,1480.00,40.00,,,2027-07-01,,FWO 2027',
        'allowance,,,,,,sleepover,,2027-07-01,,FWO 2027',
      ].join('\n'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nothing was saved: 2 problems in the file.');
    expect(bad.json().errors.csv).toBe(
      [`Line 3: ${M.hourlyFromWeekly('$38.95')}`, `Line 4: ${M.amount}`].join('\n'),
    );
    expect((await get(h, LIST, admin.token)).json().years).toEqual(['2026-27', '2025-26']);

    const good = await post(h, '/api/PayRates/import', admin.token, {
      csv: [
        header,
        'classification,SACS_B,2,1,1442.00,37.95,,,2027-07-01,,FWO 2027',
        'classification,SACS_B,2,1,1376.49,36.22,,,2026-07-01,,FWO 2026 re-checked',
        'allowance,,,,,,sleepover,65.86,2027-07-01,,FWO 2027',
      ].join('\r\n'),
      checkedAgainst: 'FWO pay guide MA000100, 1 July 2027',
    });
    expect(good.statusCode, good.body).toBe(200);
    const view = (await get(h, LIST, admin.token)).json() as {
      classifications: Rate[];
      allowances: Allowance[];
    };
    expect(find(view.classifications, '2027-28', 'SACS_B', 2, 1)).toMatchObject({
      hourlyCents: 3795,
      enabled: true,
      checkedAgainst: 'FWO pay guide MA000100, 1 July 2027',
    });
    expect(find(view.classifications, '2026-27', 'SACS_B', 2, 1).source).toBe('FWO 2026 re-checked');
    expect(view.allowances.find((a) => a.year === '2027-28')).toMatchObject({
      kind: 'sleepover',
      amountCents: 6586,
      pending: false,
    });
    expect(
      await activitiesOf(
        h,
        admin.id,
        'Imported pay rates from a spreadsheet: 2 classification rows (1 new, 1 replaced), 1 allowances (1 new, 0 replaced), enabled, checked against FWO pay guide MA000100, 1 July 2027',
      ),
    ).toHaveLength(1);
  });

  it('the office reads; only a company administrator changes; another company’s row is 404', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff'] });
    await payRowsSeeded(h, c.companyId);
    const other = await createCompany(h);
    const view = (await get(h, LIST, c.users.CompanyAdmin.token)).json() as {
      classifications: Rate[];
      allowances: Allowance[];
    };
    const row = find(view.classifications, '2026-27', 'SACS_B', 4, 1);
    const allowance = view.allowances[0] as Allowance;
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      expect((await get(h, LIST, c.users[role].token)).statusCode, role).toBe(403);
    }
    const calls: [string, object][] = [
      [
        `/api/PayRates/edit_rate/${row.rateId}`,
        { weekly: '', hourly: '46.70', appliesFrom: '2026-07-01', source: 'x' },
      ],
      [`/api/PayRates/enable_rate/${row.rateId}`, { checkedAgainst: 'FWO pay guide' }],
      [
        `/api/PayRates/edit_allowance/${allowance.allowanceId}`,
        { amount: '1.00', appliesFrom: allowance.appliesFrom, source: 'x' },
      ],
      ['/api/PayRates/add_year', { appliesFrom: '2027-07-01', increasePercent: 3 }],
      ['/api/PayRates/import', { csv: 'type,applies from,source' }],
    ];
    for (const [url, body] of calls) {
      expect((await post(h, url, c.users.Administrator.token, body)).statusCode, url).toBe(403);
      expect((await post(h, url, c.users.Staff.token, body)).statusCode, url).toBe(403);
    }
    for (const [url, body] of calls.slice(0, 3)) {
      expect((await post(h, url, other.users.CompanyAdmin.token, body)).statusCode, url).toBe(404);
    }
    const after = (await get(h, LIST, c.users.Administrator.token)).json() as { classifications: Rate[] };
    expect(find(after.classifications, '2026-27', 'SACS_B', 4, 1).enabled).toBe(false);
  });
});
