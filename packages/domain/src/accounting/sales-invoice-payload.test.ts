import { describe, expect, it } from 'vitest';
import { invoicePostKey, type PostableLine, salesInvoicePayload } from './sales-invoice-payload.ts';

const HOUR = 36_000_000_000;
const line = (over: Partial<PostableLine> = {}): PostableLine => ({
  date: '2026-11-17',
  itemNumber: '01_011_0107_1_1',
  itemName: 'Self-Care Weekday Daytime',
  description: 'Self care',
  unit: 'H',
  quantity: 3,
  durationTicks: 2.75 * HOUR,
  unitPriceCents: 7023,
  totalKm: 0,
  ...over,
});
const base = {
  invoiceNumber: '1001',
  periodFrom: '2026-11-16',
  periodTo: '2026-11-29',
  ndisNo: '430123456',
  accountCode: '200',
  taxType: 'EXEMPTOUTPUT',
};

describe('salesInvoicePayload', () => {
  it('posts the hours worked (Actual) or the hours claimed (Agreed) for an hourly item', () => {
    const actual = salesInvoicePayload({ ...base, hours: 'Actual', grouped: false, lines: [line()] });
    const agreed = salesInvoicePayload({ ...base, hours: 'Agreed', grouped: false, lines: [line()] });
    expect(actual.lines[0]?.quantity).toBe(2.75);
    expect(agreed.lines[0]?.quantity).toBe(3);
    expect(actual.lines[0]).toMatchObject({
      unitPriceCents: 7023,
      accountCode: '200',
      taxType: 'EXEMPTOUTPUT',
    });
    expect(actual.reference).toBe('Invoice 1001 · NDIS 430123456 · 2026-11-16 to 2026-11-29 · Actual');
  });

  it('posts a sleepover (unit E) once, whatever the hours, in both variants', () => {
    const sleepover = line({
      itemNumber: '01_010_0107_1_1',
      unit: 'E',
      quantity: 1,
      durationTicks: 8 * HOUR,
      unitPriceCents: 29700,
    });
    for (const hours of ['Actual', 'Agreed'] as const) {
      expect(
        salesInvoicePayload({ ...base, hours, grouped: false, lines: [sleepover] }).lines[0]?.quantity,
      ).toBe(1);
    }
  });

  it('grouped: one line per support item and price, quantities summed, shifts counted', () => {
    const lines = [
      line({ date: '2026-11-17' }),
      line({ date: '2026-11-19', durationTicks: 4 * HOUR, quantity: 4 }),
      line({
        itemNumber: '01_013_0107_1_1',
        itemName: 'Saturday',
        unitPriceCents: 9883,
        date: '2026-11-21',
        durationTicks: 2.5 * HOUR,
        quantity: 2.5,
      }),
    ];
    const { lines: out } = salesInvoicePayload({ ...base, hours: 'Actual', grouped: true, lines });
    expect(out.map((l) => [l.quantity, l.unitPriceCents])).toEqual([
      [6.75, 7023],
      [2.5, 9883],
    ]);
    expect(out[0]?.description).toBe(
      '01_011_0107_1_1 Self-Care Weekday Daytime (2 shifts, 2026-11-16 to 2026-11-29)',
    );
  });

  it('names the kilometres in the description without billing them as a line', () => {
    const { lines } = salesInvoicePayload({
      ...base,
      hours: 'Agreed',
      grouped: false,
      lines: [line({ totalKm: 18 })],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.description).toBe('01_011_0107_1_1 Self-Care Weekday Daytime · 2026-11-17 · 18 km');
  });

  it('sends no line of quantity 0 (a shift with no time worked)', () => {
    const { lines } = salesInvoicePayload({
      ...base,
      hours: 'Actual',
      grouped: false,
      lines: [line({ durationTicks: 0 })],
    });
    expect(lines).toEqual([]);
  });

  it('keys a post by invoice, variant and revision, so a retry is one invoice and each variant its own', () => {
    expect(invoicePostKey('co', '1001', 'Actual', false, 1)).toBe('inv:co:1001:actual:ungrouped:r1');
    expect(invoicePostKey('co', '1001', 'Agreed', true, 1)).not.toBe(
      invoicePostKey('co', '1001', 'Actual', true, 1),
    );
  });
});
