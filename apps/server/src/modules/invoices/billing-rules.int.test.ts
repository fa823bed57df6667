// Issue 25: billed once, only what was delivered, at the office's prices ("What was found" items 1, 7, 9, 10).
import { type InvoiceLineDetail, type InvoiceLoadResult, INVOICE_MESSAGES as M } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import {
  activityLogs,
  attendances,
  companies,
  invoiceLines,
  profiles,
  supportItems,
} from '../../db/schema/index.ts';
import { recomputeSplits } from '../attendance/split-recompute.ts';
import { H } from '../timesheets/timesheets.test-kit.ts';
import {
  billed,
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

type Fixture = Awaited<ReturnType<typeof invoicingCompany>>;
const MINUTE = H / 60;

const save = (f: Fixture, clientId: string) =>
  h.app.inject({
    method: 'POST',
    url: invoiceUrl('save_invoice', { ...PERIOD, clientId }),
    headers: f.admin,
  });
const confirm = (id: string, token: string | Record<string, string>, payload: object) =>
  h.app.inject({
    method: 'POST',
    url: `/api/Invoice/confirm_short_delivery/${id}`,
    headers: typeof token === 'string' ? bearer(token) : token,
    payload,
  });
const linesOf = async (f: Fixture) =>
  h.database.db.select().from(invoiceLines).where(eq(invoiceLines.companyId, f.companyId));

/** A 2-hour Monday shift worked until `out` (local +10:00), all its splits approved. */
async function workedUntil(f: Fixture, out: string, date = '2026-09-07') {
  const w = await billed(
    h,
    f.companyId,
    f.staff.id,
    f.client.id,
    `${date}T09:00:00+10:00`,
    `${date}T11:00:00+10:00`,
  );
  await h.database.db
    .update(attendances)
    .set({ clockOut: new Date(`${date}T${out}:00+10:00`) })
    .where(eq(attendances.id, w.attendanceId));
  await recomputeSplits(h.database.db, f.companyId, [w.attendanceId], null);
  await setSplitsStatus(h, w.attendanceId);
  return w;
}

describe('a Support at Home client is claimed, never also invoiced (issue 39 item 4)', () => {
  it('their approved attendance makes no invoice line; the load says where their services go', async () => {
    const f = await invoicingCompany(h);
    await h.database.db
      .update(profiles)
      .set({ fundingProgram: 'SUPPORT_AT_HOME' })
      .where(eq(profiles.id, f.client.id));
    await workedUntil(f, '11:00');
    const res = await loadInvoice(h, f.admin, f.client.id);
    expect(res.statusCode, res.body).toBe(200);
    const load = res.json() as InvoiceLoadResult;
    expect(load.invoices).toEqual([]);
    expect(load.warnings.map((w) => [w.kind, w.message])).toEqual([
      [
        'supportAtHome',
        expect.stringMatching(
          / is funded by Support at Home: their services are claimed from Services Australia, not invoiced here$/,
        ),
      ],
    ]);
    expect(await linesOf(f)).toEqual([]);
    // Funded by the NDIS again: the same attendance is billed.
    await h.database.db.update(profiles).set({ fundingProgram: 'NDIS' }).where(eq(profiles.id, f.client.id));
    const again = (await loadInvoice(h, f.admin, f.client.id)).json() as InvoiceLoadResult;
    expect(again.invoices).toHaveLength(1);
  });
});

describe('delivered against agreed (issue 25 item 1)', () => {
  it('a worker out after 1 minute of a 2-hour shift: the line bills 1 minute, flagged short with both figures', async () => {
    const f = await invoicingCompany(h);
    await workedUntil(f, '09:01');
    const res = await loadInvoice(h, f.admin, f.client.id);
    expect(res.statusCode, res.body).toBe(200);
    const [line] = (res.json() as InvoiceLoadResult).invoices;
    expect(line).toMatchObject({
      duration: MINUTE,
      agreedDuration: 2 * H,
      billedDuration: MINUTE,
      shortDelivery: 'Unconfirmed',
      amountCents: 117,
    });
  });

  it('16 minutes short with the default 15: worked billed; the company’s tolerance of 20 bills agreed', async () => {
    const f = await invoicingCompany(h);
    await workedUntil(f, '10:44');
    const [short] = (await loadInvoice(h, f.admin, f.client.id)).json().invoices;
    expect(short).toMatchObject({
      shortDelivery: 'Unconfirmed',
      billedDuration: 104 * MINUTE,
      amountCents: 12173,
    });
    await h.database.db
      .update(companies)
      .set({ deliveryToleranceMinutes: 20 })
      .where(eq(companies.id, f.companyId));
    const [agreed] = (await loadInvoice(h, f.admin, f.client.id)).json().invoices;
    expect(agreed).toMatchObject({ shortDelivery: null, billedDuration: 2 * H, amountCents: 14046 });
  });

  it('the office confirms a short delivery with a reason: agreed billed, the reason on the line, its explanation and the log; kept over a reload', async () => {
    const f = await invoicingCompany(h);
    await workedUntil(f, '10:00');
    const [line] = (await loadInvoice(h, f.admin, f.client.id)).json().invoices;
    const reason = 'Participant asked the worker to leave early; agreed fee per service agreement';
    const res = await confirm(line.invoicesId, f.admin, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: M.shortConfirmed });
    expect(res.json().invoice).toMatchObject({
      shortDelivery: 'Confirmed',
      shortDeliveryReason: reason,
      billedDuration: 2 * H,
      amountCents: 14046,
    });
    const detail = await h.app.inject({
      method: 'GET',
      url: `/api/Invoice/get_invoicedetails/${line.invoicesId}`,
      headers: f.admin,
    });
    const explanation = (detail.json() as InvoiceLineDetail).explanation;
    expect(explanation.delivery).toMatchObject({ kind: 'confirmed', confirmed: { reason } });
    expect(explanation.pricing.text).toBe('$70.23 × 2.00 h agreed (worked 1.00 h) = $140.46');
    const logs = await h.database.db
      .select({ description: activityLogs.activity })
      .from(activityLogs)
      .where(eq(activityLogs.companyId, f.companyId));
    expect(logs.map((l) => l.description)).toContainEqual(expect.stringContaining(reason));
    // A reload rebuilds the drafts: the confirmation stays.
    const [again] = (await loadInvoice(h, f.admin, f.client.id)).json().invoices;
    expect(again).toMatchObject({
      shortDelivery: 'Confirmed',
      shortDeliveryReason: reason,
      amountCents: 14046,
    });
  });

  it('confirming: bad input 400, not short 409, wrong role 403, another company 404; nothing half saved', async () => {
    const f = await invoicingCompany(h);
    await workedUntil(f, '10:00');
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-08T09:00:00+10:00',
      '2026-09-08T11:00:00+10:00',
    );
    const lines = (await loadInvoice(h, f.admin, f.client.id)).json()
      .invoices as InvoiceLoadResult['invoices'];
    const short = lines.find((l) => l.shortDelivery === 'Unconfirmed');
    const full = lines.find((l) => l.shortDelivery === null);
    if (!short || !full) {
      throw new Error('expected a short and a full line');
    }
    const empty = await confirm(short.invoicesId, f.admin, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reason: M.reasonRequired });
    expect((await confirm(short.invoicesId, f.admin, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await confirm('not-a-uuid', f.admin, { reason: 'Because' })).statusCode).toBe(400);
    const notShort = await confirm(full.invoicesId, f.admin, { reason: 'Because we can' });
    expect(notShort.statusCode).toBe(409);
    expect(notShort.json().message).toBe(M.notShort);
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect(
        (await confirm(short.invoicesId, f.c.users[role].token, { reason: 'Because' })).statusCode,
        role,
      ).toBe(403);
    }
    const other = await createCompany(h);
    expect(
      (await confirm(short.invoicesId, other.users.CompanyAdmin.token, { reason: 'Because' })).statusCode,
    ).toBe(404);
    const [row] = await h.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.id, short.invoicesId));
    expect(row).toMatchObject({
      shortDelivery: 'Unconfirmed',
      shortDeliveryReason: null,
      billedDurationTicks: H,
    });
  });
});

describe('billed once (issue 25 item 7)', () => {
  it('unmark and mark again with the same times, load and save: still one line, never billed twice', async () => {
    const f = await invoicingCompany(h);
    const w = await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-07T09:00:00+10:00',
      '2026-09-07T12:00:00+10:00',
    );
    await loadInvoice(h, f.admin, f.client.id);
    expect((await save(f, f.client.id)).statusCode).toBe(200);
    const unmark = await h.app.inject({
      method: 'GET',
      url: `/api/Attendances/unmark_attendance?shiftId=${w.shiftRosterId}`,
      headers: f.admin,
    });
    expect(unmark.statusCode, unmark.body).toBe(200);
    const mark = await h.app.inject({
      method: 'POST',
      url: `/api/Attendances/mark_attendance?shiftId=${w.shiftRosterId}&userId=x`,
      headers: f.admin,
      payload: { startKm: 1, endKm: 2, clockIn: '2026-09-07T09:00', clockOut: '2026-09-07T12:00' },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    const [again] = await h.database.db
      .select({ id: attendances.id })
      .from(attendances)
      .where(and(eq(attendances.shiftRosterId, w.shiftRosterId), eq(attendances.companyId, f.companyId)));
    expect(again?.id).not.toBe(w.attendanceId);
    await setSplitsStatus(h, again?.id as string);
    const load = await loadInvoice(h, f.admin, f.client.id);
    expect(load.json()).toMatchObject({ loadedCount: 0, savedCount: 1 });
    expect((await save(f, f.client.id)).statusCode).toBe(400);
    const lines = await linesOf(f);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 'Saved', amountCents: 21069 });
  });
});

describe('items fit the line (issue 25 item 9)', () => {
  it('a Sunday item is refused on a Friday line and not offered; the weekday item is', async () => {
    const f = await invoicingCompany(h);
    // Friday 11 September 2026, 3 hours.
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-11T09:00:00+10:00',
      '2026-09-11T12:00:00+10:00',
    );
    const [line] = (await loadInvoice(h, f.admin, f.client.id)).json().invoices;
    const items = await h.database.db
      .select({ id: supportItems.id, itemNumber: supportItems.itemNumber })
      .from(supportItems)
      .where(eq(supportItems.companyId, f.companyId));
    const sunday = items.find((i) => i.itemNumber === '01_014_0107_1_1')?.id;
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/Invoice/edit_invoice/${line.invoicesId}`,
      headers: f.admin,
      payload: { ndiA_DPAId: sunday },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.ndiA_DPAId).toBe(
      M.itemDoesNotFit('01_014_0107_1_1 is for Sunday, not a Friday'),
    );
    const [row] = await h.database.db.select().from(invoiceLines).where(eq(invoiceLines.id, line.invoicesId));
    expect(row).toMatchObject({ itemNumber: '01_011_0107_1_1', amountCents: 21069 });
    const offered = await h.app.inject({
      method: 'GET',
      url: `/api/Invoice/activity_options/${line.invoicesId}`,
      headers: f.admin,
    });
    const numbers = (offered.json() as { itemNumber: string }[]).map((o) => o.itemNumber);
    expect(numbers).toContain('01_011_0107_1_1');
    expect(numbers).not.toContain('01_014_0107_1_1');
    expect(numbers).not.toContain('01_015_0107_1_1');
  });
});

describe('only the office prices (issue 25 item 10)', () => {
  async function addSchedule(f: Fixture, token: string, itemNumber: string) {
    return h.app.inject({
      method: 'POST',
      url: '/api/Invoice/add_schedule_of_support',
      headers: bearer(token),
      payload: { profileId: f.client.id, itemNumber, quantity: 3, frequency: 'Monday,Tuesday' },
    });
  }

  it('a Staff member’s schedule line is a suggestion: the next load keeps the office’s item until an administrator accepts it', async () => {
    const f = await invoicingCompany(h);
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-07T09:00:00+10:00',
      '2026-09-07T12:00:00+10:00',
    );
    // The staff member reaches the client through a shift near the fork's shared clock (other files
    // move it on, past the September shift's reach); it is outside the period loaded below.
    const now = h.clock.now();
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      now.toISOString(),
      new Date(now.getTime() + 3_600_000).toISOString(),
    );
    const suggested = await addSchedule(f, f.c.users.Staff.token, '04_104_0125_6_1');
    expect(suggested.statusCode, suggested.body).toBe(200);
    expect(suggested.json()).toMatchObject({ accepted: false });
    const [before] = (await loadInvoice(h, f.admin, f.client.id)).json().invoices;
    expect(before).toMatchObject({ itemNumber: '01_011_0107_1_1', unitPriceCents: 7023 });
    const id = suggested.json().scheduleId as string;
    const accept = (token: string, scheduleId = id) =>
      h.app.inject({
        method: 'POST',
        url: `/api/Invoice/accept_schedule/${scheduleId}`,
        headers: bearer(token),
      });
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await accept(f.c.users[role].token)).statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    expect((await accept(other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await accept(f.c.users.Administrator.token, 'nope')).statusCode).toBe(400);
    const ok = await accept(f.c.users.Administrator.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await accept(f.c.users.Administrator.token)).statusCode).toBe(409);
    const [after] = (await loadInvoice(h, f.admin, f.client.id)).json().invoices;
    expect(after.itemNumber).toBe('04_104_0125_6_1');
  });

  it('an administrator’s schedule line prices at once', async () => {
    const f = await invoicingCompany(h);
    await billed(
      h,
      f.companyId,
      f.staff.id,
      f.client.id,
      '2026-09-07T09:00:00+10:00',
      '2026-09-07T12:00:00+10:00',
    );
    const added = await addSchedule(f, f.c.users.Administrator.token, '04_104_0125_6_1');
    expect(added.json()).toMatchObject({ accepted: true });
    const [line] = (await loadInvoice(h, f.admin, f.client.id)).json().invoices;
    expect(line.itemNumber).toBe('04_104_0125_6_1');
  });
});
