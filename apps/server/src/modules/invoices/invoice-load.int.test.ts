import type { InvoiceLoadResult } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { attendances, invoiceSettings, planBudgets, profiles } from '../../db/schema/index.ts';
import { recomputeSplits } from '../attendance/split-recompute.ts';
import { H } from '../timesheets/timesheets.test-kit.ts';
import {
  addPlan,
  billed,
  cancelledShift,
  invoiceUrl,
  invoicingCompany,
  loadInvoice,
  PERIOD,
  setSplitsStatus,
} from './invoices.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

describe('GET /Invoice/load_invoice', () => {
  it('bills an approved weekday shift on the weekday daytime item at the NSW limit, totals exact; a pending split is not billed', async () => {
    const f = await invoicingCompany(h);
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-07T09:00:00+10:00',
      '2026-09-07T12:00:00+10:00',
      {
        km: 4.5,
      },
    );
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-08T09:00:00+10:00',
      '2026-09-08T11:00:00+10:00',
      {
        status: 'Pending',
      },
    );
    const res = await loadInvoice(h, f.admin, f.client.id);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as InvoiceLoadResult;
    expect(r.invoices).toHaveLength(1);
    const [line] = r.invoices;
    expect(line).toMatchObject({
      itemNumber: '01_011_0107_1_1',
      unitPriceCents: 7023,
      unitPrice: 70.23,
      amountCents: 21069,
      amount: 210.69,
      quantity: 3,
      duration: 3 * H,
      agreedDuration: 3 * H,
      date: '2026-09-07',
      shiftCode: 'M',
      status: 'Draft',
      periodFrom: PERIOD.fromDate,
      periodTo: PERIOD.toDate,
      profileId: f.client.id,
      totalKm: 4.5,
      hasItem: true,
      invoiceNumber: null,
    });
    expect(r).toMatchObject({
      totalAmountCents: 21069,
      totalAmount: 210.69,
      totalDuration: 3 * H,
      totalAgreedDuration: 3 * H,
      totalKm: 4.5,
      loadedCount: 1,
      savedCount: 0,
      profile: { profileId: f.client.id, ndisNo: '430000001' },
      xeroUploadLink: null,
    });
    expect(r.groupInvoice).toHaveLength(1);
    expect(r.groupInvoice[0]).toMatchObject({
      itemNumber: '01_011_0107_1_1',
      amountCents: 21069,
      lineCount: 1,
    });
    expect(r.grouped_Agreed_Actual[0]).toMatchObject({ itemNumber: '01_011_0107_1_1', amountCents: 21069 });
    // Priced at NSW because the client has no state: the load says so (issue 26), and nothing else.
    expect(r.warnings.map((w) => w.kind)).toEqual(['noState']);
  });

  it('bills a shift of two clients to each at the limit divided by two (35.11 an hour)', async () => {
    const f = await invoicingCompany(h);
    await billed(
      h,
      f.companyId,
      f.staff.id,
      [f.client.id, f.otherClient.id],
      '2026-09-09T09:00:00+10:00',
      '2026-09-09T12:00:00+10:00',
    );
    for (const id of [f.client.id, f.otherClient.id]) {
      const r = (await loadInvoice(h, f.admin, id)).json() as InvoiceLoadResult;
      expect(r.invoices).toHaveLength(1);
      expect(r.invoices[0]).toMatchObject({ profileId: id, unitPriceCents: 3511, amountCents: 10533 });
      expect(r.totalAmountCents).toBe(10533);
    }
  });

  it('bills a higher-rate client’s support across 20:00 as one line at the evening rate, a split client per band', async () => {
    const f = await invoicingCompany(h);
    await h.database.db
      .update(profiles)
      .set({ boundaryRule: 'higherRate' })
      .where(eq(profiles.id, f.otherClient.id));
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.otherClient.id,
      '2026-09-10T18:00:00+10:00',
      '2026-09-10T22:00:00+10:00',
    );
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-10T18:00:00+10:00',
      '2026-09-10T22:00:00+10:00',
    );
    const higher = (await loadInvoice(h, f.admin, f.otherClient.id)).json() as InvoiceLoadResult;
    expect(higher.invoices).toHaveLength(1);
    expect(higher.invoices[0]).toMatchObject({
      itemNumber: '01_015_0107_1_1',
      unitPriceCents: 7738,
      amountCents: 30952,
    });
    const split = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(split.invoices.map((l) => l.itemNumber).sort()).toEqual(['01_011_0107_1_1', '01_015_0107_1_1']);
    expect(split.totalAmountCents).toBe(2 * 7023 + 2 * 7738);
  });

  it('bills an attendance across the period’s end: higher rate whole in the period it starts, split per date', async () => {
    const f = await invoicingCompany(h);
    await h.database.db
      .update(profiles)
      .set({ boundaryRule: 'higherRate' })
      .where(eq(profiles.id, f.otherClient.id));
    // Sun 20 Sep 22:00 to Mon 21 Sep 02:00: SUN 2 h on the 20th, EX 2 h on the 21st.
    const [from, to] = ['2026-09-20T22:00:00+10:00', '2026-09-21T02:00:00+10:00'];
    await billed(h, f.companyId, f.staff.id, f.otherClient.id, from, to);
    await billed(h, f.companyId, f.otherStaff.id, f.client.id, from, to);
    const next = { fromDate: '2026-09-21', toDate: '2026-09-27' };
    const higher = (await loadInvoice(h, f.admin, f.otherClient.id)).json() as InvoiceLoadResult;
    expect(higher.invoices).toHaveLength(1);
    expect(higher.invoices[0]).toMatchObject({ date: '2026-09-20', duration: 4 * H });
    const higherNext = (await loadInvoice(h, f.admin, f.otherClient.id, next)).json() as InvoiceLoadResult;
    expect(higherNext.invoices).toEqual([]);
    const split = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(split.invoices.map((l) => [l.date, l.duration])).toEqual([['2026-09-20', 2 * H]]);
    const splitNext = (await loadInvoice(h, f.admin, f.client.id, next)).json() as InvoiceLoadResult;
    expect(splitNext.invoices.map((l) => [l.date, l.duration])).toEqual([['2026-09-21', 2 * H]]);
  });

  it('bills a sleepover as one N line of $297.60', async () => {
    const f = await invoicingCompany(h);
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-09T22:00:00+10:00',
      '2026-09-10T08:00:00+10:00',
      {
        night: true,
      },
    );
    const r = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(r.invoices).toHaveLength(1);
    expect(r.invoices[0]).toMatchObject({
      itemNumber: '01_010_0107_1_1',
      shiftCode: 'N',
      unitPriceCents: 29760,
      amountCents: 29760,
      quantity: 1,
    });
  });

  it('replaces the drafts on a second load and keeps saved lines without billing them again', async () => {
    const f = await invoicingCompany(h);
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-07T09:00:00+10:00',
      '2026-09-07T12:00:00+10:00',
    );
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-08T09:00:00+10:00',
      '2026-09-08T11:00:00+10:00',
    );
    const first = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    const again = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(again.invoices).toHaveLength(first.invoices.length);
    expect(again.loadedCount).toBe(2);
    const firstIds = first.invoices.map((l) => l.invoicesId);
    expect(again.invoices.some((l) => firstIds.includes(l.invoicesId))).toBe(false);

    const save = await h.app.inject({
      method: 'POST',
      url: invoiceUrl('save_invoice', { ...PERIOD, clientId: f.client.id }),
      headers: f.admin,
    });
    expect(save.statusCode, save.body).toBe(200);
    const afterSave = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(afterSave).toMatchObject({ loadedCount: 0, savedCount: 2 });
    expect(afterSave.invoices.map((l) => l.status)).toEqual(['Saved', 'Saved']);
    expect(afterSave.invoices.map((l) => l.invoicesId).sort()).toEqual(
      again.invoices.map((l) => l.invoicesId).sort(),
    );
  });

  it('never bills again the time of an attendance adjusted after its invoice was saved', async () => {
    const f = await invoicingCompany(h);
    const w = await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-09T09:00:00+10:00',
      '2026-09-09T12:00:00+10:00',
    );
    await loadInvoice(h, f.admin, f.client.id);
    const save = await h.app.inject({
      method: 'POST',
      url: invoiceUrl('save_invoice', { ...PERIOD, clientId: f.client.id }),
      headers: f.admin,
    });
    expect(save.statusCode, save.body).toBe(200);
    // The office adjusts the clock-out to 12:30: the attendance gets a new split, approved.
    await h.database.db
      .update(attendances)
      .set({ clockOut: new Date('2026-09-09T12:30:00+10:00') })
      .where(eq(attendances.id, w.attendanceId));
    await recomputeSplits(h.database.db, f.companyId, [w.attendanceId], null);
    await setSplitsStatus(h, w.attendanceId);
    const after = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(after.loadedCount).toBe(0);
    expect(after.invoices.map((l) => l.status)).toEqual(['Saved']);
    expect(after.totalAmountCents).toBe(21069); // 3 h × 70.23, once
  });

  it('bills short-notice client cancellations (CANC, reason code carried) only when the company says so', async () => {
    const f = await invoicingCompany(h);
    await cancelledShift(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-08T09:00:00+10:00',
      '2026-09-08T11:00:00+10:00',
      'NSDH',
    );
    const off = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(off.invoices).toEqual([]);
    await h.database.db
      .insert(invoiceSettings)
      .values({ companyId: f.companyId, billShortNoticeCancellations: true });
    const on = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(on.invoices.length).toBeGreaterThan(0);
    for (const l of on.invoices) {
      expect(l).toMatchObject({ claimType: 'CANC', cancellationReason: 'NSDH', date: '2026-09-08' });
    }
    expect(on.invoices[0]?.itemNumber).toBe('01_011_0107_1_1');
  });

  it('warns of a budget gone over and of lines outside the plan', async () => {
    const f = await invoicingCompany(h);
    // The other client's plan ended before the period; the client's budget is $100.
    await addPlan(h, f.companyId, f.otherClient.id, '2025-07-01', '2026-08-31', [
      { supportCategoryNumber: '1', amountCents: 1_000_000 },
    ]);
    await h.database.db
      .update(planBudgets)
      .set({ amountCents: 10_000 })
      .where(eq(planBudgets.companyId, f.companyId));
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-07T09:00:00+10:00',
      '2026-09-07T12:00:00+10:00',
    );
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.otherClient.id,
      '2026-09-08T09:00:00+10:00',
      '2026-09-08T12:00:00+10:00',
    );
    const over = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(over.warnings.map((w) => w.kind)).toContain('overBudget');
    expect(over.warnings.find((w) => w.kind === 'overBudget')).toMatchObject({
      profileId: f.client.id,
      supportCategoryNumber: '1',
    });
    const outside = (await loadInvoice(h, f.admin, f.otherClient.id)).json() as InvoiceLoadResult;
    expect(outside.warnings.map((w) => w.kind)).toContain('outsidePlan');
    // All clients: each client's warnings.
    const all = (await loadInvoice(h, f.admin, 'All')).json() as InvoiceLoadResult;
    expect(all.profile).toBeNull();
    expect(all.invoices).toHaveLength(2);
    expect(all.warnings.map((w) => w.kind).sort()).toEqual(
      expect.arrayContaining(['outsidePlan', 'overBudget']),
    );
  });

  it('refuses a missing period or a bad client at the field, another company’s client (404) and other roles (403)', async () => {
    const f = await invoicingCompany(h);
    const noFrom = await loadInvoice(h, f.admin, f.client.id, { toDate: PERIOD.toDate });
    expect(noFrom.statusCode).toBe(400);
    expect(noFrom.json().errors).toMatchObject({ fromDate: 'Select Start Date and End Date' });
    const badClient = await loadInvoice(h, f.admin, 'someone');
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json().errors).toEqual({ clientId: 'Choose a client or All clients' });
    const reversed = await loadInvoice(h, f.admin, f.client.id, {
      fromDate: '2026-09-20',
      toDate: '2026-09-07',
    });
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toEqual(['toDate']);

    const other = await createCompany(h);
    const theirs = await loadInvoice(h, bearer(other.users.Administrator.token), f.client.id);
    expect(theirs.statusCode).toBe(404);
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      const res = await loadInvoice(h, bearer(f.c.users[role].token), f.client.id);
      expect(res.statusCode, role).toBe(403);
    }
    const owner = await loadInvoice(h, bearer(f.c.users.CompanyAdmin.token), f.client.id);
    expect(owner.statusCode).toBe(200);
  });
});
