import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, harness, harnessAt } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { buildApp } from '../../app.ts';
import {
  companies,
  invoiceSettings,
  mailOutbox,
  profiles,
  representatives,
  sahContributionInvoiceLines,
  sahContributionInvoices,
} from '../../db/schema/index.ts';
import type { FileStore } from '../../ports/files/file-store.ts';
import { fileStoreFromConfig } from '../../ports/files/file-store-from-config.ts';
import type { MailTransport } from '../../ports/mail/mail-transport.ts';
import { deliverPendingMail } from '../mail/mail.api.ts';
import {
  AGED,
  CLIENT_INVOICES,
  CLIENT_PDF,
  CONTRIBUTIONS,
  claimedContributions,
  get,
  INVOICE,
  payLines,
  post,
  RUN,
} from './sah-contributions.test-kit.ts';

type H = Awaited<ReturnType<typeof harness>>;
type Made = {
  invoiceId: string;
  invoiceNumber: string;
  clientName: string;
  lineCount: number;
  totalCents: number;
};

async function run(h: H, token: string) {
  const res = await post(h, RUN, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { issueDate: string; invoices: Made[]; message: string };
}

const OWED = (query = '') => `/api/SupportAtHome/report_contributions_owed${query}`;

const mailsOf = (h: H, companyId: string) =>
  h.database.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, companyId));

describe('POST /api/SupportAtHome/contributions/run', () => {
  it('one invoice per client of the paid lines’ contributions: numbered from the invoice counter, issued today, due by the terms, billed to the representative or the client', async () => {
    const h = await harness();
    const f = await claimedContributions(h);
    await h.database.db.insert(invoiceSettings).values({
      companyId: f.companyId,
      nextInvoiceNumber: 41,
      paymentTermsDays: 30,
      bankAccountName: 'Harbourside Care',
      bankBsb: '062-000',
      bankAccountNumber: '12345678',
    });
    await h.database.db.insert(representatives).values({
      companyId: f.companyId,
      profileId: f.otherClient.id,
      fullName: 'Rita Daughter',
      mobilePhone: '0400 000 000',
      email: 'rita@example.com',
    });
    const waiting = (await get(h, CONTRIBUTIONS, f.admin)).json();
    expect(waiting.waiting).toEqual({ clientCount: 2, lineCount: 3, totalCents: 1680 + 525 + 840 });
    const made = await run(h, f.admin);
    expect(made.issueDate).toBe('2026-11-22');
    expect(made.message).toBe('2 contribution invoice(s) made for $30.45');
    const mine = made.invoices.find((m) => m.totalCents === 2205) as Made;
    const theirs = made.invoices.find((m) => m.totalCents === 840) as Made;
    expect(made.invoices.map((m) => m.invoiceNumber).sort()).toEqual(['INV-000041', 'INV-000042']);
    expect([mine.lineCount, theirs.lineCount]).toEqual([2, 1]);
    const view = (await get(h, INVOICE(mine.invoiceId), f.admin)).json();
    expect(view).toMatchObject({
      issueDate: '2026-11-22',
      dueDate: '2026-12-22',
      state: 'Saved',
      stateLabel: 'Not sent',
      billTo: { kind: 'Participant', email: `${f.client.firstName.toLowerCase()}@test.example` },
      grossCents: 18_300,
      governmentCents: 16_095,
      gstCents: 0,
      totalCents: 2205,
      owedCents: 2205,
    });
    expect(view.gstNote).toContain('GST-free');
    expect(
      view.lines.map(
        (l: { serviceDate: string; serviceName: string; quantity: number; contributionCents: number }) => [
          l.serviceDate,
          l.serviceName,
          l.quantity,
          l.contributionCents,
        ],
      ),
    ).toEqual([
      ['2026-11-03', 'Personal care', 2, 1680],
      ['2026-11-04', 'Meals', 1, 525],
    ]);
    expect((await get(h, INVOICE(theirs.invoiceId), f.admin)).json().billTo).toMatchObject({
      kind: 'Nominated representative',
      name: 'Rita Daughter',
      email: 'rita@example.com',
    });
    // The counter moved on: the next saved invoice of the company takes 43.
    const [settings] = await h.database.db
      .select({ next: invoiceSettings.nextInvoiceNumber })
      .from(invoiceSettings)
      .where(eq(invoiceSettings.companyId, f.companyId));
    expect(settings?.next).toBe(43);
    // A second run: nothing left; the list shows the invoices and nothing waiting.
    const again = await post(h, RUN, f.admin);
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'No paid Support at Home claim line with a contribution is waiting to be invoiced',
    ]);
    const list = (await get(h, CONTRIBUTIONS, f.admin)).json();
    expect(list.waiting).toEqual({ clientCount: 0, lineCount: 0, totalCents: 0 });
    expect(list.invoices).toHaveLength(2);
    // The unique index refuses the same claim line on another invoice, whatever the code does.
    const [line] = await h.database.db
      .select()
      .from(sahContributionInvoiceLines)
      .where(eq(sahContributionInvoiceLines.invoiceId, mine.invoiceId));
    const { id: _id, ...copy } = line as typeof sahContributionInvoiceLines.$inferSelect;
    await expect(
      h.database.db.insert(sahContributionInvoiceLines).values({ ...copy, invoiceId: theirs.invoiceId }),
    ).rejects.toThrow();
  });

  it('invoices only paid lines: submitted lines wait; the issue date is the company’s day, not UTC’s', async () => {
    // 14:30Z on 30 Nov is 01:30 on 1 Dec in Sydney.
    const h = await harnessAt(new Date('2026-11-30T14:30:00Z'));
    try {
      const f = await claimedContributions(h, { pay: 'none' });
      const none = await post(h, RUN, f.admin);
      expect(none.statusCode).toBe(400);
      await payLines(h, f.admin, f.lines.slice(0, 1));
      const made = await run(h, f.admin);
      expect(made.issueDate).toBe('2026-12-01');
      expect(made.invoices).toHaveLength(1);
      expect((await get(h, INVOICE(made.invoices[0]?.invoiceId as string), f.admin)).json().dueDate).toBe(
        '2026-12-15',
      );
    } finally {
      await h.app.close();
    }
  });

  it('two runs at once: one invoices the lines, the other finds nothing; each line on one invoice', async () => {
    const h = await harness();
    const f = await claimedContributions(h);
    const [a, b] = await Promise.all([post(h, RUN, f.admin), post(h, RUN, f.admin)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const lines = await h.database.db
      .select()
      .from(sahContributionInvoiceLines)
      .where(eq(sahContributionInvoiceLines.companyId, f.companyId));
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => l.claimLineId)).size).toBe(3);
  });

  it('wrong role 403; another company sees none of it and reaches none of it (404)', async () => {
    const h = await harness();
    const f = await claimedContributions(h);
    expect((await post(h, RUN, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await post(h, RUN, f.c.users.Auditor.token)).statusCode).toBe(403);
    expect((await get(h, CONTRIBUTIONS, f.c.users.Client.token)).statusCode).toBe(403);
    expect((await get(h, AGED, f.c.users.Staff.token)).statusCode).toBe(403);
    const { invoices } = await run(h, f.admin);
    const id = invoices[0]?.invoiceId as string;
    // An auditor reads the audit-approved clients' invoices only.
    const auditor = f.c.users.Auditor.token;
    const [row] = await h.database.db
      .select({ profileId: sahContributionInvoices.profileId })
      .from(sahContributionInvoices)
      .where(eq(sahContributionInvoices.id, id));
    const profile = { id: row?.profileId };
    await h.database.db
      .update(profiles)
      .set({ auditApproved: false })
      .where(eq(profiles.id, profile?.id as string));
    expect((await get(h, INVOICE(id), auditor)).statusCode).toBe(404);
    expect(
      (await get(h, CONTRIBUTIONS, auditor)).json().invoices.map((i: Made) => i.invoiceId),
    ).not.toContain(id);
    await h.database.db
      .update(profiles)
      .set({ auditApproved: true })
      .where(eq(profiles.id, profile?.id as string));
    expect((await get(h, INVOICE(id), auditor)).statusCode).toBe(200);
    expect((await post(h, `${INVOICE(id)}/send`, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await post(h, `${INVOICE(id)}/payments`, f.c.users.Auditor.token, {})).statusCode).toBe(403);
    const other = await createCompany(h);
    const token = other.users.Administrator.token;
    expect((await get(h, CONTRIBUTIONS, token)).json()).toEqual({
      invoices: [],
      waiting: { clientCount: 0, lineCount: 0, totalCents: 0 },
    });
    expect((await post(h, RUN, token)).statusCode).toBe(400);
    expect((await get(h, INVOICE(id), token)).statusCode).toBe(404);
    expect((await get(h, `${INVOICE(id)}/pdf`, token)).statusCode).toBe(404);
    expect((await post(h, `${INVOICE(id)}/send`, token, { to: 'x@example.com' })).statusCode).toBe(404);
    expect(
      (
        await post(h, `${INVOICE(id)}/payments`, token, {
          paidOn: '2026-11-22',
          amount: '1.00',
          reference: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(h, AGED, token)).json().invoices).toEqual([]);
    expect((await get(h, CLIENT_INVOICES(f.client.id), token)).statusCode).toBe(404);
    expect((await get(h, INVOICE('not-a-uuid'), f.admin)).statusCode).toBe(400);
  });
});

describe('sending a contribution invoice', () => {
  it('mails the tax invoice PDF once to the bill-to or the address given; a second send is refused', async () => {
    const h = await harness();
    const f = await claimedContributions(h);
    await h.database.db.update(profiles).set({ email: null }).where(eq(profiles.id, f.client.id));
    await h.database.db.update(companies).set({ abn: '51 824 753 556' }).where(eq(companies.id, f.companyId));
    await h.database.db.insert(invoiceSettings).values({
      companyId: f.companyId,
      bankAccountName: 'Harbourside Care',
      bankBsb: '062-000',
      bankAccountNumber: '12345678',
    });
    const { invoices } = await run(h, f.admin);
    const mine = invoices.find((m) => m.totalCents === 2205) as Made;
    const pdf = await get(h, `${INVOICE(mine.invoiceId)}/pdf`, f.admin);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = readPdf(pdf.rawPayload);
    expect(printed.title).toBe(`Tax invoice ${mine.invoiceNumber}`);
    for (const words of [
      'Tax invoice',
      'Support at Home contribution',
      `Invoice number: ${mine.invoiceNumber}`,
      'Issue date: 22-11-2026',
      'Due date: 06-12-2026',
      'Personal care',
      '$168.00',
      '$151.20',
      '$16.80',
      'Meals',
      '$5.25',
      'Your contribution',
      '$22.05',
      'GST (GST-free)',
      'GST-free: aged-care services under the Support at Home program',
      `Reference: ${mine.invoiceNumber}`,
      'ABN 51 824 753 556',
      'Account name: Harbourside Care',
      'BSB: 062-000',
      'Account number: 12345678',
    ]) {
      expect(printed.text, words).toContain(words);
    }
    const bad = await post(h, `${INVOICE(mine.invoiceId)}/send`, f.admin, { to: 'not-an-email' });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([400, ['to']]);
    const noAddress = await post(h, `${INVOICE(mine.invoiceId)}/send`, f.admin, {});
    expect([noAddress.statusCode, noAddress.json().errors.to]).toEqual([
      400,
      'There is no e-mail address to send this invoice to: add the client’s e-mail (or their representative’s), or enter one',
    ]);
    const sent = await post(h, `${INVOICE(mine.invoiceId)}/send`, f.admin, { to: 'family@example.com' });
    expect([sent.statusCode, sent.json().message]).toEqual([
      200,
      'Contribution invoice sent to family@example.com',
    ]);
    const mails = await mailsOf(h, f.companyId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'family@example.com', status: 'Stored' });
    expect(mails[0]?.subject).toContain(mine.invoiceNumber);
    expect(mails[0]?.bodyText).toContain('Amount due: $22.05');
    expect(mails[0]?.attachments).toEqual([
      { fileId: expect.any(String), name: `${mine.invoiceNumber}.pdf` },
    ]);
    const view = (await get(h, INVOICE(mine.invoiceId), f.admin)).json();
    expect(view).toMatchObject({ state: 'Sent', stateLabel: 'Sent', sentTo: 'family@example.com' });
    const again = await post(h, `${INVOICE(mine.invoiceId)}/send`, f.admin, {});
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This contribution invoice has already been sent: it is never sent twice',
    ]);
    expect(await mailsOf(h, f.companyId)).toHaveLength(1);
  });

  it('with the ports failing: a failed send records nothing and its retry sends once; a failing mail transport keeps the one mail queued, never a second', async () => {
    const h = await harness();
    const f = await claimedContributions(h);
    const { invoices } = await run(h, f.admin);
    const [first, second] = invoices as [Made, Made];
    const failingFiles: FileStore = {
      put: async () => {
        throw new Error('storage unavailable');
      },
      get: async () => null,
    };
    const broken = await buildApp({
      config: h.config,
      database: h.database,
      clock: h.clock.now,
      logger: false,
      files: failingFiles,
    });
    try {
      const failed = await broken.inject({
        method: 'POST',
        url: `${INVOICE(first.invoiceId)}/send`,
        headers: { authorization: `Bearer ${f.admin}` },
        payload: {},
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await broken.close();
    }
    expect((await get(h, INVOICE(first.invoiceId), f.admin)).json().state).toBe('Saved');
    expect(await mailsOf(h, f.companyId)).toHaveLength(0);
    expect((await post(h, `${INVOICE(first.invoiceId)}/send`, f.admin, {})).statusCode).toBe(200);
    expect(await mailsOf(h, f.companyId)).toHaveLength(1);

    let attempts = 0;
    const failingSmtp: MailTransport = {
      send: async () => {
        attempts += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    const smtp = await buildApp({
      config: h.config,
      database: h.database,
      clock: h.clock.now,
      logger: false,
      mailTransport: failingSmtp,
    });
    try {
      const send = () =>
        smtp.inject({
          method: 'POST',
          url: `${INVOICE(second.invoiceId)}/send`,
          headers: { authorization: `Bearer ${f.admin}` },
          payload: {},
        });
      expect((await send()).statusCode).toBe(200);
      await deliverPendingMail(
        h.database,
        fileStoreFromConfig(h.config),
        failingSmtp,
        'x@care.test',
        h.clock.now,
      );
      expect(attempts).toBeGreaterThan(0);
      const again = await send();
      expect(again.statusCode).toBe(409);
    } finally {
      await smtp.close();
    }
    const [invoice] = await h.database.db
      .select({ mailId: sahContributionInvoices.mailId })
      .from(sahContributionInvoices)
      .where(eq(sahContributionInvoices.id, second.invoiceId));
    const queued = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, f.companyId), inArray(mailOutbox.status, ['Pending', 'Failed'])));
    expect(queued.map((m) => [m.id, m.status, m.attempts])).toEqual([[invoice?.mailId, 'Pending', 1]]);
    expect(await mailsOf(h, f.companyId)).toHaveLength(2);
  });
});

describe('payments and the aged list', () => {
  it('records payments: each message, Part paid then Paid; the aged list by days past due', async () => {
    const h = await harness();
    const f = await claimedContributions(h);
    const { invoices } = await run(h, f.admin);
    const mine = invoices.find((m) => m.totalCents === 2205) as Made;
    const pay = (body: object) => post(h, `${INVOICE(mine.invoiceId)}/payments`, f.admin, body);
    const early = await pay({ paidOn: '2026-11-22', amount: '10.00', reference: 'EFT 1' });
    expect([early.statusCode, early.json().message]).toEqual([
      400,
      'Send the contribution invoice before recording a payment',
    ]);
    expect((await get(h, AGED, f.admin)).json().invoices).toEqual([]);
    await post(h, `${INVOICE(mine.invoiceId)}/send`, f.admin, {});
    const empty = await pay({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      paidOn: 'Enter the date it was paid',
      amount: 'Enter the amount paid',
      reference: 'Enter the payment reference',
    });
    const over = await pay({ paidOn: '2026-11-22', amount: '30.00', reference: 'EFT 1' });
    expect([over.statusCode, over.json().errors.amount]).toEqual([
      400,
      'The payment is more than is owed ($22.05)',
    ]);
    expect((await pay({ paidOn: '2026-11-22', amount: '10.00', reference: 'EFT 1' })).statusCode).toBe(200);
    expect((await get(h, INVOICE(mine.invoiceId), f.admin)).json()).toMatchObject({
      state: 'Sent',
      stateLabel: 'Part paid',
      paidCents: 1000,
      owedCents: 1205,
      payments: [{ paidOn: '2026-11-22', amountCents: 1000, reference: 'EFT 1' }],
    });
    // Due 6 Dec: current on 22 Nov; moved to 1 Oct it is 52 days past due.
    let aged = (await get(h, AGED, f.admin)).json();
    expect(aged).toMatchObject({ asOf: '2026-11-22', totalCents: 1205, buckets: { current: 1205 } });
    await h.database.db
      .update(sahContributionInvoices)
      .set({ dueDate: '2026-10-01' })
      .where(eq(sahContributionInvoices.id, mine.invoiceId));
    aged = (await get(h, AGED, f.admin)).json();
    expect(aged.buckets).toMatchObject({ current: 0, '31-60': 1205 });
    expect(aged.invoices[0]).toMatchObject({
      invoiceNumber: mine.invoiceNumber,
      daysOverdue: 52,
      bucket: '31-60',
      stateLabel: 'Part paid',
    });
    // The owed report (issue 39 item 6): per client, by days past due, with its CSV; the office's only.
    const owed = (await get(h, OWED(), f.admin)).json();
    expect(owed.totalCents).toBe(1205);
    expect(owed.rows).toHaveLength(1);
    expect(owed.rows[0].buckets).toEqual({ current: 0, '1-30': 0, '31-60': 1205, '61-90': 0, '90+': 0 });
    const csv = await get(h, OWED('?format=csv'), f.admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toMatch(/,0\.00,0\.00,12\.05,0\.00,0\.00,12\.05$/);
    expect((await get(h, OWED(), f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, OWED('?format=xml'), f.admin)).statusCode).toBe(400);
    expect((await pay({ paidOn: '2026-11-22', amount: '12.05', reference: 'EFT 2' })).statusCode).toBe(200);
    expect((await get(h, OWED(), f.admin)).json()).toMatchObject({ totalCents: 0, rows: [] });
    expect((await get(h, INVOICE(mine.invoiceId), f.admin)).json()).toMatchObject({
      state: 'Paid',
      owedCents: 0,
    });
    expect((await get(h, AGED, f.admin)).json()).toMatchObject({ totalCents: 0, invoices: [] });
    const paid = await pay({ paidOn: '2026-11-22', amount: '1.00', reference: 'EFT 3' });
    expect([paid.statusCode, paid.json().message]).toEqual([400, 'This invoice is paid in full']);
  });
});

describe('the client’s own contribution invoices', () => {
  it('a client reads their own invoices and PDFs once sent; another client’s invoice is 404; a worker 403', async () => {
    const h = await harness();
    const f = await claimedContributions(h);
    const { invoices } = await run(h, f.admin);
    const mine = invoices.find((m) => m.totalCents === 2205) as Made;
    const theirs = invoices.find((m) => m.totalCents === 840) as Made;
    const client = f.c.users.Client.token;
    const rows = async () =>
      (await get(h, CLIENT_INVOICES(f.client.id), client))
        .json()
        .invoices.map((i: { invoiceNumber: string; stateLabel: string }) => [i.invoiceNumber, i.stateLabel]);
    // Not sent yet: the office sees it, the client does not.
    expect(await rows()).toEqual([]);
    expect((await get(h, CLIENT_PDF(f.client.id, mine.invoiceId), client)).statusCode).toBe(404);
    expect((await get(h, CLIENT_INVOICES(f.client.id), f.admin)).json().invoices).toHaveLength(1);
    expect((await post(h, `${INVOICE(mine.invoiceId)}/send`, f.admin, {})).statusCode).toBe(200);
    const own = await get(h, CLIENT_INVOICES(f.client.id), client);
    expect(own.statusCode).toBe(200);
    expect(await rows()).toEqual([[mine.invoiceNumber, 'Sent']]);
    const pdf = await get(h, CLIENT_PDF(f.client.id, mine.invoiceId), client);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await get(h, CLIENT_INVOICES(f.otherClient.id), client)).statusCode).toBe(404);
    expect((await get(h, CLIENT_PDF(f.otherClient.id, theirs.invoiceId), client)).statusCode).toBe(404);
    expect((await get(h, CLIENT_PDF(f.client.id, theirs.invoiceId), client)).statusCode).toBe(404);
    expect((await get(h, INVOICE(mine.invoiceId), client)).statusCode).toBe(403);
    expect((await get(h, CLIENT_INVOICES(f.client.id), f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, CLIENT_INVOICES(f.otherClient.id), f.admin)).json().invoices).toHaveLength(1);
  });
});
