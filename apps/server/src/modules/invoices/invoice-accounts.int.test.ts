import {
  calendarDateInZone,
  dayjs,
  formatInZone,
  INVOICE_ACCOUNT_MESSAGES as M,
  zonedWallTimeToInstant,
} from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness, harnessAt } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { invoiceLines, invoices, mailOutbox } from '../../db/schema/index.ts';
import { PLAN_MANAGER, payerSetup, SUPPLIER, savedInvoice } from './invoice-accounts.test-kit.ts';
import { insertLine, invoiceCompany, NOVEMBER } from './invoice-lines.test-kit.ts';
import { invoiceUrl } from './invoices.test-kit.ts';

/** The company's (Sydney) day on the fork's shared clock, which other files move on, `days` later. */
const companyDay = (days: number, format = 'YYYY-MM-DD') =>
  dayjs(h.clock.now()).tz('Australia/Sydney').add(days, 'day').format(format);

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const post = (url: string, token: string, payload: object = {}) =>
  h.app.inject({ method: 'POST', url: `/api/Invoice/${url}`, headers: bearer(token), payload });
const get = (url: string, token: string) =>
  h.app.inject({ method: 'GET', url: `/api/Invoice/${url}`, headers: bearer(token) });

async function planManaged() {
  const s = await invoiceCompany(h);
  await payerSetup(s, 'Plan Managed');
  const inv = await savedInvoice(s);
  return { s, ...inv, token: s.c.users.Administrator.token };
}

describe('POST /api/Invoice/send_invoice/{id}', () => {
  it('mails the plan manager the tax invoice PDF, which holds every field and no held-back line', async () => {
    const { s, invoiceId, invoiceNumber, token } = await planManaged();
    const res = await post(`send_invoice/${invoiceId}`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.sent(PLAN_MANAGER.planManagerEmail));

    const [mail] = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, s.c.companyId), eq(mailOutbox.to, PLAN_MANAGER.planManagerEmail)));
    expect(mail?.status).toBe('Stored');
    expect(mail?.subject).toContain(invoiceNumber);
    expect(mail?.attachments).toEqual([{ fileId: expect.any(String), name: `${invoiceNumber}.pdf` }]);
    const file = await h.app.inject({
      method: 'GET',
      url: `/api/Files/${mail?.attachments[0]?.fileId}`,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    const { text, title } = readPdf(file.rawPayload);
    expect(title).toBe(`Tax invoice ${invoiceNumber}`);
    for (const field of [
      'Tax invoice',
      SUPPLIER.name,
      `ABN ${SUPPLIER.abn}`,
      `NDIS registration number ${SUPPLIER.ndisRegistrationNumber}`,
      `Invoice number: ${invoiceNumber}`,
      // Issued on the test clock's day (Sydney), due 14 days later.
      `Issue date: ${companyDay(0, 'DD-MM-YYYY')}`,
      `Due date: ${companyDay(14, 'DD-MM-YYYY')}`,
      'Bill to',
      PLAN_MANAGER.planManager,
      PLAN_MANAGER.planManagerAddress,
      `ABN ${PLAN_MANAGER.planManagerAbn}`,
      s.clientName,
      'NDIS number',
      '03-11-2026',
      '10-11-2026',
      '01_011_0107_1_1',
      'Assistance With Self-Care Activities',
      '3.00 h',
      '$70.23',
      'P2',
      '$210.69',
      '$140.46',
      'GST total',
      '$0.00',
      '$351.15',
      `Account name: ${SUPPLIER.bankAccountName}`,
      `BSB: ${SUPPLIER.bankBsb}`,
      `Account number: ${SUPPLIER.bankAccountNumber}`,
      `Reference: ${invoiceNumber}`,
    ]) {
      expect(text, field).toContain(field);
    }
    // The no-item line (12 Nov) and the $0 line (14 Nov) are held back.
    expect(text).not.toContain('12-11-2026');
    expect(text).not.toContain('14-11-2026');
    expect(text).not.toContain('No item');

    const account = (await get(`invoice_account/${invoiceId}`, token)).json();
    expect(account).toMatchObject({
      state: 'Sent',
      sentTo: PLAN_MANAGER.planManagerEmail,
      sentHow: 'E-mail',
      totalCents: 35_115,
      owedCents: 35_115,
      billTo: { kind: 'Plan manager', name: PLAN_MANAGER.planManager },
    });
    expect(account.heldBack.map((l: { date: string }) => l.date)).toEqual(['2026-11-12', '2026-11-14']);
  });

  it('never sends the same lines twice: a second send is refused and late lines get a new invoice', async () => {
    const { s, invoiceId, invoiceNumber, token } = await planManaged();
    expect((await post(`send_invoice/${invoiceId}`, token)).statusCode).toBe(200);
    const again = await post(`send_invoice/${invoiceId}`, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.alreadySent);
    expect(
      (await post(`mark_invoice_sent/${invoiceId}`, token, { sentTo: 'x', sentOn: '2026-11-22' })).statusCode,
    ).toBe(400);

    // A late-approved line of the same period is saved on a new invoice, never on the sent one.
    await insertLine(s, { status: 'Draft', date: '2026-11-20', hours: 1 });
    const save = await h.app.inject({
      method: 'POST',
      url: invoiceUrl('save_invoice', { ...NOVEMBER, clientId: s.clientId }),
      headers: bearer(token),
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().invoiceNumbers).not.toContain(invoiceNumber);
    const onSent = await h.database.db
      .select({ date: invoiceLines.date })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, s.c.companyId), eq(invoiceLines.invoiceNumber, invoiceNumber)));
    expect(onSent.map((l) => l.date).sort()).toEqual([
      '2026-11-03',
      '2026-11-10',
      '2026-11-12',
      '2026-11-14',
    ]);

    // Deleting the period keeps the sent invoice's lines; only the new one's go.
    const del = await h.app.inject({
      method: 'GET',
      url: invoiceUrl('delete_invoices', { ...NOVEMBER, clientId: s.clientId }),
      headers: bearer(token),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toContain('4 lines of sent invoices were kept');
    const left = await h.database.db
      .select({ n: invoiceLines.invoiceNumber })
      .from(invoiceLines)
      .where(eq(invoiceLines.companyId, s.c.companyId));
    expect(left.every((l) => l.n === invoiceNumber)).toBe(true);
    expect(left).toHaveLength(4);
  });

  it('says where the address is missing, at the field, and sends to the address given instead', async () => {
    const s = await invoiceCompany(h);
    await payerSetup(s, 'Self Managed');
    await h.database.db.execute(
      `update client_plans set representative_email = null where profile_id = '${s.clientId}'`,
    );
    const { invoiceId } = await savedInvoice(s);
    const token = s.c.users.Administrator.token;
    const res = await post(`send_invoice/${invoiceId}`, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ to: M.noAddress });
    expect(
      (await post(`send_invoice/${invoiceId}`, token, { to: 'not-an-email' })).json().errors,
    ).toHaveProperty('to');
    const ok = await post(`send_invoice/${invoiceId}`, token, { to: 'Participant@Example.com' });
    expect(ok.statusCode, ok.body).toBe(200);
    const account = (await get(`invoice_account/${invoiceId}`, token)).json();
    expect(account).toMatchObject({
      state: 'Sent',
      sentTo: 'participant@example.com',
      billTo: { kind: 'Nominated representative', name: 'Sam Rep', email: 'participant@example.com' },
    });
  });

  it('refuses an NDIA-managed invoice: its lines go to the bulk payment request', async () => {
    const s = await invoiceCompany(h);
    await payerSetup(s, 'NDIA Managed');
    const { invoiceId } = await savedInvoice(s);
    const res = await post(`send_invoice/${invoiceId}`, s.c.users.Administrator.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.ndiaManaged);
  });

  it('is 403 for a Staff member or an Auditor and 404 for another company’s invoice', async () => {
    const { s, invoiceId } = await planManaged();
    expect((await post(`send_invoice/${invoiceId}`, s.c.users.Staff.token)).statusCode).toBe(403);
    expect((await post(`send_invoice/${invoiceId}`, s.c.users.Auditor.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    expect((await post(`send_invoice/${invoiceId}`, other.users.Administrator.token)).statusCode).toBe(404);
    expect((await post('send_invoice/not-a-uuid', s.c.users.Administrator.token)).statusCode).toBe(400);
  });
});

describe('POST /api/Invoice/mark_invoice_sent/{id}', () => {
  it('records to whom and when; bad input is 400 at the field; wrong role 403; another company 404', async () => {
    const { s, invoiceId, token } = await planManaged();
    const bad = await post(`mark_invoice_sent/${invoiceId}`, token, { sentTo: '', sentOn: '2026-13-40' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sentOn', 'sentTo']);
    const body = { sentTo: 'Leap in! portal upload', sentOn: '2026-11-21' };
    expect((await post(`mark_invoice_sent/${invoiceId}`, s.c.users.Staff.token, body)).statusCode).toBe(403);
    const other = await createCompany(h);
    expect(
      (await post(`mark_invoice_sent/${invoiceId}`, other.users.Administrator.token, body)).statusCode,
    ).toBe(404);
    const ok = await post(`mark_invoice_sent/${invoiceId}`, token, body);
    expect(ok.statusCode, ok.body).toBe(200);
    const account = (await get(`invoice_account/${invoiceId}`, token)).json();
    expect(account).toMatchObject({ state: 'Sent', sentTo: body.sentTo, sentHow: 'Marked as sent' });
    expect(calendarDateInZone(account.sentAt, 'Australia/Sydney')).toBe('2026-11-21');
    // Nothing was mailed.
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.companyId, s.c.companyId));
    expect(mails).toHaveLength(0);
  });
});

// Issue 40 item 3: at 08:00 Sydney UTC is still on yesterday; the day the office gives is Sydney's.
describe('POST /api/Invoice/mark_invoice_sent/{id} at 08:00 Sydney', () => {
  it('records the day given, at the company’s time of recording, and the list shows that day', async () => {
    const morning = await harnessAt(zonedWallTimeToInstant('2026-12-02T08:00', 'Australia/Sydney'));
    try {
      const s = await invoiceCompany(morning);
      await payerSetup(s, 'Plan Managed');
      const { invoiceId } = await savedInvoice(s);
      const admin = bearer(s.c.users.Administrator.token);
      const ok = await morning.app.inject({
        method: 'POST',
        url: `/api/Invoice/mark_invoice_sent/${invoiceId}`,
        headers: admin,
        payload: { sentTo: 'Leap in! portal upload', sentOn: '2026-12-01' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const account = (
        await morning.app.inject({
          method: 'GET',
          url: `/api/Invoice/invoice_account/${invoiceId}`,
          headers: admin,
        })
      ).json();
      // Yesterday (Sydney) at the 08:00 it was recorded: not 1 December 21:00 UTC, which is 2 December in Sydney.
      expect(formatInZone(account.sentAt, 'dateTime', 'Australia/Sydney')).toBe('01-12-2026 8:00 AM');
    } finally {
      await morning.app.close();
    }
  });
});

describe('POST /api/Invoice/record_payment/{id}', () => {
  it('takes part payments, refuses an overpayment at the amount, and is Paid when nothing is owed', async () => {
    const { s, invoiceId, token } = await planManaged();
    const early = await post(`record_payment/${invoiceId}`, token, {
      paidOn: '2026-11-25',
      amount: '100',
      reference: 'EFT1',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ amount: M.notSentYet });
    await post(`send_invoice/${invoiceId}`, token);

    const part = await post(`record_payment/${invoiceId}`, token, {
      paidOn: '2026-11-25',
      amount: '$200.00',
      reference: 'EFT1',
    });
    expect(part.statusCode, part.body).toBe(200);
    let account = (await get(`invoice_account/${invoiceId}`, token)).json();
    expect(account).toMatchObject({
      state: 'Sent',
      stateLabel: 'Part paid',
      paidCents: 20_000,
      owedCents: 15_115,
    });

    const over = await post(`record_payment/${invoiceId}`, token, {
      paidOn: '2026-11-26',
      amount: '151.16',
      reference: 'EFT2',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ amount: M.overpaid(15_115) });

    const bad = await post(`record_payment/${invoiceId}`, token, {
      paidOn: '',
      amount: 'abc',
      reference: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'paidOn', 'reference']);

    const rest = { paidOn: '2026-11-26', amount: '151.15', reference: 'EFT2' };
    expect((await post(`record_payment/${invoiceId}`, s.c.users.Staff.token, rest)).statusCode).toBe(403);
    const other = await createCompany(h);
    expect(
      (await post(`record_payment/${invoiceId}`, other.users.Administrator.token, rest)).statusCode,
    ).toBe(404);
    expect((await post(`record_payment/${invoiceId}`, token, rest)).statusCode).toBe(200);
    account = (await get(`invoice_account/${invoiceId}`, token)).json();
    expect(account).toMatchObject({ state: 'Paid', stateLabel: 'Paid', paidCents: 35_115, owedCents: 0 });
    expect(account.payments.map((p: { reference: string }) => p.reference)).toEqual(['EFT1', 'EFT2']);
    const list = (await get(`list_dategroup_invoices?clientId=${s.clientId}`, token)).json();
    expect(list[0]).toMatchObject({
      state: 'Paid',
      owedCents: 0,
      invoicedCents: 35_115,
      heldBackCount: 2,
      toSend: true,
    });
  });
});

describe('GET /api/Invoice/invoice_account/{id}, tax_invoice/{id} and aged_invoices', () => {
  it('lists the sent, unpaid invoices by days past due, on the company’s today', async () => {
    const { s, invoiceId, token } = await planManaged();
    let aged = (await get('aged_invoices', token)).json();
    expect(aged.invoices).toEqual([]);
    await post(`send_invoice/${invoiceId}`, token);
    await post(`record_payment/${invoiceId}`, token, {
      paidOn: companyDay(0),
      amount: '51.15',
      reference: 'PART',
    });
    aged = (await get('aged_invoices', token)).json();
    expect(aged).toMatchObject({
      asOf: companyDay(0),
      totalCents: 30_000,
      buckets: { current: 30_000, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
    });
    expect(aged.invoices[0]).toMatchObject({
      invoiceId,
      daysOverdue: 0,
      bucket: 'current',
      stateLabel: 'Part paid',
    });
    // Due 26 days before the company's today: in the 1–30 column, 26 days overdue.
    await h.database.db
      .update(invoices)
      .set({ dueDate: companyDay(-26) })
      .where(eq(invoices.id, invoiceId));
    aged = (await get('aged_invoices', token)).json();
    expect(aged.invoices[0]).toMatchObject({ daysOverdue: 26, bucket: '1-30' });
    expect(aged.buckets).toMatchObject({ current: 0, '1-30': 30_000 });
    expect((await get('aged_invoices', s.c.users.Staff.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    expect((await get('aged_invoices', other.users.Administrator.token)).json().invoices).toEqual([]);
  });

  it('reads an account and its PDF; 403 for Staff; 404 for another company and for a non-approved client (auditor)', async () => {
    const { s, invoiceId, token } = await planManaged();
    const pdf = await get(`tax_invoice/${invoiceId}`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(readPdf(pdf.rawPayload).text).toContain(PLAN_MANAGER.planManager);
    expect((await get(`invoice_account/${invoiceId}`, s.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(`tax_invoice/${invoiceId}`, s.c.users.Client.token)).statusCode).toBe(403);
    expect((await get(`invoice_account/${invoiceId}`, s.c.users.Auditor.token)).statusCode).toBe(404);
    const other = await createCompany(h);
    expect((await get(`invoice_account/${invoiceId}`, other.users.Administrator.token)).statusCode).toBe(404);
    expect((await get(`tax_invoice/${invoiceId}`, other.users.Administrator.token)).statusCode).toBe(404);
    expect((await get('invoice_account/nope', token)).statusCode).toBe(400);
  });
});
