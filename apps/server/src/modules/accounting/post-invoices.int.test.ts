import { randomUUID } from 'node:crypto';
import { ACCOUNTING_MESSAGES as M } from '@care/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/harness.ts';
import { profiles } from '../../db/schema/index.ts';
import { insertLine, invoiceCompany, NOVEMBER } from '../invoices/invoice-lines.test-kit.ts';
import {
  connectCompany,
  get,
  post,
  settledJob,
  type XeroHarness,
  xeroHarness,
} from './accounting.test-kit.ts';

let x: XeroHarness;
beforeAll(async () => {
  x = await xeroHarness();
});
afterAll(async () => {
  await x.app.close();
  await x.fake.close();
});

const POST = 'Invoice/post_to_accounting';
const body = (over: object = {}) => ({
  ...NOVEMBER,
  clientId: 'All',
  hours: 'Actual',
  grouped: false,
  ...over,
});

/** A connected company with one client's saved November invoice: 3 h worked (2.5 agreed), then 2 h. */
async function connectedWithInvoice() {
  const s = await invoiceCompany(x.h);
  await insertLine(s, { date: '2026-11-03', hours: 3, agreedHours: 2.5, totalKm: 12 });
  await insertLine(s, { date: '2026-11-10', hours: 2 });
  await connectCompany(x, s.c.users.CompanyAdmin.token);
  return { s, admin: s.c.users.Administrator.token };
}

const invoicesIn = (x: XeroHarness) => [...x.fake.books.tenants.values()].flatMap((t) => t.invoices);

describe('POST /api/Invoice/post_to_accounting', () => {
  it('says how to connect when the company has no connection, and posts nothing', async () => {
    const c = await createCompany(x.h);
    const res = await post(x, POST, c.users.Administrator.token, body());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notConnected);
  });

  it('posts the saved invoice once per variant: a second post updates it, never a second invoice', async () => {
    const { s, admin } = await connectedWithInvoice();
    const before = invoicesIn(x).length;
    const res = await post(x, POST, admin, body());
    expect(res.statusCode).toBe(200);
    const job = await settledJob(x, admin, res.json().jobId);
    expect(job).toMatchObject({ status: 'Success', total: 1, done: 1, logs: [] });
    const mine = invoicesIn(x).slice(before);
    expect(mine).toHaveLength(1);
    const lines = mine[0]?.LineItems as { Quantity: number; UnitAmount: number; TaxType: string }[];
    expect(lines.map((l) => l.Quantity)).toEqual([3, 2]);
    expect(lines[0]).toMatchObject({ UnitAmount: 70.23, TaxType: 'EXEMPTOUTPUT' });
    expect(mine[0]?.Reference).toContain('Invoice INV-000001');

    const again = await settledJob(x, admin, (await post(x, POST, admin, body())).json().jobId);
    expect(again.status).toBe('Success');
    expect(invoicesIn(x).slice(before)).toHaveLength(1);
    // Agreed hours are their own invoice (2.5 + 2 hours).
    await settledJob(x, admin, (await post(x, POST, admin, body({ hours: 'Agreed' }))).json().jobId);
    const agreed = invoicesIn(x).slice(before)[1]?.LineItems as { Quantity: number }[];
    expect(agreed.map((l) => l.Quantity)).toEqual([2.5, 2]);

    // The participant is one contact in Xero, linked on their record; the invoice shows Posted with its link.
    const [client] = await x.h.database.db.select().from(profiles).where(eq(profiles.id, s.clientId));
    expect(client?.clientId).toBeTruthy();
    const posted = await get(x, 'Invoice/posted_to_accounting?invoiceNumbers=INV-000001', admin);
    expect(
      posted
        .json()
        .map((p: { variant: string }) => p.variant)
        .sort(),
    ).toEqual(['Actual', 'Agreed']);
    expect(posted.json()[0].link).toContain('InvoiceID=');
  });

  it('grouped: one line per support item with the hours summed', async () => {
    const { admin } = await connectedWithInvoice();
    const before = invoicesIn(x).length;
    await settledJob(x, admin, (await post(x, POST, admin, body({ grouped: true }))).json().jobId);
    const lines = invoicesIn(x).slice(before)[0]?.LineItems as { Quantity: number; Description: string }[];
    expect(lines.map((l) => l.Quantity)).toEqual([5]);
    expect(lines[0]?.Description).toContain('(2 shifts,');
  });

  it('logs Xero’s validation message against the invoice and posts nothing for it', async () => {
    const { s, admin } = await connectedWithInvoice();
    await post(x, 'Integrations/save_settings', s.c.users.CompanyAdmin.token, {
      accountCode: '999',
      taxType: 'EXEMPTOUTPUT',
    });
    const before = invoicesIn(x).length;
    const job = await settledJob(x, admin, (await post(x, POST, admin, body())).json().jobId);
    expect(job.status).toBe('Error');
    expect(job.logs[0]?.name).toContain('invoice INV-000001');
    expect(job.logs[0]?.reason).toContain("Account code '999' is not a valid code");
    expect(invoicesIn(x).length).toBe(before);
    expect((await get(x, 'Invoice/posted_to_accounting?invoiceNumbers=INV-000001', admin)).json()).toEqual(
      [],
    );
  });

  // Issue 37 item 5: the log said "Nothing was changed" when Xero had saved the invoice.
  it('after a dropped reply says Xero may have saved the invoice, and the retry makes no second one', async () => {
    const { admin } = await connectedWithInvoice();
    const before = invoicesIn(x).length;
    x.fake.faults.dropReply = { path: '/Invoices', count: 1 };
    const dropped = await settledJob(x, admin, (await post(x, POST, admin, body())).json().jobId);
    expect(dropped.status).toBe('Error');
    expect(dropped.logs[0]?.reason).toBe(M.noAnswer);
    expect(dropped.logs[0]?.reason).not.toContain('Nothing was changed');
    expect(invoicesIn(x).length).toBe(before + 1);

    const retried = await settledJob(x, admin, (await post(x, POST, admin, body())).json().jobId);
    expect(retried).toMatchObject({ status: 'Success', logs: [] });
    expect(invoicesIn(x).length).toBe(before + 1);
    x.fake.faults.dropReply = null;
  });

  // Issue 37 item 2: every invoice of a participant whose name another contact has was refused.
  it('posts the invoice of a participant whose name another Xero contact has, to a contact of their own', async () => {
    const { s, admin } = await connectedWithInvoice();
    const tenant = [...x.fake.books.tenants.values()][0];
    const namesake = randomUUID();
    tenant?.contacts.push({ ContactID: namesake, Name: s.clientName, ContactStatus: 'ACTIVE' });
    const before = invoicesIn(x).length;
    const job = await settledJob(x, admin, (await post(x, POST, admin, body())).json().jobId);
    expect(job).toMatchObject({ status: 'Success', logs: [] });
    const contactId = (invoicesIn(x)[before]?.Contact as { ContactID: string } | undefined)?.ContactID;
    expect(contactId).not.toBe(namesake);
    const contact = tenant?.contacts.find((k) => k.ContactID === contactId);
    expect(contact?.Name).toMatch(new RegExp(`^${s.clientName} \\((NDIS \\d+|[\\w-]{8})\\)$`));
  });

  it('waits out a storm of 429s and finishes', async () => {
    const { admin } = await connectedWithInvoice();
    x.slept.length = 0;
    x.fake.faults.retryAfter = 3;
    x.fake.faults.rateLimitNext = 3;
    const job = await settledJob(x, admin, (await post(x, POST, admin, body())).json().jobId);
    expect(job.status).toBe('Success');
    expect(x.slept).toEqual([3000, 3000, 3000]);
  });

  it('refuses bad input, an empty period, staff, and another company’s client', async () => {
    const { admin, s } = await connectedWithInvoice();
    expect((await post(x, POST, admin, body({ hours: 'Sometimes' }))).statusCode).toBe(400);
    const empty = await post(x, POST, admin, body({ fromDate: '2026-01-01', toDate: '2026-01-31' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.nothingToPost);
    expect((await post(x, POST, s.c.users.Staff.token, body())).statusCode).toBe(403);
    expect((await post(x, POST, s.c.users.Client.token, body())).statusCode).toBe(403);
    const other = await invoiceCompany(x.h);
    expect((await post(x, POST, admin, body({ clientId: other.clientId }))).statusCode).toBe(404);
    expect((await post(x, POST, admin, body({ companyId: other.c.companyId }))).statusCode).toBe(403);
  });
});
