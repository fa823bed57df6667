import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Harness, harness } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { PLAN_MANAGER, payerSetup, savedInvoice } from './invoice-accounts.test-kit.ts';
import { invoiceCompany, NOVEMBER } from './invoice-lines.test-kit.ts';
import { invoiceUrl } from './invoices.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const get = (url: string, token: string) => h.app.inject({ method: 'GET', url, headers: bearer(token) });

// Issue 40 item 2: the tax invoice is reachable from the invoice screen and Saved Invoices, not only
// as the mail's attachment; it is the same PDF.
describe('the tax invoice from the invoice screen', () => {
  it('names its account on the saved invoice, opens or downloads it, and it is the PDF the mail attaches', async () => {
    const s = await invoiceCompany(h);
    await payerSetup(s, 'Plan Managed');
    const { invoiceId, invoiceNumber } = await savedInvoice(s);
    const token = s.c.users.Administrator.token;

    const screen = await get(invoiceUrl('list_invoices', { ...NOVEMBER, clientId: s.clientId }), token);
    expect(screen.statusCode).toBe(200);
    expect(screen.json().accounts).toEqual([{ invoiceId, invoiceNumber, clientName: s.clientName }]);
    // The load screen of the period names it too, once saved.
    const load = await get(invoiceUrl('load_invoice', { ...NOVEMBER, clientId: s.clientId }), token);
    expect(load.json().accounts).toEqual([{ invoiceId, invoiceNumber, clientName: s.clientName }]);
    // Saved Invoices: what was billed beside the amount (3 h + 2 h; the held-back lines bill nothing).
    const saved = await get(invoiceUrl('list_dategroup_invoices', { clientId: s.clientId }), token);
    expect(saved.json()[0]).toMatchObject({ invoiceId, billed: [{ unit: 'H', quantity: 5 }] });

    const opened = await get(`/api/Invoice/tax_invoice/${invoiceId}`, token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="${invoiceNumber}\\.pdf"`),
    );
    const downloaded = await get(`/api/Invoice/tax_invoice/${invoiceId}?download=true`, token);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment;/);
    const shown = readPdf(downloaded.rawPayload);
    for (const field of ['Issue date:', 'Due date:', 'Bill to', PLAN_MANAGER.planManagerAddress, 'BSB:']) {
      expect(shown.text, field).toContain(field);
    }

    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/Invoice/send_invoice/${invoiceId}`,
          headers: bearer(token),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const [mail] = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, s.c.companyId), eq(mailOutbox.to, PLAN_MANAGER.planManagerEmail)));
    const attached = await get(`/api/Files/${mail?.attachments[0]?.fileId}`, token);
    const mailed = readPdf(attached.rawPayload);
    expect(mailed.title).toBe(shown.title);
    expect(mailed.text).toBe(shown.text);
  });
});
