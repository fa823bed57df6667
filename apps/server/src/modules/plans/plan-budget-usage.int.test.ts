import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { type ClaimsFixture, savedLine } from '../ndis-claims/claims.test-kit.ts';
import { addPlan, clientOf, list, one, planBody } from './plans.test-kit.ts';

describe('plan budget usage (GET /api/ClientPlans/get_client_plans and /{id})', () => {
  it('counts the saved lines within the plan on each category, claimed or paid apart, and flags a budget near its end', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await clientOf(h, c.companyId);
    await addPlan(h, admin, planBody(client.id, { startDate: '2025-07-01', endDate: '2026-06-30' }));
    const id = await addPlan(h, admin, planBody(client.id));
    const f = { c, client, items: {} } as unknown as ClaimsFixture;
    const on = (date: string) => ({
      date,
      dateFrom: new Date(`${date}T09:00:00+10:00`),
      dateTo: new Date(`${date}T10:00:00+10:00`),
    });
    await savedLine(h, f, {
      ...on('2026-11-03'),
      supportCategoryNumber: '1',
      amountCents: 24_581,
      claimStatus: 'Claimed',
    });
    await savedLine(h, f, { ...on('2026-11-04'), supportCategoryNumber: '01', amountCents: 10_000 });
    await savedLine(h, f, {
      ...on('2026-11-05'),
      supportCategoryNumber: '1',
      amountCents: 5_000,
      status: 'Draft',
    });
    // Before the plan (the previous plan's), and on a category without a budget: not this plan's.
    await savedLine(h, f, { ...on('2026-06-30'), supportCategoryNumber: '1', amountCents: 7_000 });
    await savedLine(h, f, { ...on('2026-11-06'), supportCategoryNumber: '15', amountCents: 3_000 });
    await savedLine(h, f, {
      ...on('2026-11-07'),
      supportCategoryNumber: '4',
      amountCents: 1_000,
      claimStatus: 'Paid',
    });
    await savedLine(h, f, {
      ...on('2026-11-08'),
      supportCategoryNumber: '4',
      amountCents: 1_200_000,
      claimStatus: 'Rejected',
    });

    const res = await get(h, list(client.id), admin);
    expect(res.statusCode).toBe(200);
    const [current, previous] = res.json();
    expect(current.budgetUsage).toEqual([
      {
        supportCategoryNumber: '1',
        supportCategoryName: 'Assistance with Daily Life (Includes SIL)',
        budgetCents: 4_500_000,
        invoicedCents: 34_581,
        claimedCents: 24_581,
        remainingCents: 4_465_419,
        percentUsed: 0,
        nearEnd: false,
      },
      {
        supportCategoryNumber: '4',
        supportCategoryName: 'Assistance with Social, Economic and Community Participation',
        budgetCents: 1_250_050,
        invoicedCents: 1_201_000,
        claimedCents: 1_000,
        remainingCents: 49_050,
        percentUsed: 96,
        nearEnd: true,
      },
    ]);
    expect(previous.budgetUsage[0]).toMatchObject({ supportCategoryNumber: '1', invoicedCents: 7_000 });
    const single = await get(h, one(id), admin);
    expect(single.json().budgetUsage).toEqual(current.budgetUsage);
  });
});
