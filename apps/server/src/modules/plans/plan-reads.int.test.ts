import { calendarDateInZone, daysBetween } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { createCompany, type FixtureRole, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { addPlan, clientOf, list, one, planBody } from './plans.test-kit.ts';

// The harness clock is shared by the whole suite and other tests move it (by days at most), so days
// left are counted from the clock's Sydney date when the list is read.
const sydneyToday = (h: { clock: { now: () => Date } }) =>
  calendarDateInZone(h.clock.now(), 'Australia/Sydney');

describe('GET /api/ClientPlans/get_client_plans', () => {
  it('lists the client’s plans newest first, with budgets, totals, status and days left on Sydney’s date', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await clientOf(h, c.companyId);
    await addPlan(h, admin, planBody(client.id, { startDate: '2025-07-01', endDate: '2026-06-30' }));
    const createdAt = h.clock.now().toISOString();
    await addPlan(h, admin, planBody(client.id));
    await addPlan(
      h,
      admin,
      planBody(client.id, {
        startDate: '2027-07-01',
        endDate: '2028-06-30',
        management: 'Self Managed',
        planManager: '',
        budgets: [{ supportCategoryNumber: '15', amount: '800' }],
      }),
    );

    const res = await get(h, list(client.id), admin);
    const today = sydneyToday(h);
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { startDate: string; status: string }) => [p.startDate, p.status])).toEqual([
      ['2027-07-01', 'Upcoming'],
      ['2026-07-01', 'Current'],
      ['2025-07-01', 'Ended'],
    ]);
    expect(plans[1]).toEqual({
      clientPlanId: expect.any(String),
      profileId: client.id,
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      management: 'Plan Managed',
      planManager: 'Leap in! Plan Management',
      planManagerEmail: null,
      planManagerAbn: null,
      planManagerAddress: null,
      representativeName: null,
      representativeEmail: null,
      representativeAddress: null,
      note: 'Reviewed with the support coordinator.',
      status: 'Current',
      daysLeft: daysBetween(today, '2027-06-30'),
      daysToStart: null,
      budgets: [
        {
          planBudgetId: expect.any(String),
          supportCategoryNumber: '1',
          supportCategoryName: 'Assistance with Daily Life (Includes SIL)',
          amountCents: 4_500_000,
        },
        {
          planBudgetId: expect.any(String),
          supportCategoryNumber: '4',
          supportCategoryName: 'Assistance with Social, Economic and Community Participation',
          amountCents: 1_250_050,
        },
      ],
      totalCents: 5_750_050,
      budgetUsage: [
        expect.objectContaining({ supportCategoryNumber: '1', budgetCents: 4_500_000, invoicedCents: 0 }),
        expect.objectContaining({ supportCategoryNumber: '4', budgetCents: 1_250_050, invoicedCents: 0 }),
      ],
      dateCreated: createdAt,
      dateModified: null,
    });
    expect(plans[0]).toMatchObject({
      daysLeft: null,
      daysToStart: daysBetween(today, '2027-07-01'),
      planManager: null,
      totalCents: 80_000,
    });
  });

  it('gives an empty list for a client with no plan', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    const res = await get(h, list(client.id), c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lets staff read the plans of clients they support, an auditor only an audit-approved client’s, a care manager only their own clients’', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const approved = await insertProfile(h, c.companyId, { auditApproved: true });
    const unapproved = await clientOf(h, c.companyId);
    await addPlan(h, admin, planBody(approved.id));
    await addPlan(h, admin, planBody(unapproved.id));
    const status = async (role: FixtureRole, clientId: string) =>
      (await get(h, list(clientId), c.users[role].token)).statusCode;
    expect(await status('Staff', unapproved.id)).toBe(404);
    await supportedBy(h, c.companyId, c.users.Staff.id, unapproved.id);
    expect(await status('Staff', unapproved.id)).toBe(200);
    expect(await status('Auditor', approved.id)).toBe(200);
    expect(await status('Auditor', unapproved.id)).toBe(404);
    expect(await status('CareManager', approved.id)).toBe(404);
  });

  it('shows a client their own plans and answers 404 for another client’s', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const own = await clientOf(h, c.companyId, c.users.Client.id);
    const other = await clientOf(h, c.companyId);
    const admin = c.users.Administrator.token;
    await addPlan(h, admin, planBody(own.id));
    await addPlan(h, admin, planBody(other.id));

    const mine = await get(h, list(own.id), c.users.Client.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(1);
    const theirs = await get(h, list(other.id), c.users.Client.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('The requested resource was not found.');
  });

  it('answers 404 for another company’s client and 400 for a clientId that is not a UUID', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const client = await clientOf(h, b.companyId);
    await addPlan(h, b.users.Administrator.token, planBody(client.id));
    expect((await get(h, list(client.id), a.users.CompanyAdmin.token)).statusCode).toBe(404);
    const bad = await get(h, list('nope'), a.users.CompanyAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ clientId: 'clientId must be a UUID' });
  });

  it('refuses a caller without a session (401)', async () => {
    const h = await harness();
    const res = await h.app.inject({ method: 'GET', url: list('7d1f2a34-5b6c-4d7e-8f90-1a2b3c4d5e6f') });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/ClientPlans/{id}', () => {
  it('reads one plan with its budgets', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    const id = await addPlan(h, c.users.Administrator.token, planBody(client.id));
    await supportedBy(h, c.companyId, c.users.Staff.id, client.id);
    const res = await get(h, one(id), c.users.Staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientPlanId: id,
      status: 'Current',
      totalCents: 5_750_050,
      budgets: [{ supportCategoryNumber: '1' }, { supportCategoryNumber: '4' }],
    });
  });

  it('answers 404 to another company, to a client reaching another client’s plan, and for no such plan', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    await clientOf(h, c.companyId, c.users.Client.id);
    const someoneElse = await clientOf(h, c.companyId);
    const id = await addPlan(h, c.users.Administrator.token, planBody(someoneElse.id));
    expect((await get(h, one(id), c.users.Client.token)).statusCode).toBe(404);
    expect((await get(h, one(id), other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect(
      (await get(h, one('7d1f2a34-5b6c-4d7e-8f90-1a2b3c4d5e6f'), c.users.CompanyAdmin.token)).statusCode,
    ).toBe(404);
  });
});
