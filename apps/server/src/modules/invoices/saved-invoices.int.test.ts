import { INVOICE_MESSAGES as M } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { bearer, type Harness, harness } from '../../../test/harness.ts';
import { profiles } from '../../db/schema/index.ts';
import {
  EVENING,
  HOUR,
  type InvoiceSetup,
  insertLine,
  invoiceCompany,
  NOVEMBER,
  WEEKDAY,
} from './invoice-lines.test-kit.ts';

// The database is migrated once, under the hook's longer timeout, not inside the first test.
beforeAll(async () => {
  await harness();
});

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url: `/api/Invoice/${url}`, headers: bearer(token) });
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();

const OCTOBER = { periodFrom: '2026-10-01', periodTo: '2026-10-31' };
const DECEMBER = { periodFrom: '2026-12-01', periodTo: '2026-12-14' };
const SAVED_AT = new Date('2026-11-30T05:00:00Z');

interface Saved extends InvoiceSetup {
  /** A second client of the company, with a December invoice. */
  second: InvoiceSetup;
}

/** Client A: November (3 saved lines, one claimed, one paid, and a draft) and October; client B: December. */
async function savedSetup(): Promise<Saved> {
  const h = await harness();
  const s = await invoiceCompany(h);
  const b = await insertProfile(h, s.c.companyId, { firstName: 'Bea' });
  const second = { ...s, clientId: b.id, clientName: 'Bea Test' };
  await insertLine(s, {
    date: '2026-11-03',
    hours: 3,
    totalKm: 12.25,
    claimStatus: 'Claimed',
    savedAt: SAVED_AT,
  });
  await insertLine(s, {
    date: '2026-11-10',
    hours: 2,
    agreedHours: 2.5,
    itemNumber: EVENING,
    unitPriceCents: 7738,
    totalKm: 0.5,
    claimStatus: 'Paid',
    savedAt: new Date('2026-11-30T04:00:00Z'),
  });
  // Saved before SAVED_AT, whatever the fork's shared clock reads now (other files move it on).
  await insertLine(s, { date: '2026-11-17', hours: 1, savedAt: new Date('2026-11-30T03:00:00Z') });
  await insertLine(s, { date: '2026-11-24', hours: 4, status: 'Draft' });
  await insertLine(s, { ...OCTOBER, date: '2026-10-20', hours: 2, invoiceNumber: 'INV-000002' });
  await insertLine(second, { ...DECEMBER, date: '2026-12-02', hours: 1.5, invoiceNumber: 'INV-000003' });
  return { ...s, second };
}

describe('GET /api/Invoice/list_dategroup_invoices', () => {
  it('lists saved invoices newest period first with exact sums and claim counts', async () => {
    const s = await savedSetup();
    const res = await get(s.h, 'list_dategroup_invoices', s.c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((i: { fromDate: string }) => i.fromDate)).toEqual([
      '2026-12-01',
      '2026-11-01',
      '2026-10-01',
    ]);
    expect(list[1]).toEqual({
      invoiceNumber: 'INV-000001',
      description: `INV-000001 · ${s.clientName} · 01-11-2026 to 30-11-2026`,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      clientId: s.clientId,
      clientName: s.clientName,
      totalDuration: 6 * HOUR,
      totalAgreedDuration: 6.5 * HOUR,
      // The hours billed (the lines' quantities): what the amount is, beside it (issue 40 item 2).
      billed: [{ unit: 'H', quantity: 6.5 }],
      // 3 × 70.23 + 2.5 × 77.38 + 1 × 70.23 = 210.69 + 193.45 + 70.23
      amount: 474.37,
      amountCents: 47437,
      totalKm: 12.75,
      lineCount: 3,
      claimedCount: 1,
      paidCount: 1,
      rejectedCount: 0,
      savedAt: SAVED_AT.toISOString(),
      // Lines written straight to the table have no invoice account: they read as Saved, NDIA.
      invoiceId: null,
      management: null,
      toSend: false,
      billToName: null,
      state: 'Saved',
      stateLabel: 'Saved',
      invoicedCents: 47437,
      paidCents: 0,
      owedCents: 47437,
      dueDate: null,
      sentTo: null,
      sentAt: null,
      heldBackCount: 0,
    });
    expect(list[0]).toMatchObject({
      clientId: s.second.clientId,
      amountCents: 10535,
      description: expect.stringContaining('01-12-2026 to 14-12-2026'),
    });
    const mine = await get(
      s.h,
      `list_dategroup_invoices?clientId=${s.clientId}`,
      s.c.users.CompanyAdmin.token,
    );
    expect(mine.json().map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([
      'INV-000001',
      'INV-000002',
    ]);
    const all = await get(s.h, 'list_dategroup_invoices?clientId=All', s.c.users.CompanyAdmin.token);
    expect(all.json()).toHaveLength(3);
  });

  it('shows an auditor the audit-approved clients only', async () => {
    const s = await savedSetup();
    const token = s.c.users.Auditor.token;
    expect((await get(s.h, 'list_dategroup_invoices', token)).json()).toEqual([]);
    await s.h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, s.clientId));
    const approved = await get(s.h, 'list_dategroup_invoices', token);
    expect(approved.json().map((i: { clientId: string }) => i.clientId)).toEqual([s.clientId, s.clientId]);
    expect((await get(s.h, `list_dategroup_invoices?clientId=${s.second.clientId}`, token)).statusCode).toBe(
      404,
    );
  });

  it('refuses a bad client (400 at clientId), other roles (403) and another company’s client (404)', async () => {
    const s = await savedSetup();
    const other = await invoiceCompany(s.h);
    const bad = await get(s.h, 'list_dategroup_invoices?clientId=x', s.c.users.Administrator.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ clientId: M.clientRequired });
    for (const role of ['Staff', 'Client', 'CareManager'] as const) {
      expect((await get(s.h, 'list_dategroup_invoices', s.c.users[role].token)).statusCode).toBe(403);
    }
    const theirs = await get(
      s.h,
      `list_dategroup_invoices?clientId=${other.clientId}`,
      s.c.users.Administrator.token,
    );
    expect(theirs.statusCode).toBe(404);
  });
});

describe('GET /api/Invoice/list_invoices', () => {
  it("gives a saved invoice's lines in date order with totals, groups and its number", async () => {
    const s = await savedSetup();
    const res = await get(
      s.h,
      `list_invoices?${qs({ ...NOVEMBER, clientId: s.clientId })}`,
      s.c.users.Administrator.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.invoices.map((l: { date: string }) => l.date)).toEqual([
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
    ]);
    expect(body).toMatchObject({
      totalDuration: 6 * HOUR,
      totalAgreedDuration: 6.5 * HOUR,
      totalAmountCents: 47437,
      totalAmount: 474.37,
      totalKm: 12.75,
      invoiceNumber: 'INV-000001',
      profile: { profileId: s.clientId, fullName: s.clientName, ndisNo: null },
    });
    expect(
      body.groupInvoice.map((g: { itemNumber: string; amountCents: number; lineCount: number }) => [
        g.itemNumber,
        g.amountCents,
        g.lineCount,
      ]),
    ).toEqual([
      [WEEKDAY, 28092, 2],
      [EVENING, 19345, 1],
    ]);
    // A period that is not the saved one's exactly has no lines.
    const part = await get(
      s.h,
      `list_invoices?${qs({ fromDate: '2026-11-01', toDate: '2026-11-15', clientId: s.clientId })}`,
      s.c.users.Administrator.token,
    );
    expect(part.json()).toMatchObject({ invoices: [], totalAmountCents: 0, invoiceNumber: null });
  });

  it('refuses a bad period or client at the field (400), other roles (403), hidden and foreign clients (404)', async () => {
    const s = await savedSetup();
    const other = await invoiceCompany(s.h);
    const admin = s.c.users.Administrator.token;
    const cases: [Record<string, string>, string, string][] = [
      [{ toDate: '2026-11-30', clientId: s.clientId }, 'fromDate', M.periodRequired],
      [{ fromDate: '2026-11-30', toDate: '2026-11-01', clientId: s.clientId }, 'toDate', M.periodOrder],
      [{ ...NOVEMBER, clientId: 'All' }, 'clientId', M.clientRequired],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(s.h, `list_invoices?${qs(query)}`, admin);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    }
    const url = `list_invoices?${qs({ ...NOVEMBER, clientId: s.clientId })}`;
    for (const role of ['Staff', 'Client'] as const) {
      expect((await get(s.h, url, s.c.users[role].token)).statusCode).toBe(403);
    }
    expect((await get(s.h, url, s.c.users.Auditor.token)).statusCode).toBe(404);
    await s.h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, s.clientId));
    expect((await get(s.h, url, s.c.users.Auditor.token)).json().invoices).toHaveLength(3);
    const theirs = await get(s.h, `list_invoices?${qs({ ...NOVEMBER, clientId: other.clientId })}`, admin);
    expect(theirs.statusCode).toBe(404);
  });
});
