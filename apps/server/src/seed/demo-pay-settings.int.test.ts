import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../test/fixtures.ts';
import { bearer, createCompany, harness } from '../../test/harness.ts';
import { seedDemoPaySettings } from './demo-pay-settings.ts';

describe('seedDemoPaySettings (issue 38 item 4)', () => {
  it('gives every worker award settings, covering full-time, part-time and casual, and seeds the rates', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push((await insertStaff(h, c.companyId)).id);
    }
    expect(await seedDemoPaySettings(h.database.db, c.companyId, h.clock.now())).toBe(6);
    const read = async (url: string) =>
      (
        await h.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(c.users.CompanyAdmin.token) })
      ).json();
    const views = await Promise.all(
      ids.map((id) => read(`StaffAwardSettings/get_staff_award_settings?staffId=${id}`)),
    );
    const current = views.map((v) => v.current);
    expect(current.every((r) => r !== null && r.stream === 'SACS_B' && r.level === 2)).toBe(true);
    expect(new Set(current.map((r) => r.employmentType))).toEqual(new Set(['FT', 'PT', 'CASUAL']));
    expect(current.some((r) => r.employmentType === 'PT' && r.agreedWeeklyHours === 30)).toBe(true);
    expect(current.some((r) => r.shiftworker)).toBe(true);
    expect(views.some((v) => v.history.length === 2)).toBe(true);
    const rates = await read('PayRates/get_pay_rates');
    expect(rates.years).toEqual(['2026-27', '2025-26']);
    // The margin report's on-costs: payroll tax left not set, so the page shows its note.
    expect(await read('PayRates/get_on_costs')).toEqual({
      superRate: '12',
      workersCompRate: '2.5',
      payrollTaxRate: null,
    });
  });
});
