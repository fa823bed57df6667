import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../test/fixtures.ts';
import { createCompany, harness } from '../../test/harness.ts';
import { get } from '../../test/referrals.ts';
import { seedDemoPlans } from './demo-plans.ts';

describe('seedDemoPlans', () => {
  it('gives most clients a current plan with budgets, one an ended plan only, one an upcoming renewal, and some none', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const clients = [];
    for (let i = 0; i < 12; i++) {
      clients.push(await insertProfile(h, c.companyId));
    }
    // The seed orders clients by contactId; these have none, so insertion order is not assumed.
    await seedDemoPlans(h.database.db, undefined as never, c.companyId, h.clock.now());
    const statuses: string[][] = [];
    for (const client of clients) {
      const plans = (
        await get(h, `/api/ClientPlans/get_client_plans?clientId=${client.id}`, c.users.CompanyAdmin.token)
      ).json();
      statuses.push(plans.map((p: { status: string }) => p.status));
      for (const p of plans) {
        expect(p.budgets.length).toBeGreaterThanOrEqual(5);
      }
    }
    const flat = statuses.flat();
    expect(flat.filter((s) => s === 'Current').length).toBeGreaterThanOrEqual(8);
    expect(flat).toContain('Upcoming');
    expect(statuses).toContainEqual(['Ended']);
    expect(statuses.filter((s) => s.length === 0).length).toBe(2);
  });
});
