import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { sahClaimBatches, sahClaimLines } from '../../db/schema/index.ts';
import {
  deliveredService,
  get,
  post,
  SAH_CREATE_CLAIM,
  sahBillingCompany,
} from './support-at-home.test-kit.ts';

// The test clock is 22 Nov 2026 (quarter Oct–Dec 2026); 09:00 Sydney on 3 Nov is 22:00Z on 2 Nov.
const NOV = { fromDate: '2026-11-01', toDate: '2026-11-30' };
const BUDGET_USE = (query: string) => `/api/SupportAtHome/report_budget_use?${query}`;
const OUTSTANDING = (query = '') => `/api/SupportAtHome/report_claims_outstanding${query}`;

/** The client's personal care (2 h, $168.00, government $151.20) and a meal ($15.00, government $9.75), approved. */
async function twoLines(h: Harness) {
  const f = await sahBillingCompany(h);
  const s = f.services;
  await deliveredService(
    h,
    f,
    f.client.id,
    s['Personal care'] as string,
    '2026-11-02T22:00:00Z',
    '2026-11-03T00:00:00Z',
  );
  await deliveredService(
    h,
    f,
    f.client.id,
    s.Meals as string,
    '2026-11-03T22:00:00Z',
    '2026-11-03T23:00:00Z',
  );
  return f;
}

describe('Support at Home reports (issue 39 item 6)', () => {
  it('budget use: the client’s quarter with what it used, its risk and note; the CSV has the same row', async () => {
    const h = await harness();
    const f = await twoLines(h);
    const res = await get(h, BUDGET_USE('date=2026-11-22'), f.admin);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.quarter.label).toBe('Oct–Dec 2026');
    expect(view.rows).toHaveLength(1);
    const [row] = view.rows;
    expect(row).toMatchObject({ clientId: f.client.id, classification: '4', quarterLabel: 'Oct–Dec 2026' });
    expect(row.figures.usedCents).toBe(16_800 + 1_500);
    expect(row.figures.remainingCents).toBe(
      row.figures.servicesBudgetCents - 18_300 - row.figures.committedCents,
    );
    // Almost all of the quarter is left: more than can be carried over, so some would lapse.
    expect(row.risk).toBe('lapse');
    expect(row.note).toMatch(/ unspent: \$[\d,]+\.\d\d carries over, \$[\d,]+\.\d\d would lapse$/);
    const csv = await get(h, BUDGET_USE('date=2026-11-22&format=csv'), f.admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line] = csv.body.split('\r\n');
    expect(header).toBe(
      'Client,Classification,Quarter,Services budget,Used,Committed,Remaining,Drawn %,Risk,Note',
    );
    expect(line).toContain(',4,Oct–Dec 2026,');
    expect(line).toContain(',183.00,');
  });

  it('claims outstanding: what is claimed and not paid, by age; a paid line leaves it, a rejected one stays', async () => {
    const h = await harness();
    const f = await twoLines(h);
    expect((await get(h, OUTSTANDING(), f.admin)).json()).toMatchObject({ totalCents: 0, rows: [] });
    const made = await post(h, SAH_CREATE_CLAIM, f.admin, {
      ...NOV,
      confirmedCount: 2,
      confirmedTotalCents: 18_300,
    });
    expect(made.statusCode, made.body).toBe(200);
    const claimed = (await get(h, OUTSTANDING(), f.admin)).json();
    expect(claimed.totalCents).toBe(15_120 + 975);
    expect(claimed.buckets).toEqual({ '0-14': 16_095, '15-30': 0, '31-60': 0, '60+': 0 });
    expect(claimed.rows.map((r: { clientId: string; lines: number }) => [r.clientId, r.lines])).toEqual([
      [f.client.id, 2],
    ]);
    const setStatus = (serviceDate: string, status: string) =>
      h.database.db
        .update(sahClaimLines)
        .set({ status })
        .where(and(eq(sahClaimLines.companyId, f.companyId), eq(sahClaimLines.serviceDate, serviceDate)));
    await setStatus('2026-11-03', 'Paid');
    await setStatus('2026-11-04', 'Rejected');
    expect((await get(h, OUTSTANDING(), f.admin)).json().totalCents).toBe(975);
    // A claim made 70 days ago is over 60 days old.
    const seventyDaysAgo = new Date(h.clock.now().getTime() - 70 * 86_400_000);
    await h.database.db
      .update(sahClaimBatches)
      .set({ dateCreated: seventyDaysAgo })
      .where(eq(sahClaimBatches.companyId, f.companyId));
    expect((await get(h, OUTSTANDING(), f.admin)).json().buckets).toEqual({
      '0-14': 0,
      '15-30': 0,
      '31-60': 0,
      '60+': 975,
    });
    const csv = await get(h, OUTSTANDING('?format=csv'), f.admin);
    expect(csv.body.split('\r\n')[0]).toBe('Client,Lines,0–14 days,15–30 days,31–60 days,over 60 days,Total');
  });

  it('bad input 400 with its message; wrong role 403; another company sees only its own', async () => {
    const h = await harness();
    const f = await twoLines(h);
    const bad = await get(h, BUDGET_USE('date=22-11-2026'), f.admin);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('date');
    expect((await get(h, OUTSTANDING('?format=pdf'), f.admin)).statusCode).toBe(400);
    expect((await get(h, BUDGET_USE('date=2026-11-22'), f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, OUTSTANDING(), f.c.users.Client.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    const theirs = (await get(h, BUDGET_USE('date=2026-11-22'), other.users.Administrator.token)).json();
    expect(theirs.rows).toEqual([]);
    expect((await get(h, OUTSTANDING(), other.users.Administrator.token)).json().rows).toEqual([]);
  });
});
