import type { InvoiceLoadResult } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { activityLogs, invoiceLines } from '../../db/schema/index.ts';
import { billed, invoiceUrl, invoicingCompany, loadInvoice, PERIOD } from './invoices.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const save = (headers: Record<string, string>, clientId: string, period: object = PERIOD) =>
  h.app.inject({ method: 'POST', url: invoiceUrl('save_invoice', { ...period, clientId }), headers });
const remove = (headers: Record<string, string>, clientId: string, period: object = PERIOD) =>
  h.app.inject({ method: 'GET', url: invoiceUrl('delete_invoices', { ...period, clientId }), headers });

/** A company whose two clients each have a weekday shift approved in PERIOD (client: two shifts). */
async function workedCompany() {
  const f = await invoicingCompany(h);
  const day = (d: string, from: string, to: string) =>
    [`2026-09-${d}T${from}:00+10:00`, `2026-09-${d}T${to}:00+10:00`] as const;
  await billed(h, f.companyId, f.staff.id, f.client.id, ...day('08', '09', '12'));
  await billed(h, f.companyId, f.staff.id, f.client.id, ...day('07', '13', '15'));
  await billed(h, f.companyId, f.otherStaff.id, f.otherClient.id, ...day('09', '09', '11'));
  return f;
}

/** The company's activity-log lines (the test clock stands still: no order to rely on). */
const activities = async (companyId: string) =>
  (
    await h.database.db
      .select({ activity: activityLogs.activity })
      .from(activityLogs)
      .where(eq(activityLogs.companyId, companyId))
  ).map((r) => r.activity);

describe('POST /Invoice/save_invoice', () => {
  it('numbers each client’s invoice from the company counter, reuses the number for the same period, lines in date order', async () => {
    const f = await workedCompany();
    await loadInvoice(h, f.admin, f.client.id);
    const first = await save(f.admin, f.client.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      status: 'Success',
      message: 'Invoice saved',
      savedCount: 2,
      invoiceNumbers: ['INV-000001'],
    });
    expect(
      (await activities(f.companyId)).some(
        (a) => a.startsWith('Saved the invoice') && a.includes('INV-000001'),
      ),
    ).toBe(true);
    const rows = await h.database.db
      .select({ date: invoiceLines.date, lineNumber: invoiceLines.lineNumber, savedBy: invoiceLines.savedBy })
      .from(invoiceLines)
      .where(eq(invoiceLines.profileId, f.client.id))
      .orderBy(invoiceLines.lineNumber);
    expect(rows.map((r) => [r.date, r.lineNumber])).toEqual([
      ['2026-09-07', 1],
      ['2026-09-08', 2],
    ]);
    expect(rows[0]?.savedBy).toBeTruthy();

    await loadInvoice(h, f.admin, f.otherClient.id);
    const second = await save(f.admin, f.otherClient.id);
    expect(second.json().invoiceNumbers).toEqual(['INV-000002']);

    // Nothing left to save for the client.
    const again = await save(f.admin, f.client.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('There are no unsaved lines in this period');

    // A shift approved later, loaded and saved for the same period, joins the same invoice.
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-10T09:00:00+10:00',
      '2026-09-10T10:00:00+10:00',
    );
    const reloaded = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(reloaded).toMatchObject({ loadedCount: 1, savedCount: 2 });
    const third = await save(f.admin, f.client.id);
    expect(third.json()).toMatchObject({ savedCount: 1, invoiceNumbers: ['INV-000001'] });
    const [added] = await h.database.db
      .select({ lineNumber: invoiceLines.lineNumber, invoiceNumber: invoiceLines.invoiceNumber })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.profileId, f.client.id), eq(invoiceLines.date, '2026-09-10')));
    expect(added).toEqual({ lineNumber: 3, invoiceNumber: 'INV-000001' });
  });

  it('saves every client’s drafts for All clients, one number each in name order', async () => {
    const f = await workedCompany();
    const all = (await loadInvoice(h, f.admin, 'All')).json() as InvoiceLoadResult;
    expect(all).toMatchObject({ loadedCount: 3, profile: null });
    expect(new Set(all.invoices.map((l) => l.profileId))).toEqual(new Set([f.client.id, f.otherClient.id]));
    const res = await save(f.admin, 'All');
    expect(res.json()).toMatchObject({ savedCount: 3 });
    expect([...res.json().invoiceNumbers].sort()).toEqual(['INV-000001', 'INV-000002']);
  });

  it('refuses a bad period or client at the field, other roles (403) and another company’s client (404)', async () => {
    const f = await workedCompany();
    const noFrom = await save(f.admin, f.client.id, { toDate: PERIOD.toDate });
    expect(noFrom.statusCode).toBe(400);
    expect(noFrom.json().errors).toMatchObject({ fromDate: 'Select Start Date and End Date' });
    const bad = await save(f.admin, 'nobody');
    expect(bad.json().errors).toEqual({ clientId: 'Choose a client or All clients' });
    for (const role of ['Staff', 'Auditor'] as const) {
      expect((await save(bearer(f.c.users[role].token), f.client.id)).statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    expect((await save(bearer(other.users.Administrator.token), f.client.id)).statusCode).toBe(404);
  });
});

describe('GET /Invoice/delete_invoices', () => {
  it('deletes the period’s unclaimed lines, keeps claimed ones and says so; nothing left → 400', async () => {
    const f = await workedCompany();
    await loadInvoice(h, f.admin, f.client.id);
    await save(f.admin, f.client.id);
    const [claimed] = await h.database.db
      .update(invoiceLines)
      .set({ claimStatus: 'Claimed' })
      .where(and(eq(invoiceLines.profileId, f.client.id), eq(invoiceLines.date, '2026-09-07')))
      .returning({ id: invoiceLines.id });
    await loadInvoice(h, f.admin, f.otherClient.id);

    const res = await remove(f.admin, f.client.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'Invoice deleted. 1 claimed line was kept: a claimed line cannot be deleted',
    });
    expect((await activities(f.companyId)).some((a) => a.startsWith('Deleted the invoice'))).toBe(true);
    const left = await h.database.db
      .select({ id: invoiceLines.id, profileId: invoiceLines.profileId })
      .from(invoiceLines)
      .where(eq(invoiceLines.companyId, f.companyId));
    // The claimed line and the other client's draft stay.
    expect(left.map((r) => r.id)).toContain(claimed?.id);
    expect(left.filter((r) => r.profileId === f.client.id)).toHaveLength(1);
    expect(left.filter((r) => r.profileId === f.otherClient.id)).toHaveLength(1);

    const again = await remove(f.admin, f.client.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('There are no invoice lines to delete in this period');

    // A reload does not bill the claimed line's split again.
    const reloaded = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(reloaded.invoices).toHaveLength(2);
    expect(reloaded.invoices.filter((l) => l.claimStatus === 'Claimed')).toHaveLength(1);
  });

  it('deletes every client’s lines for All clients', async () => {
    const f = await workedCompany();
    await loadInvoice(h, f.admin, 'All');
    const res = await remove(f.admin, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Invoice deleted');
    const left = await h.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.companyId, f.companyId));
    expect(left).toEqual([]);
  });

  it('refuses a bad period at the field, other roles (403) and another company’s client (404)', async () => {
    const f = await workedCompany();
    await loadInvoice(h, f.admin, f.client.id);
    const noFrom = await remove(f.admin, f.client.id, { toDate: PERIOD.toDate });
    expect(noFrom.json().errors).toMatchObject({ fromDate: 'Select Start Date and End Date' });
    for (const role of ['Staff', 'Auditor'] as const) {
      expect((await remove(bearer(f.c.users[role].token), f.client.id)).statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    expect((await remove(bearer(other.users.Administrator.token), f.client.id)).statusCode).toBe(404);
  });
});
