import { INVOICE_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/attendance.ts';
import { type Harness, harness } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { invoiceLines } from '../../db/schema/index.ts';
import { insertLine, invoicePdfCompany } from './invoice-pdf.test-kit.ts';
import { GST_NOTE } from './invoice-pdf.ts';
import { money } from './invoice-pdf-format.ts';
import { billed, invoiceUrl, invoicingCompany, loadInvoice } from './invoices.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const PERIOD = { fromDate: '2026-09-07', toDate: '2026-09-20' };
/** Text without any spaces: pdfmake writes words as separate runs, so only the letters are compared. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

async function pdfOf(path: string, token: string) {
  const res = await get(h, path, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = readPdf(res.rawPayload);
  return { ...pdf, flat: squeeze(pdf.text), disposition: String(res.headers['content-disposition']) };
}

/** Two saved lines of the client's invoice (oldest is the second inserted) and a draft of a later period. */
async function withLines() {
  const f = await invoicePdfCompany(h);
  const a = await insertLine(h, f.c.companyId, f.client.id, 1, {
    date: '2026-09-10',
    hours: 2,
    unitPriceCents: 7023,
    km: 4,
  });
  const b = await insertLine(h, f.c.companyId, f.client.id, 2, {
    date: '2026-09-08',
    hours: 3,
    unitPriceCents: 7023,
    km: 1.5,
  });
  const c = await insertLine(h, f.c.companyId, f.client.id, 3, {
    date: '2026-09-09',
    hours: 1,
    unitPriceCents: 5000,
    itemNumber: '04_104_0125_6_1',
  });
  return { ...f, amounts: [a, b, c] };
}

describe('GET /api/Invoice/pdf/ungrouped', () => {
  it('prints the saved invoice: company, participant, lines oldest first, totals, the GST note and the appendix', async () => {
    const f = await withLines();
    // A draft of a later load overlapping the period: not on the saved invoice.
    await insertLine(h, f.c.companyId, f.client.id, 4, {
      date: '2026-09-12',
      hours: 1,
      unitPriceCents: 9999,
      status: 'Draft',
      period: { fromDate: '2026-09-12', toDate: '2026-09-25' },
    });
    const pdf = await pdfOf(
      invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: f.client.id, saved: 'true' }),
      f.c.users.Administrator.token,
    );
    const flat = pdf.flat;
    for (const s of [
      f.c.name,
      'ABN 51 824 753 556',
      'NDIS registration number 4050099999',
      '1 George Street, Sydney NSW 2000',
      'Tax invoice',
      'Invoice number: INV-000042',
      'Period: 07-09-2026 to 20-09-2026',
      `Participant: ${f.client.firstName} Test`,
      'NDIS number: 430123456',
      'Plan manager: Plan Partners Pty Ltd',
      '$140.46',
      '$210.69',
      '$50.00',
      'Total amount $401.15',
      'Total billed 6.00 h',
      'Agreed hours (information) 6.00 h',
      'Total km 5.50 km',
      GST_NOTE,
      'Appendix: How each line was priced',
      'Worker: Worker 1.',
      'Band sentence 2.',
      'Item sentence 3.',
      'Pricing sentence 1.',
    ]) {
      expect(flat, s).toContain(squeeze(s));
    }
    expect(flat).not.toContain('$99.99');
    // Invoices read oldest first: 8 Sep, 9 Sep, 10 Sep.
    expect(flat.indexOf('08-09-2026')).toBeLessThan(flat.indexOf('09-09-2026'));
    expect(flat.indexOf('09-09-2026')).toBeLessThan(flat.indexOf('10-09-2026'));
    expect(pdf.disposition).toMatch(
      new RegExp(`^inline; filename="Invoice-${f.client.firstName} Test-07-09-2026-20-09-2026\\.pdf"`),
    );
  });

  it('prints every line dated in the period (drafts too) as a draft invoice, as a download', async () => {
    const f = await withLines();
    await insertLine(h, f.c.companyId, f.client.id, 4, {
      date: '2026-09-12',
      hours: 1,
      unitPriceCents: 9999,
      status: 'Draft',
    });
    const pdf = await pdfOf(
      invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: f.client.id, download: 'true' }),
      f.c.users.CompanyAdmin.token,
    );
    expect(pdf.flat).toContain('Draftinvoice');
    expect(pdf.flat).toContain('$99.99');
    expect(pdf.flat).toContain(squeeze('Total amount $501.14'));
    expect(pdf.disposition).toMatch(/^attachment/);
  });

  it('prints one invoice per client for All, and an auditor only audit-approved clients', async () => {
    const f = await withLines();
    await insertLine(h, f.c.companyId, f.other.id, 1, { date: '2026-09-15', hours: 1, unitPriceCents: 6000 });
    const all = await pdfOf(
      invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: 'All' }),
      f.c.users.Administrator.token,
    );
    expect(all.flat).toContain(squeeze(`Participant: ${f.other.firstName} Test`));
    expect(all.flat).toContain(squeeze('NDIS number: not recorded'));
    expect(all.pageCount).toBeGreaterThanOrEqual(2);
    expect(all.disposition).toContain('Invoice-All-07-09-2026-20-09-2026.pdf');
    const audited = await pdfOf(invoiceUrl('pdf/ungrouped', { ...PERIOD }), f.c.users.Auditor.token);
    expect(audited.flat).toContain(squeeze(`Participant: ${f.client.firstName} Test`));
    expect(audited.flat).not.toContain(f.other.firstName);
    const hidden = await get(
      h,
      invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: f.other.id }),
      f.c.users.Auditor.token,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses the wrong role, another company’s client, a bad client or period, and a period with no lines', async () => {
    const f = await withLines();
    const admin = f.c.users.Administrator.token;
    const own = invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: f.client.id });
    expect((await get(h, own, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, own, f.c.users.Client.token)).statusCode).toBe(403);
    const g = await invoicePdfCompany(h);
    const foreign = await get(h, invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: g.client.id }), admin);
    expect(foreign.statusCode).toBe(404);
    // The client is checked before the period.
    const foreignBad = await get(
      h,
      invoiceUrl('pdf/ungrouped', { fromDate: 'x', clientId: g.client.id }),
      admin,
    );
    expect(foreignBad.statusCode).toBe(404);
    const badClient = await get(h, invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: 'nobody' }), admin);
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json().errors).toEqual({ clientId: INVOICE_MESSAGES.clientRequired });
    const missing = await get(h, invoiceUrl('pdf/ungrouped', { clientId: f.client.id }), admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ fromDate: INVOICE_MESSAGES.periodRequired });
    const reversed = await get(
      h,
      invoiceUrl('pdf/grouped', { fromDate: '2026-09-20', toDate: '2026-09-07', clientId: f.client.id }),
      admin,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ toDate: INVOICE_MESSAGES.periodOrder });
    const empty = await get(
      h,
      invoiceUrl('pdf/ungrouped', { fromDate: '2026-10-01', toDate: '2026-10-14', clientId: f.client.id }),
      admin,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ fromDate: INVOICE_MESSAGES.noLines });
    const notSaved = await get(
      h,
      invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: f.other.id, saved: 'true' }),
      admin,
    );
    expect(notSaved.statusCode).toBe(400);
  });
});

describe('GET /api/Invoice/pdf/grouped', () => {
  it('sums the lines of each item and price, with the same totals and appendix', async () => {
    const f = await withLines();
    const pdf = await pdfOf(
      invoiceUrl('pdf/grouped', { ...PERIOD, clientId: f.client.id, saved: 'true' }),
      f.c.users.Auditor.token,
    );
    const flat = pdf.flat;
    // 2 h + 3 h of 01_011 at $70.23 → 5.00 h, $351.15; 1 h of 04_104 at $50.00.
    expect(flat).toContain(squeeze('$70.23 5.00 h $351.15'));
    expect(flat).toContain(squeeze('$50.00 1.00 h $50.00'));
    expect(flat).toContain(squeeze('Total amount $401.15'));
    expect(flat).toContain(squeeze(GST_NOTE));
    expect(flat).toContain(squeeze('Pricing sentence 3.'));
    expect(flat).not.toContain('Self-careline'); // the grouped table has no line descriptions
    expect((await get(h, invoiceUrl('pdf/grouped', { ...PERIOD }), f.c.users.Staff.token)).statusCode).toBe(
      403,
    );
  });
});

describe('the PDF of a loaded and saved invoice', () => {
  it('prints the invoice number the save gave and each line’s stored explanation in the appendix', async () => {
    const f = await invoicingCompany(h);
    await billed(
      h,
      f.companyId,
      f.staff.id,
      [f.client.id, f.otherClient.id],
      '2026-09-08T18:00:00+10:00',
      '2026-09-08T21:30:00+10:00',
    );
    expect((await loadInvoice(h, f.admin, f.client.id)).statusCode).toBe(200);
    const saved = await h.app.inject({
      method: 'POST',
      url: invoiceUrl('save_invoice', { ...PERIOD, clientId: f.client.id }),
      headers: f.admin,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [number] = saved.json().invoiceNumbers as string[];
    const lines = await h.database.db
      .select({ amountCents: invoiceLines.amountCents, explanation: invoiceLines.explanation })
      .from(invoiceLines)
      .where(eq(invoiceLines.profileId, f.client.id));
    expect(lines.length).toBeGreaterThanOrEqual(2); // the day and evening bands
    const pdf = await pdfOf(
      invoiceUrl('pdf/ungrouped', { ...PERIOD, clientId: f.client.id, saved: 'true' }),
      f.c.users.Administrator.token,
    );
    expect(pdf.flat).toContain(squeeze(`Invoice number: ${number}`));
    expect(pdf.flat).toContain('Taxinvoice');
    expect(pdf.flat).toContain(squeeze('NDIS number: 430000001'));
    for (const l of lines) {
      for (const sentence of [l.explanation.band.text, l.explanation.item.text, l.explanation.pricing.text]) {
        expect(pdf.flat, sentence).toContain(squeeze(sentence));
      }
    }
    const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
    expect(pdf.flat).toContain(squeeze(`Total amount ${money(total)}`));
  });
});
