import { ON_COST_MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';

const GET = '/api/PayRates/get_on_costs';
const EDIT = '/api/PayRates/edit_on_costs';

describe('the on-costs on wages (issue 38 item 6)', () => {
  it('start at 12% super with the others not set; a company administrator saves them, logged', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.CompanyAdmin;
    expect((await get(h, GET, c.users.Administrator.token)).json()).toEqual({
      superRate: '12',
      workersCompRate: null,
      payrollTaxRate: null,
    });
    const saved = await post(h, EDIT, admin.token, {
      superRate: '12',
      workersCompRate: '2.5',
      payrollTaxRate: '5.45',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(h, GET, admin.token)).json()).toEqual({
      superRate: '12',
      workersCompRate: '2.5',
      payrollTaxRate: '5.45',
    });
    expect(
      await activitiesOf(
        h,
        admin.id,
        'Changed the on-costs: super 12%, workers’ compensation not set, payroll tax not set → super 12%, workers’ compensation 2.5%, payroll tax 5.45%',
      ),
    ).toHaveLength(1);
    // Emptied: not set again.
    await post(h, EDIT, admin.token, { superRate: '12', workersCompRate: '', payrollTaxRate: null });
    expect((await get(h, GET, admin.token)).json().workersCompRate).toBeNull();
  });

  it('a bad percentage is a 400 naming the field, nothing saved; other roles 403; each company its own', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const bad = await post(h, EDIT, c.users.CompanyAdmin.token, {
      superRate: '101',
      workersCompRate: '2.555',
      payrollTaxRate: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      superRate: ON_COST_MESSAGES.superRate,
      workersCompRate: ON_COST_MESSAGES.workersCompRate,
      payrollTaxRate: ON_COST_MESSAGES.payrollTaxRate,
    });
    expect((await post(h, EDIT, c.users.CompanyAdmin.token, { workersCompRate: '1' })).json().errors).toEqual(
      {
        superRate: ON_COST_MESSAGES.superRate,
      },
    );
    for (const role of ['Administrator', 'Staff', 'Auditor'] as const) {
      expect((await post(h, EDIT, c.users[role].token, { superRate: '11' })).statusCode, role).toBe(403);
    }
    expect((await get(h, GET, c.users.Staff.token)).statusCode).toBe(403);
    await post(h, EDIT, c.users.CompanyAdmin.token, {
      superRate: '11.5',
      workersCompRate: '3',
      payrollTaxRate: '0',
    });
    expect((await get(h, GET, other.users.CompanyAdmin.token)).json().superRate).toBe('12');
  });
});
