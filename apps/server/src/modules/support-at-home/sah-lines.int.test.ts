import { describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../../test/harness.ts';
import { loadInvoice } from '../invoices/invoices.test-kit.ts';
import {
  deliveredService,
  get,
  post,
  QUARTER,
  SETTINGS,
  sahBillingCompany,
} from './support-at-home.test-kit.ts';

// Sydney is UTC+11 in November 2026: 09:00 local on 3 Nov is 22:00Z on 2 Nov.
const NOV3_0900 = '2026-11-02T22:00:00Z';

describe('GET /api/SupportAtHome/client_quarter: the delivered lines (issue 39 item 4)', () => {
  it('prices each approved split at the published price, works out the contribution and the government amount, and draws the quarter', async () => {
    const h = await harness();
    const f = await sahBillingCompany(h);
    // Personal care 09:00–11:10 (2 h 10 min → 2.25 h); domestic assistance 1.5 h the next day.
    await deliveredService(
      h,
      f,
      f.client.id,
      f.services['Personal care'] as string,
      NOV3_0900,
      '2026-11-03T00:10:00Z',
    );
    await deliveredService(
      h,
      f,
      f.client.id,
      f.services['Domestic assistance'] as string,
      '2026-11-03T22:00:00Z',
      '2026-11-03T23:30:00Z',
    );
    const res = await get(h, QUARTER(f.client.id, '2026-11-15'), f.c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    expect(
      q.lines.map((l: Record<string, unknown>) => [
        l.serviceDate,
        l.serviceName,
        l.quantity,
        l.unitPriceCents,
        l.grossCents,
        l.contributionCents,
        l.governmentCents,
        l.claim,
      ]),
    ).toEqual([
      ['2026-11-03', 'Personal care', 2.25, 8400, 18_900, 1890, 17_010, null],
      ['2026-11-04', 'Domestic assistance', 1.5, 7200, 10_800, 3780, 7020, null],
    ]);
    expect(q.lines[0].explanation).toContain(
      'Contribution: $189.00 × independence 10% = $18.90; government $170.10',
    );
    expect(q.usedCents).toBe(29_700);
    expect(q.remainingCents).toBe(q.servicesBudgetCents - 29_700 - q.committedCents);

    // The drawdown setting: the government share only.
    await post(h, SETTINGS, f.admin, {
      drawdownBasis: 'GOVERNMENT_SHARE',
      careManagementRounding: 'HALF_UP',
      contributionRounding: 'HALF_UP',
      lateClaimDayOne: 'END_DATE',
    });
    const gov = (await get(h, QUARTER(f.client.id, '2026-11-15'), f.admin)).json();
    expect(gov.usedCents).toBe(17_010 + 7020);
  });

  it('a split is one line, never two; a client’s lines are only their own', async () => {
    const h = await harness();
    const f = await sahBillingCompany(h);
    await deliveredService(
      h,
      f,
      f.client.id,
      f.services['Personal care'] as string,
      NOV3_0900,
      '2026-11-02T23:00:00Z',
    );
    // The other client is NDIS-funded: their shift is no Support at Home line.
    await deliveredService(
      h,
      f,
      f.otherClient.id,
      f.services['Personal care'] as string,
      NOV3_0900,
      '2026-11-02T23:00:00Z',
    );
    const q = (await get(h, QUARTER(f.client.id, '2026-11-15'), f.admin)).json();
    expect(q.lines).toHaveLength(1);
    expect(new Set(q.lines.map((l: { sourceKey: string }) => l.sourceKey)).size).toBe(1);
    // Never on an NDIS invoice too: the invoice load bills the NDIS client's split, not this one's.
    const load = await loadInvoice(h, bearer(f.admin), 'All', {
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    expect(load.statusCode, load.body).toBe(200);
    expect(load.json().invoices.map((l: { profileId: string }) => l.profileId)).toEqual([f.otherClient.id]);
  });

  it('validation, wrong role, another company and another client: 400, 403, 404, 404', async () => {
    const h = await harness();
    const f = await sahBillingCompany(h);
    await deliveredService(
      h,
      f,
      f.client.id,
      f.services['Personal care'] as string,
      NOV3_0900,
      '2026-11-02T23:00:00Z',
    );
    const bad = await get(h, QUARTER(f.client.id, 'soon'), f.admin);
    expect(bad.statusCode).toBe(400);
    expect(await get(h, QUARTER(f.client.id, '2026-11-15'), f.c.users.Staff.token)).toMatchObject({
      statusCode: 403,
    });
    const other = await createCompany(h);
    expect(
      (await get(h, QUARTER(f.client.id, '2026-11-15'), other.users.Administrator.token)).statusCode,
    ).toBe(404);
    // The client user reads their own quarter with its lines, never another client's.
    const own = await get(h, QUARTER(f.client.id, '2026-11-15'), f.c.users.Client.token);
    expect([own.statusCode, own.json().lines.length]).toEqual([200, 1]);
    expect((await get(h, QUARTER(f.otherClient.id, '2026-11-15'), f.c.users.Client.token)).statusCode).toBe(
      404,
    );
  });
});
