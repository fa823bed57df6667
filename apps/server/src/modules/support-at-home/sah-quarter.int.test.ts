import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { USED_NOTE } from './sah-quarter.ts';
import {
  clientOf,
  get,
  post,
  programBody,
  QUARTER,
  SAVE_PROGRAM,
  SAVE_ROW,
  SETTINGS,
  sahClient,
} from './support-at-home.test-kit.ts';

describe('GET /api/SupportAtHome/client_quarter', () => {
  it('the worked example’s budget: class 6, Apr–Jun 2026 — budget, care management, services budget, carry-over cap', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    await sahClient(h, c.users.CompanyAdmin.token, client.id);
    const res = await get(h, QUARTER(client.id, '2026-05-15'), c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      quarter: { start: '2026-04-01', end: '2026-06-30', label: 'Apr–Jun 2026' },
      classification: '6',
      budgetCents: 1_202_858,
      careManagementCents: 120_286,
      carriedInCents: 0,
      servicesBudgetCents: 1_082_572,
      usedCents: 0,
      committedCents: 0,
      remainingCents: 1_082_572,
      carryOverCapCents: 120_286,
      projectedCarryOutCents: 120_286,
      projectedLapseCents: 962_286,
      drawdownBasis: 'FULL_PRICE',
      estimate: false,
      usedNote: USED_NOTE,
      claimWindowLastDay: '2026-08-28',
      warnings: [],
    });
    expect(res.json().explanation).toContain(
      'Budget: classification 6 annual $48,114.30 ÷ 4 = $12,028.58 (row from 2025-11-01)',
    );
  });

  it('follows the settings (truncation, day 1 the day after) and the rows an admin entered for 2026-27', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const client = await clientOf(h, c.companyId);
    await sahClient(h, token, client.id);
    const stale = (await get(h, QUARTER(client.id, '2026-08-01'), token)).json();
    expect(stale.warnings[0]).toMatch(/^2026-27 budget amounts not entered/);
    await post(h, SETTINGS, token, {
      drawdownBasis: 'FULL_PRICE',
      careManagementRounding: 'TRUNCATE',
      contributionRounding: 'HALF_UP',
      lateClaimDayOne: 'DAY_AFTER',
    });
    await post(h, SAVE_ROW, token, {
      kind: 'CLASS_6',
      amount: '50,000.00',
      effectiveFrom: '2026-07-01',
      source: 'Schedule 2026-27',
    });
    const apr = (await get(h, QUARTER(client.id, '2026-04-01'), token)).json();
    expect([apr.careManagementCents, apr.claimWindowLastDay]).toEqual([120_285, '2026-08-29']);
    const jul = (await get(h, QUARTER(client.id, '2026-07-01'), token)).json();
    expect([jul.budgetCents, jul.careManagementCents, jul.warnings]).toEqual([1_250_000, 125_000, []]);
  });

  it('a client who starts inside the quarter gets the day-based estimate, labelled', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    await sahClient(h, c.users.CompanyAdmin.token, client.id, {
      classification: '2',
      startDate: '2026-05-16',
    });
    const q = (await get(h, QUARTER(client.id, '2026-06-01'), c.users.CompanyAdmin.token)).json();
    expect([q.budgetCents, q.estimate]).toEqual([202_633, true]);
    expect(q.warnings).toContain(
      "Part-quarter budget is an estimate: Services Australia's pro-rated figure wins (SUPPORT-AT-HOME.md §1.2)",
    );
  });

  it('says what is missing: not Support at Home, no classification, a pathway, a bad date', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const ndis = await clientOf(h, c.companyId);
    const notSah = await get(h, QUARTER(ndis.id, '2026-05-01'), token);
    expect(notSah.statusCode).toBe(400);
    expect(notSah.json().message).toBe('This client is not funded by Support at Home');
    const bare = await clientOf(h, c.companyId);
    await post(h, SAVE_PROGRAM, token, programBody(bare.id));
    expect((await get(h, QUARTER(bare.id, '2026-05-01'), token)).json().message).toBe(
      'No classification recorded for this client on that date',
    );
    const eol = await clientOf(h, c.companyId);
    await sahClient(h, token, eol.id, { classification: 'END_OF_LIFE' });
    expect((await get(h, QUARTER(eol.id, '2026-05-01'), token)).json().message).toBe(
      'END_OF_LIFE is a short-term pathway: its funding is an episode amount, not a quarterly budget',
    );
    const bad = await get(h, `/api/SupportAtHome/client_quarter?clientId=${eol.id}&date=2026-02-30`, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ date: 'Enter a valid date' });
  });

  it('a client reads their own quarter; another client’s is 404, another company’s 404; a worker 403', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const mine = await clientOf(h, c.companyId, c.users.Client.id);
    const neighbour = await clientOf(h, c.companyId);
    await sahClient(h, token, mine.id);
    await sahClient(h, token, neighbour.id);
    expect((await get(h, QUARTER(mine.id, '2026-05-01'), c.users.Client.token)).statusCode).toBe(200);
    expect((await get(h, QUARTER(neighbour.id, '2026-05-01'), c.users.Client.token)).statusCode).toBe(404);
    expect(
      (await get(h, `/api/SupportAtHome/get_client_program?clientId=${neighbour.id}`, c.users.Client.token))
        .statusCode,
    ).toBe(404);
    expect((await get(h, QUARTER(mine.id, '2026-05-01'), c.users.Staff.token)).statusCode).toBe(403);
    const theirs = await clientOf(h, other.companyId);
    await sahClient(h, other.users.CompanyAdmin.token, theirs.id);
    expect((await get(h, QUARTER(theirs.id, '2026-05-01'), token)).statusCode).toBe(404);
  });
});
