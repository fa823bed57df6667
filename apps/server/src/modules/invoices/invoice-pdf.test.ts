import type { InvoiceLineExplanation } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf.ts';
import { listDateTimeFormatter } from '../timesheets/timesheet-pdf.ts';
import { GST_NOTE, type InvoicePdfLine, invoicePdf, invoiceTitle } from './invoice-pdf.ts';
import { explanationSentences } from './invoice-pdf-appendix.ts';
import { hours, money, quantityText, timeFormatter } from './invoice-pdf-format.ts';

const H = 36_000_000_000;

const explanation: InvoiceLineExplanation = {
  shift: {
    shiftRosterId: null,
    dateFrom: '2026-09-07T23:00:00.000Z',
    dateTo: '2026-09-08T02:30:00.000Z',
    clients: ['Ava Test', 'Ben Test'],
    groupSize: 2,
    isNightShift: false,
    isExceptionalShift: false,
  },
  worker: { staffId: null, fullName: 'Wendy Worker' },
  attendance: {
    attendanceId: 'a1',
    clockIn: '2026-09-07T23:00:00.000Z',
    clockOut: '2026-09-08T02:30:00.000Z',
    source: 'app',
  },
  splits: [
    {
      attendanceSplitId: 's1',
      code: 'M',
      clockIn: '2026-09-07T23:00:00.000Z',
      clockOut: '2026-09-08T02:30:00.000Z',
      durationTicks: 3.5 * H,
      status: 'Approved',
    },
  ],
  band: { code: 'M', name: 'Normal', rule: 'split', text: 'Weekday daytime band (6 am to 8 pm).' },
  item: {
    source: 'schedule',
    supportItemId: null,
    itemNumber: '04_102_0125_6_1',
    itemName: 'Access Community Social and Rec Activities',
    catalogueName: 'NDIS Support Catalogue 2025-26 v1.1',
    startDate: '2025-07-01',
    endDate: null,
    priceColumn: 'NSW',
    limitCents: 7023,
    unit: 'H',
    text: 'Item from the client’s support schedule.',
  },
  pricing: {
    groupSize: 2,
    unitPriceCents: 3511,
    agreedDurationTicks: 3.5 * H,
    quantity: 3.5,
    amountCents: 12289,
    text: '$70.23 ÷ 2 = $35.11 (rounded down to the cent) × 3.50 h = $122.89',
  },
  cancellation: null,
  ttp: null,
  edited: null,
};

function line(o: Partial<InvoicePdfLine> = {}): InvoicePdfLine {
  return {
    invoicesId: 'l1',
    description: 'Community access',
    itemNumber: '04_102_0125_6_1',
    itemName: 'Access Community Social and Rec Activities',
    date: '2026-09-08',
    dateFrom: '2026-09-07T23:00:00.000Z',
    dateTo: '2026-09-08T02:30:00.000Z',
    duration: 3.5 * H,
    agreedDuration: 3.5 * H,
    billedDuration: 3.5 * H,
    shortDelivery: null,
    shortDeliveryReason: null,
    unitPrice: 35.11,
    unitPriceCents: 3511,
    amount: 122.89,
    amountCents: 12289,
    quantity: 3.5,
    unit: 'H',
    totalKm: 4,
    shiftCode: 'M',
    shiftPeriod: 'Normal',
    day: 'Tuesday',
    ndiA_DPA: null,
    ndiA_DPAId: null,
    profileId: 'p1',
    clientName: 'Ava Test',
    staffName: 'Wendy Worker',
    companyID: 'c1',
    status: 'Saved',
    periodFrom: '2026-09-07',
    periodTo: '2026-09-20',
    invoiceNumber: 'INV-000007',
    claimType: null,
    cancellationReason: null,
    claimStatus: null,
    claimMessage: null,
    hasItem: true,
    explanation,
    ...o,
  };
}

describe('invoice PDF formats', () => {
  it('writes money, hours, quantities and times as the invoice prints them', () => {
    expect(money(12289)).toBe('$122.89');
    expect(money(123456789)).toBe('$1,234,567.89');
    expect(hours(3.5 * H)).toBe('3.50 h');
    expect(quantityText(1, 'E')).toBe('1 E');
    expect(quantityText(7.25, 'H')).toBe('7.25 h');
    expect(timeFormatter('Australia/Sydney')('2026-09-07T23:00:00.000Z')).toBe('9:00 AM');
    expect(invoiceTitle([line(), line({ status: 'Draft' })])).toBe('Draft invoice');
    expect(invoiceTitle([line()])).toBe('Tax invoice');
  });

  it('explains a line in sentences, and says so when nothing was stored', () => {
    const s = explanationSentences(explanation, listDateTimeFormatter('Australia/Sydney'));
    expect(s[0]).toBe(
      'Shift: 08/09/2026 9:00 AM – 08/09/2026 12:30 PM; clients: Ava Test, Ben Test (a group of 2).',
    );
    expect(s).toContain('Worker: Wendy Worker.');
    expect(s).toContain('Split: M 08/09/2026 9:00 AM – 08/09/2026 12:30 PM (3 Hrs 30 min, Approved).');
    expect(s).toContain(explanation.pricing.text);
    expect(explanationSentences(null, listDateTimeFormatter('Australia/Sydney'))).toEqual([
      'No explanation was stored with this line.',
    ]);
  });
});

describe('invoicePdf', () => {
  it('prints one invoice per client, each from a new page, with the appendix', async () => {
    const pdf = readPdf(
      await invoicePdf({
        company: {
          companyName: 'Acme Care',
          abn: '51 824 753 556',
          address: null,
          ndisRegistrationNumber: '4050012345',
        },
        zone: 'Australia/Sydney',
        period: { fromDate: '2026-09-07', toDate: '2026-09-20' },
        layout: 'ungrouped',
        clients: [
          {
            profileId: 'p1',
            clientName: 'Ava Test',
            ndisNo: '430111222',
            planManager: 'Plan Co',
            lines: [line()],
          },
          {
            profileId: 'p2',
            clientName: 'Ben Test',
            ndisNo: null,
            planManager: null,
            lines: [line({ profileId: 'p2', clientName: 'Ben Test', status: 'Draft', invoiceNumber: null })],
          },
        ],
      }),
    );
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(pdf.pageCount).toBe(2);
    expect(text).toContain('NDIS registration number 4050012345');
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Invoice number: INV-000007');
    expect(text).toContain('Period: 07-09-2026 to 20-09-2026');
    expect(text).toContain('Plan manager: Plan Co');
    expect(text).toContain('Draft invoice');
    expect(text).toContain('NDIS number: not recorded');
    expect(text.replace(/ /g, '')).toContain(GST_NOTE.replace(/ /g, ''));
    expect(text).toContain('How each line was priced');
  });
});

describe('the invoice adds up (issue 40 item 2)', () => {
  const MIN = H / 60;
  // A short visit: 2 hours agreed, 8 minutes worked and billed at $70.23 an hour.
  const shortVisit = line({
    duration: 8 * MIN,
    agreedDuration: 2 * H,
    billedDuration: 8 * MIN,
    shortDelivery: 'Unconfirmed',
    unitPrice: 70.23,
    unitPriceCents: 7023,
    quantity: 8 / 60,
    amount: 9.36,
    amountCents: 936,
  });
  const pdfOf = async (layout: 'ungrouped' | 'grouped') =>
    readPdf(
      await invoicePdf({
        company: { companyName: 'Acme Care', abn: null, address: null, ndisRegistrationNumber: null },
        zone: 'Australia/Sydney',
        period: { fromDate: '2026-09-07', toDate: '2026-09-20' },
        layout,
        clients: [
          { profileId: 'p1', clientName: 'Ava Test', ndisNo: null, planManager: null, lines: [shortVisit] },
        ],
      }),
    ).text.replace(/\s+/g, '');
  // Cells are drawn one after another: compared without spaces.
  const flat = (s: string) => s.replace(/\s+/g, '');

  it('prints the hours billed beside the amount, agreed and worked as information', async () => {
    const text = await pdfOf('ungrouped');
    expect(text).toContain(
      flat('0.13 h × $70.23 = $9.36 (agreed 2.00 h, worked 0.13 h) 0.13 h $70.23 $9.36'),
    );
    expect(text).toContain(flat('Total billed 0.13 h Total amount $9.36'));
    expect(text).toContain(flat('Agreed hours (information) 2.00 h'));
    expect(text).not.toContain(flat('2.00 h $70.23 $9.36'));
  });

  it('prints the quantity billed in the grouped table', async () => {
    const text = await pdfOf('grouped');
    expect(text).toContain(flat('Unit price Billed Amount'));
    expect(text).toContain(flat('$70.23 0.13 h $9.36'));
  });
});
