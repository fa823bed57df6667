import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, type FixtureRole, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { countRows } from '../../../test/uploads.ts';
import { clientPlans, planBudgets } from '../../db/schema/index.ts';
import { ADD, addPlan, clientOf, edit, list, one, planBody, remove } from './plans.test-kit.ts';

const OVERLAP =
  'These dates overlap the client’s plan from 01-07-2026 to 30-06-2027. A client has one plan at a time.';

describe('POST /api/ClientPlans', () => {
  it('adds the plan and its budget lines in one go, and logs it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await clientOf(h, c.companyId);
    const res = await post(h, ADD, admin.token, { ...planBody(client.id), companyId: c.companyId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: `The NDIS plan from 01-07-2026 to 30-06-2027 was added for ${client.firstName} Test.`,
      clientPlanId: expect.any(String),
    });
    expect(await countRows(h, planBudgets, c.companyId)).toBe(2);
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Added the NDIS plan from 01-07-2026 to 30-06-2027 of ${client.firstName} Test`,
      ),
    ).toHaveLength(1);
  });

  it('lets a holder of the Edit Client claim add a plan', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Client'] });
    const client = await clientOf(h, c.companyId);
    expect((await post(h, ADD, c.users.Staff.token, planBody(client.id))).statusCode).toBe(200);
  });

  it('names each bad field with its message and stores nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    const res = await post(h, ADD, c.users.CompanyAdmin.token, {
      clientId: client.id,
      startDate: '2026-07-01',
      endDate: '2026-06-01',
      management: 'Plan Managed',
      planManager: '',
      budgets: [
        { supportCategoryNumber: '1', amount: '-10' },
        { supportCategoryNumber: '1', amount: '' },
        { supportCategoryNumber: '22', amount: '1.234' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      endDate: 'The end date must be after the start date',
      planManager: 'Enter the plan manager’s name',
      'budgets.0.amount': 'Must be a number',
      'budgets.1.supportCategoryNumber': 'This category is already in the plan',
      'budgets.1.amount': 'Amount is required',
      'budgets.2.supportCategoryNumber': 'Choose a support category',
      'budgets.2.amount': 'Enter at most 2 decimal places',
    });
    expect(res.json().message).toBe('Amount: Must be a number (and 6 more fields)');
    expect(await countRows(h, clientPlans, c.companyId)).toBe(0);
  });

  it('refuses a missing client, dates and management with their messages', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await post(h, ADD, c.users.CompanyAdmin.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      clientId: 'Choose the client',
      startDate: 'Start date is required',
      endDate: 'End date is required',
      management: 'Choose how the plan is managed',
    });
  });

  it('refuses the same category twice', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    const body = planBody(client.id, {
      budgets: [
        { supportCategoryNumber: '7', amount: '10' },
        { supportCategoryNumber: 7, amount: 20 },
      ],
    });
    const res = await post(h, ADD, c.users.CompanyAdmin.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'budgets.1.supportCategoryNumber': 'This category is already in the plan',
    });
  });

  it('refuses a plan that overlaps another of the client’s, even by one day, and takes one starting the day after', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await clientOf(h, c.companyId);
    await addPlan(h, admin, planBody(client.id));
    const clash = await post(
      h,
      ADD,
      admin,
      planBody(client.id, { startDate: '2027-06-30', endDate: '2028-06-29' }),
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ message: OVERLAP, errors: { startDate: OVERLAP } });
    expect(await countRows(h, clientPlans, c.companyId)).toBe(1);
    const next = await post(
      h,
      ADD,
      admin,
      planBody(client.id, { startDate: '2027-07-01', endDate: '2028-06-30' }),
    );
    expect(next.statusCode).toBe(200);
    // Another client's plan on the same dates is no clash.
    const other = await clientOf(h, c.companyId);
    expect((await post(h, ADD, admin, planBody(other.id))).statusCode).toBe(200);
  });

  it.each<FixtureRole>(['Staff', 'Client', 'Auditor', 'CareManager'])('refuses a %s (403)', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId, role === 'Client' ? c.users.Client.id : undefined);
    const res = await post(h, ADD, c.users[role].token, planBody(client.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You don't have permission to perform this action.");
    expect(await countRows(h, clientPlans, c.companyId)).toBe(0);
  });

  it('answers 404 for another company’s client, and 403 when the body names another company', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const client = await clientOf(h, b.companyId);
    expect((await post(h, ADD, a.users.CompanyAdmin.token, planBody(client.id))).statusCode).toBe(404);
    const named = await post(h, ADD, a.users.CompanyAdmin.token, {
      ...planBody(client.id),
      companyId: b.companyId,
    });
    expect(named.statusCode).toBe(403);
    expect(await countRows(h, clientPlans, b.companyId)).toBe(0);
  });
});

describe('POST /api/ClientPlans/edit/{id}', () => {
  it('changes the plan and replaces its budget lines with those sent', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.CompanyAdmin;
    const client = await clientOf(h, c.companyId);
    const id = await addPlan(h, admin.token, planBody(client.id));
    h.clock.advance(60_000);
    const res = await post(h, edit(id), admin.token, {
      startDate: '2026-07-01',
      endDate: '2027-12-31',
      management: 'NDIA Managed',
      planManager: 'ignored for an NDIA-managed plan',
      note: '',
      budgets: [{ supportCategoryNumber: '5', amount: '$3,000' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'The NDIS plan from 01-07-2026 to 31-12-2027 was updated.',
    });
    const plan = (await get(h, one(id), admin.token)).json();
    expect(plan).toMatchObject({
      endDate: '2027-12-31',
      management: 'NDIA Managed',
      planManager: null,
      note: null,
      totalCents: 300_000,
      budgets: [
        { supportCategoryNumber: '5', supportCategoryName: 'Assistive Technology', amountCents: 300_000 },
      ],
    });
    expect(plan.dateModified).not.toBeNull();
    expect(await countRows(h, planBudgets, c.companyId)).toBe(1);
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Edited the NDIS plan from 01-07-2026 to 31-12-2027 of ${client.firstName} Test`,
      ),
    ).toHaveLength(1);
  });

  it('keeps its own dates without calling them an overlap, but refuses dates over the client’s next plan', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await clientOf(h, c.companyId);
    const id = await addPlan(
      h,
      admin,
      planBody(client.id, { startDate: '2025-07-01', endDate: '2026-06-30' }),
    );
    await addPlan(h, admin, planBody(client.id));
    const { clientId: _c, ...same } = planBody(client.id, { startDate: '2025-07-01', endDate: '2026-06-30' });
    expect((await post(h, edit(id), admin, same)).statusCode).toBe(200);
    const longer = await post(h, edit(id), admin, { ...same, endDate: '2026-07-01' });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().errors).toEqual({ startDate: OVERLAP });
  });

  it('refuses bad input whole, leaving the plan and its budgets as they were', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await clientOf(h, c.companyId);
    const id = await addPlan(h, admin, planBody(client.id));
    const res = await post(h, edit(id), admin, {
      ...planBody(client.id),
      budgets: [{ supportCategoryNumber: '2', amount: 'lots' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'budgets.0.amount': 'Must be a number' });
    expect((await get(h, one(id), admin)).json().totalCents).toBe(5_750_050);
  });

  it('refuses the wrong role (403) and answers 404 to another company or an unknown plan', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    const id = await addPlan(h, c.users.Administrator.token, planBody(client.id));
    const body = planBody(client.id);
    expect((await post(h, edit(id), c.users.Auditor.token, body)).statusCode).toBe(403);
    expect((await post(h, edit(id), c.users.Staff.token, body)).statusCode).toBe(403);
    expect((await post(h, edit(id), other.users.CompanyAdmin.token, body)).statusCode).toBe(404);
    expect(
      (await post(h, edit('7d1f2a34-5b6c-4d7e-8f90-1a2b3c4d5e6f'), c.users.CompanyAdmin.token, body))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/ClientPlans/delete/{id}', () => {
  it('deletes the plan with its budget lines, and logs it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await clientOf(h, c.companyId);
    const id = await addPlan(h, admin.token, planBody(client.id));
    const res = await post(h, remove(id), admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'The NDIS plan from 01-07-2026 to 30-06-2027 was deleted.',
    });
    expect((await get(h, list(client.id), admin.token)).json()).toEqual([]);
    expect(
      await h.database.db
        .select()
        .from(planBudgets)
        .where(and(eq(planBudgets.companyId, c.companyId), eq(planBudgets.planId, id))),
    ).toEqual([]);
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Deleted the NDIS plan from 01-07-2026 to 30-06-2027 of ${client.firstName} Test`,
      ),
    ).toHaveLength(1);
  });

  it('refuses the wrong role (403), and answers 404 to another company, a client, or a plan already deleted', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const client = await clientOf(h, c.companyId, c.users.Client.id);
    const id = await addPlan(h, c.users.Administrator.token, planBody(client.id));
    expect((await post(h, remove(id), c.users.Client.token)).statusCode).toBe(403);
    expect((await post(h, remove(id), c.users.Auditor.token)).statusCode).toBe(403);
    expect((await post(h, remove(id), other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect(await countRows(h, clientPlans, c.companyId)).toBe(1);
    expect((await post(h, remove(id), c.users.CompanyAdmin.token)).statusCode).toBe(200);
    expect((await post(h, remove(id), c.users.CompanyAdmin.token)).statusCode).toBe(404);
  });
});
