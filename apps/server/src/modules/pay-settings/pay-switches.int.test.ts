import { DEFAULT_PAY_SWITCH_VALUES, PAY_SWITCH_MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';

const GET = '/api/PayRates/get_pay_settings';
const EDIT = '/api/PayRates/edit_pay_settings';

describe('the company’s pay settings (issue 38 item 3)', () => {
  it('start at their defaults beside the pay period; a change is saved and logged; a super switch off needs a reason', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.CompanyAdmin;
    const start = (await get(h, GET, c.users.Administrator.token)).json();
    expect(start).toEqual({
      payPeriod: 'fortnightly',
      payPeriodAnchor: '2026-01-05',
      switches: DEFAULT_PAY_SWITCH_VALUES,
    });
    const off = { ...DEFAULT_PAY_SWITCH_VALUES, oteSleepoverWork: 'no', restBreakAfterOvertime: 'no' };
    const refused = await post(h, EDIT, admin.token, { switches: off, reason: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ reason: PAY_SWITCH_MESSAGES.reason });
    expect((await get(h, GET, admin.token)).json().switches).toEqual(DEFAULT_PAY_SWITCH_VALUES);

    const saved = await post(h, EDIT, admin.token, {
      switches: off,
      reason: 'Our payroll adviser, 3 Nov 2026',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(h, GET, admin.token)).json().switches).toEqual(off);
    expect(
      await activitiesOf(
        h,
        admin.id,
        'Changed the pay settings: Double time until released after overtime without 10 h off: On → Off; Super on work during a sleepover: Yes, super is paid → No (reason: Our payroll adviser, 3 Nov 2026)',
      ),
    ).toHaveLength(1);
    // Left off, no reason is asked again; turning it back on needs none.
    expect((await post(h, EDIT, admin.token, { switches: off })).statusCode).toBe(200);
    expect((await post(h, EDIT, admin.token, { switches: DEFAULT_PAY_SWITCH_VALUES })).statusCode).toBe(200);
  });

  it('a value that is no option is a 400 naming the switch; only a company administrator saves; each company its own', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const bad = await post(h, EDIT, c.users.CompanyAdmin.token, {
      switches: { ...DEFAULT_PAY_SWITCH_VALUES, overtime150Band: 'weekly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'switches.overtime150Band': 'Choose one for “The first 2 overtime hours at 150%”',
    });
    const changed = { ...DEFAULT_PAY_SWITCH_VALUES, rateChange: 'whole-shift-by-start' };
    for (const role of ['Administrator', 'Staff', 'Auditor'] as const) {
      expect((await post(h, EDIT, c.users[role].token, { switches: changed })).statusCode, role).toBe(403);
    }
    expect((await get(h, GET, c.users.Staff.token)).statusCode).toBe(403);
    expect((await post(h, EDIT, other.users.CompanyAdmin.token, { switches: changed })).statusCode).toBe(200);
    expect((await get(h, GET, c.users.CompanyAdmin.token)).json().switches.rateChange).toBe('per-hour');
    expect(
      (await post(h, EDIT, other.users.CompanyAdmin.token, { switches: changed, companyId: c.companyId }))
        .statusCode,
    ).toBe(403);
  });
});
