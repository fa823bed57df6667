import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { countRows } from '../../../test/uploads.ts';
import { sahBudgetRows } from '../../db/schema/index.ts';
import { seedSahRowsOfAllCompanies } from './sah-rows-job.ts';
import { BUDGETS, get, post, SAVE_ROW, SETTINGS } from './support-at-home.test-kit.ts';

type Row = {
  rowId: string | null;
  kind: string;
  amountCents: number;
  quarterlyCents: number | null;
  effectiveFrom: string;
  status: string;
};
const rowOf = (rows: Row[], kind: string, from = '2025-11-01') =>
  rows.find((r) => r.kind === kind && r.effectiveFrom === from) as Row;
const newRow = {
  kind: 'CLASS_4',
  amount: '30,600.00',
  effectiveFrom: '2026-07-01',
  source: 'Schedule of Subsidies and Supplements 2026-27',
};

describe('GET /api/SupportAtHome/get_budgets', () => {
  it('shows the shipped rows before seeding (reads never seed), then the company’s own, with the quarter derived', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = (await get(h, BUDGETS, c.users.Administrator.token)).json();
    expect(before.seeded).toBe(false);
    expect(rowOf(before.rows, 'CLASS_6')).toMatchObject({
      rowId: null,
      amountCents: 4_811_430,
      quarterlyCents: 1_202_858,
    });
    expect(before.settings).toEqual({
      drawdownBasis: 'FULL_PRICE',
      careManagementRounding: 'HALF_UP',
      contributionRounding: 'HALF_UP',
      lateClaimDayOne: 'END_DATE',
    });
    expect(await countRows(h, sahBudgetRows, c.companyId)).toBe(0);
    expect(await seedSahRowsOfAllCompanies(h.database, h.clock.now(), [c.companyId])).toBe(1);
    const after = (await get(h, BUDGETS, c.users.Administrator.token)).json();
    expect(after.seeded).toBe(true);
    expect(after.rows).toHaveLength(14);
    expect(rowOf(after.rows, 'END_OF_LIFE')).toMatchObject({
      amountCents: 2_500_000,
      quarterlyCents: null,
      status: 'unconfirmed',
    });
    expect(rowOf(after.rows, 'CLASS_1').rowId).toEqual(expect.any(String));
  });

  it('warns in 2026-27 until the year’s rows are entered (the clock on 22 Nov 2026)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const view = (await get(h, BUDGETS, c.users.CompanyAdmin.token)).json();
    expect(view.warnings).toEqual([
      "2026-27 budget amounts not entered: projections use the amounts effective from 2025-11-01 (Setup → Support at Home budgets; Services Australia's budget wins)",
    ]);
  });

  it('the warning goes once every classification has a 2026-27 row', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      await post(h, SAVE_ROW, token, { ...newRow, kind: `CLASS_${n}` });
    }
    expect((await get(h, BUDGETS, token)).json().warnings).toHaveLength(1);
    await post(h, SAVE_ROW, token, { ...newRow, kind: 'CLASS_8' });
    expect((await get(h, BUDGETS, token)).json().warnings).toEqual([]);
  });

  it('is for the office only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      expect((await get(h, BUDGETS, c.users[role].token)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/SupportAtHome/save_budget_row', () => {
  it('adds the 2026-27 amount (seeding the company first), logged', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.CompanyAdmin;
    const res = await post(h, SAVE_ROW, admin.token, newRow);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'The budget row was added.',
      rowId: expect.any(String),
    });
    expect(await countRows(h, sahBudgetRows, c.companyId)).toBe(15);
    expect(
      await activitiesOf(
        h,
        admin.id,
        'Added the Support at Home budget row CLASS_4 from 01-07-2026: $30,600.00 (Schedule of Subsidies and Supplements 2026-27)',
      ),
    ).toHaveLength(1);
    const rows = (await get(h, BUDGETS, admin.token)).json().rows as Row[];
    expect(rowOf(rows, 'CLASS_4', '2026-07-01')).toMatchObject({
      amountCents: 3_060_000,
      quarterlyCents: 765_000,
      status: 'confirmed',
    });
  });

  it('changes a row by its id, and a changed row is never seeded over', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    await seedSahRowsOfAllCompanies(h.database, h.clock.now(), [c.companyId]);
    const eol = rowOf((await get(h, BUDGETS, token)).json().rows, 'END_OF_LIFE');
    const res = await post(h, SAVE_ROW, token, {
      rowId: eol.rowId,
      kind: 'END_OF_LIFE',
      amount: '25000',
      effectiveFrom: '2025-11-01',
      source: 'Checked against the Schedule of Subsidies and Supplements',
    });
    expect(res.json().message).toBe('The budget row was saved.');
    await seedSahRowsOfAllCompanies(h.database, h.clock.now(), [c.companyId]);
    const rows = (await get(h, BUDGETS, token)).json().rows as Row[];
    expect(rows).toHaveLength(14);
    expect(rowOf(rows, 'END_OF_LIFE').status).toBe('confirmed');
  });

  it('each validation message; a second row of a kind on the same day; nothing stored', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    expect((await post(h, SAVE_ROW, token, {})).json().errors).toEqual({
      kind: 'Choose a classification or pathway',
      amount: 'Amount is required',
      effectiveFrom: 'Effective from is required',
      source: 'Say where the amount comes from',
    });
    const bad = await post(h, SAVE_ROW, token, { ...newRow, kind: 'CLASS_9', amount: '12.345' });
    expect(bad.json().errors).toEqual({
      kind: 'Choose a classification or pathway',
      amount: 'Enter at most 2 decimal places',
    });
    const back = await post(h, SAVE_ROW, token, { ...newRow, effectiveTo: '2026-06-30' });
    expect(back.json().errors).toEqual({ effectiveTo: 'The last day must be on or after the first' });
    const big = await post(h, SAVE_ROW, token, { ...newRow, amount: '1000000.01' });
    expect(big.json().errors).toEqual({ amount: 'Enter an amount up to $1,000,000.00' });
    expect(await countRows(h, sahBudgetRows, c.companyId)).toBe(0);
    const same = await post(h, SAVE_ROW, token, { ...newRow, effectiveFrom: '2025-11-01' });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ effectiveFrom: 'A row of this kind already starts on that date' });
  });

  it('an Administrator may not change the rows (403); another company’s row is 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    expect((await post(h, SAVE_ROW, c.users.Administrator.token, newRow)).statusCode).toBe(403);
    await seedSahRowsOfAllCompanies(h.database, h.clock.now(), [other.companyId]);
    const theirs = rowOf((await get(h, BUDGETS, other.users.CompanyAdmin.token)).json().rows, 'CLASS_1');
    const res = await post(h, SAVE_ROW, c.users.CompanyAdmin.token, {
      ...newRow,
      rowId: theirs.rowId,
      kind: 'CLASS_1',
      effectiveFrom: '2025-11-01',
    });
    expect(res.statusCode).toBe(404);
    expect(
      rowOf((await get(h, BUDGETS, other.users.CompanyAdmin.token)).json().rows, 'CLASS_1').amountCents,
    ).toBe(1_073_100);
  });
});

describe('POST /api/SupportAtHome/edit_settings', () => {
  const settings = {
    drawdownBasis: 'GOVERNMENT_SHARE',
    careManagementRounding: 'TRUNCATE',
    contributionRounding: 'HALF_UP',
    lateClaimDayOne: 'DAY_AFTER',
  };

  it('saves the unconfirmed readings as settings, each change in the log', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.CompanyAdmin;
    const res = await post(h, SETTINGS, admin.token, settings);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(h, BUDGETS, admin.token)).json().settings).toEqual(settings);
    expect(
      await activitiesOf(
        h,
        admin.id,
        'Changed the Support at Home settings: drawdown basis FULL_PRICE → GOVERNMENT_SHARE, care management rounding HALF_UP → TRUNCATE, day 1 of the 60 days END_DATE → DAY_AFTER',
      ),
    ).toHaveLength(1);
    expect((await post(h, SETTINGS, admin.token, settings)).json().message).toBe('Nothing changed.');
  });

  it('each validation message; Administrator 403', async () => {
    const h = await harness();
    const c = await createCompany(h);
    expect(
      (await post(h, SETTINGS, c.users.CompanyAdmin.token, { drawdownBasis: 'HALF' })).json().errors,
    ).toEqual({
      drawdownBasis: 'Choose one of the options',
      careManagementRounding: 'Choose one of the options',
      contributionRounding: 'Choose one of the options',
      lateClaimDayOne: 'Choose one of the options',
    });
    expect((await post(h, SETTINGS, c.users.Administrator.token, settings)).statusCode).toBe(403);
  });
});
