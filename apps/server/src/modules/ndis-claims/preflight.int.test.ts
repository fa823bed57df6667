import type { PreflightResult } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { clientPlans, companies } from '../../db/schema/index.ts';
import { H } from '../timesheets/timesheets.test-kit.ts';
import {
  addPlanRow,
  type ClaimsFixture,
  claimableClient,
  claimsCompany,
  getAs,
  NOVEMBER,
  savedLine,
  url,
} from './claims.test-kit.ts';

let h: Harness;
let f: ClaimsFixture;

beforeAll(async () => {
  h = await harness();
  f = await claimsCompany(h);
});

const preflight = async (token: string, query: Record<string, string | undefined>) => {
  const res = await getAs(h, url('preflight', query), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PreflightResult;
};
const rulesOf = (r: PreflightResult, id: string) =>
  r.lines.find((x) => x.invoicesId === id)?.problems.map((p) => p.rule);

describe('GET /Claims/preflight', () => {
  it('passes the good lines and lists each failing rule on its line', async () => {
    const good = await savedLine(h, f);
    const noItem = await savedLine(h, f, {
      itemNumber: null,
      date: '2026-11-04',
      dateFrom: new Date('2026-11-04T09:00:00+11:00'),
      dateTo: new Date('2026-11-04T10:00:00+11:00'),
      lineNumber: 2,
    });
    const noNdis = await claimableClient(h, f.c.companyId, null);
    const noNdisLine = await savedLine(h, f, {
      profileId: noNdis.id,
      lineNumber: 1,
      invoiceNumber: 'INV-000002',
    });
    const managed = await claimableClient(h, f.c.companyId, '431234568');
    await h.database.db.delete(clientPlans).where(eq(clientPlans.profileId, managed.id));
    await addPlanRow(h, f.c.companyId, managed.id, 'Plan Managed');
    const managedLine = await savedLine(h, f, { profileId: managed.id, invoiceNumber: 'INV-000003' });
    const outside = await claimableClient(h, f.c.companyId, '431234569');
    const outsideLine = await savedLine(h, f, {
      profileId: outside.id,
      invoiceNumber: 'INV-000004',
      date: '2026-11-05',
      dateFrom: new Date('2026-11-05T09:00:00+11:00'),
      dateTo: new Date('2026-11-05T10:00:00+11:00'),
    });
    await h.database.db.delete(clientPlans).where(eq(clientPlans.profileId, outside.id));
    // The same support already claimed: the duplicate is refused.
    await savedLine(h, f, {
      claimStatus: 'Claimed',
      invoiceNumber: 'INV-000009',
      lineNumber: 1,
      date: '2026-11-06',
      dateFrom: new Date('2026-11-06T09:00:00+11:00'),
      dateTo: new Date('2026-11-06T11:00:00+11:00'),
    });
    const duplicate = await savedLine(h, f, {
      invoiceNumber: 'INV-000010',
      date: '2026-11-06',
      dateFrom: new Date('2026-11-06T09:00:00+11:00'),
      dateTo: new Date('2026-11-06T11:00:00+11:00'),
    });

    // Minutes worked past the rostered end: priced, nothing agreed, $0 — nothing to claim, left out.
    const nothing = await savedLine(h, f, {
      invoiceNumber: 'INV-000011',
      date: '2026-11-07',
      dateFrom: new Date('2026-11-07T20:00:00+11:00'),
      dateTo: new Date('2026-11-07T20:03:00+11:00'),
      agreedDurationTicks: 0,
      amountCents: 0,
    });

    const r = await preflight(f.admin, NOVEMBER);
    expect(r.lines.some((x) => x.invoicesId === nothing)).toBe(false);
    expect(r.companyProblems).toEqual([]);
    expect(rulesOf(r, good)).toEqual([]);
    expect(r.lines.find((x) => x.invoicesId === good)).toMatchObject({
      claimReference: 'INV-000001-1',
      ndisNo: '431234567',
      itemNumber: '01_011_0107_1_1',
      amountCents: 24581,
      claimStatus: null,
    });
    expect(rulesOf(r, noItem)).toEqual(['noItem']);
    expect(rulesOf(r, noNdisLine)).toEqual(['noNdisNumber']);
    expect(rulesOf(r, managedLine)).toEqual(['notAgencyManaged']);
    expect(rulesOf(r, outsideLine)).toEqual(['outsidePlan']);
    expect(rulesOf(r, duplicate)).toEqual(['duplicateClaim']);
    // The claimed line is not a candidate any more.
    expect(r.lines).toHaveLength(6);
    expect(r.passingCount).toBe(1);
    expect(r.failingCount).toBe(5);
    expect(r.passingCents).toBe(24581);
    for (const line of r.lines) {
      for (const p of line.problems) {
        expect(p.message.length).toBeGreaterThan(0);
        expect(p.fix.length).toBeGreaterThan(0);
      }
    }
    // One client only.
    const one = await preflight(f.admin, { ...NOVEMBER, clientId: outside.id });
    expect(one.lines.map((x) => x.invoicesId)).toEqual([outsideLine]);
    // A line dated outside the period is not read.
    const october = await preflight(f.admin, {
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
      clientId: 'All',
    });
    expect(october.lines).toEqual([]);
  });

  it('lists an unconfirmed short delivery as a note with both figures; the line still passes; a confirmed one has none', async () => {
    const client = await claimableClient(h, f.c.companyId, '431234570');
    const short = await savedLine(h, f, {
      profileId: client.id,
      invoiceNumber: 'INV-000020',
      date: '2026-11-10',
      dateFrom: new Date('2026-11-10T09:00:00+11:00'),
      dateTo: new Date('2026-11-10T10:00:00+11:00'),
      durationTicks: H,
      agreedDurationTicks: 2 * H,
      billedDurationTicks: H,
      shortDelivery: 'Unconfirmed',
    });
    const confirmed = await savedLine(h, f, {
      profileId: client.id,
      invoiceNumber: 'INV-000020',
      lineNumber: 2,
      date: '2026-11-11',
      dateFrom: new Date('2026-11-11T09:00:00+11:00'),
      dateTo: new Date('2026-11-11T10:00:00+11:00'),
      durationTicks: H,
      agreedDurationTicks: 2 * H,
      billedDurationTicks: 2 * H,
      shortDelivery: 'Confirmed',
      shortDeliveryReason: 'The participant asked to finish early',
    });
    const r = await preflight(f.admin, { ...NOVEMBER, clientId: client.id });
    const shortView = r.lines.find((x) => x.invoicesId === short);
    expect(shortView?.problems).toEqual([]);
    expect(shortView?.notes).toEqual([
      expect.objectContaining({
        rule: 'shortDelivery',
        message: expect.stringContaining('worked 1.00 h of the agreed 2.00 h'),
      }),
    ]);
    expect(r.lines.find((x) => x.invoicesId === confirmed)?.notes).toEqual([]);
    expect(r.passingCount).toBe(2);
  });

  it('a company without an ABN or registration number fails every line', async () => {
    const g = await claimsCompany(h);
    await h.database.db
      .update(companies)
      .set({ abn: null, ndisRegistrationNumber: '  ' })
      .where(eq(companies.id, g.c.companyId));
    await savedLine(h, g);
    const r = await preflight(g.admin, NOVEMBER);
    expect(r.companyProblems.map((p) => p.rule).sort()).toEqual(['noAbn', 'noRegistrationNumber']);
    expect(r.passingCount).toBe(0);
    expect(r.failingCount).toBe(1);
  });

  it('refuses a bad period at the field and a client that is neither a uuid nor All', async () => {
    const bad = await getAs(h, url('preflight', { fromDate: '2026-11-31', toDate: '2026-11-30' }), f.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('fromDate');
    const order = await getAs(h, url('preflight', { fromDate: '2026-11-30', toDate: '2026-11-01' }), f.admin);
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toHaveProperty('toDate');
    const missing = await getAs(h, url('preflight', { toDate: '2026-11-01' }), f.admin);
    expect(missing.json().errors).toHaveProperty('fromDate');
    const client = await getAs(h, url('preflight', { ...NOVEMBER, clientId: 'nobody' }), f.admin);
    expect(client.statusCode).toBe(400);
    expect(client.json().errors).toEqual({ clientId: 'Choose a client or All clients' });
  });

  it('is for the office only (403) and never reads another company’s client (404)', async () => {
    for (const role of ['Staff', 'Auditor', 'Client', 'CareManager'] as const) {
      const res = await getAs(h, url('preflight', NOVEMBER), f.c.users[role].token);
      expect(res.statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    const res = await getAs(
      h,
      url('preflight', { ...NOVEMBER, clientId: f.client.id }),
      other.users.CompanyAdmin.token,
    );
    expect(res.statusCode).toBe(404);
  });
});
