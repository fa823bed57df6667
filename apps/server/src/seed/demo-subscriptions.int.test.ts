import { describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../test/harness.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';

describe('seedDemoSubscriptions', () => {
  it('gives the first company an active subscription with four paid months, and the second a trial', async () => {
    const h = await harness();
    const first = await createCompany(h);
    const second = await createCompany(h);
    await seedDemoSubscriptions(h.database.db, first.companyId, second.companyId, h.clock.now());
    const read = async (c: typeof first, url: string) =>
      (
        await h.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(c.users.CompanyAdmin.token) })
      ).json();

    const packages = await read(first, 'Packages/get_all_packages');
    expect(packages.subscription).toMatchObject({ packageName: 'Standard', users: 60, status: 'active' });
    expect(new Date(packages.subscription.periodEnd).getTime()).toBeGreaterThan(h.clock.now().getTime());
    const payments = (await read(first, `Payments/get_all?companyId=${first.companyId}&status=paid`))
      .payments;
    expect(payments).toHaveLength(4);
    expect(payments.every((p: { amountCents: number }) => p.amountCents === 108000)).toBe(true);

    const trial = (await read(second, 'Packages/get_all_packages')).subscription;
    expect(trial).toMatchObject({ packageName: 'Starter', status: 'trial' });
    expect((await read(second, `Payments/get_all?companyId=${second.companyId}`)).payments).toEqual([]);
  });
});
