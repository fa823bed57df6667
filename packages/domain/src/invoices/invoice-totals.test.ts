import { describe, expect, it } from 'vitest';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { TICKS_PER_HOUR } from './hours.ts';
import { groupInvoiceLines, invoiceTotals } from './invoice-totals.ts';
import type { InvoiceLineView } from './invoice-view.ts';

const hours = (h: number) => h * TICKS_PER_HOUR;

let n = 0;
function line(over: Partial<InvoiceLineView>): InvoiceLineView {
  n += 1;
  const amountCents = over.amountCents ?? 21069;
  const unitPriceCents = over.unitPriceCents ?? 7023;
  return {
    invoicesId: `l${n}`,
    description: 'd',
    itemNumber: '01_011_0107_1_1',
    itemName: 'Self-Care - Weekday Daytime',
    date: '2026-03-02',
    dateFrom: `2026-03-02T0${n % 10}:00:00.000Z`,
    dateTo: '2026-03-02T12:00:00.000Z',
    duration: hours(3),
    agreedDuration: hours(3),
    billedDuration: hours(3),
    shortDelivery: null,
    shortDeliveryReason: null,
    unitPrice: unitPriceCents / 100,
    unitPriceCents,
    amount: amountCents / 100,
    amountCents,
    quantity: 3,
    unit: 'H',
    totalKm: 0,
    shiftCode: 'M',
    shiftPeriod: 'Normal',
    day: 'Monday',
    ndiA_DPA: null,
    ndiA_DPAId: 'x',
    profileId: 'c1',
    clientName: 'Ann',
    staffName: 'Wes',
    companyID: 'co',
    status: 'Draft',
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
    invoiceNumber: null,
    claimType: null,
    cancellationReason: null,
    claimStatus: null,
    claimMessage: null,
    hasItem: true,
    ...over,
  };
}

describe('invoiceTotals', () => {
  it('adds ticks and cents exactly, km to 2 decimals', () => {
    const lines = [
      line({ amountCents: 14046, duration: hours(2), agreedDuration: hours(2), totalKm: 0.1 }), // 140.46
      line({ amountCents: 30952, duration: hours(4), agreedDuration: hours(3.5), totalKm: 0.2 }), // 309.52
      line({
        amountCents: 15762,
        duration: 10 * TICKS_PER_MINUTE,
        agreedDuration: hours(2),
        totalKm: 12.345,
      }), // 157.62
    ];
    expect(invoiceTotals(lines)).toEqual({
      totalDuration: hours(6) + 10 * TICKS_PER_MINUTE,
      totalAgreedDuration: hours(7.5),
      totalAmountCents: 60760, // 140.46 + 309.52 + 157.62 = 607.60
      totalAmount: 607.6,
      totalKm: 12.65, // 0.1 + 0.2 + 12.345 = 12.645 → 12.65 (as floats sum 12.645000000000001)
    });
  });

  it('no lines are zeros', () => {
    expect(invoiceTotals([])).toEqual({
      totalDuration: 0,
      totalAgreedDuration: 0,
      totalAmountCents: 0,
      totalAmount: 0,
      totalKm: 0,
    });
  });

  it('the dollars of many cents stay exact (0.10 × 3 = 0.30)', () => {
    expect(
      invoiceTotals([line({ amountCents: 10 }), line({ amountCents: 10 }), line({ amountCents: 10 })])
        .totalAmount,
    ).toBe(0.3);
  });
});

describe('groupInvoiceLines', () => {
  const daytime = line({
    date: '2026-03-03',
    amountCents: 21069,
    duration: hours(4),
    agreedDuration: hours(3),
    totalKm: 5,
  });
  const daytime2 = line({
    date: '2026-03-02',
    amountCents: 14046,
    duration: hours(2),
    agreedDuration: hours(2),
    quantity: 2,
  });
  const group = line({ unitPriceCents: 3511, amountCents: 10533 }); // 3 h × 35.11 = 105.33
  const canc = line({ claimType: 'CANC', amountCents: 21069, duration: 0 });
  const evening = line({ itemNumber: '01_015_0107_1_1', unitPriceCents: 7738, amountCents: 23214 });
  const none = line({
    itemNumber: null,
    itemName: null,
    unitPriceCents: 0,
    amountCents: 0,
    unit: null,
    hasItem: false,
  });
  const all = [none, evening, canc, group, daytime, daytime2];

  it('by item and price: item number, unit price and claim type; item-number order, no item last', () => {
    const groups = groupInvoiceLines(all, 'itemAndPrice');
    expect(
      groups.map((g) => [g.itemNumber, g.unitPriceCents, g.claimType, g.lineCount, g.amountCents]),
    ).toEqual([
      ['01_011_0107_1_1', 3511, null, 1, 10533],
      ['01_011_0107_1_1', 7023, null, 2, 35115], // 210.69 + 140.46 = 351.15
      ['01_011_0107_1_1', 7023, 'CANC', 1, 21069],
      ['01_015_0107_1_1', 7738, null, 1, 23214],
      [null, 0, null, 1, 0],
    ]);
    expect(groups[1]).toMatchObject({
      duration: hours(6),
      agreedDuration: hours(5),
      quantity: 5,
      amount: 351.15,
      // worked: 4 h × 70.23 = 280.92, 2 h × 70.23 = 140.46 → 421.38
      actualAmountCents: 42138,
      actualAmount: 421.38,
      totalKm: 5,
    });
    expect(groups[2]?.actualAmountCents).toBe(21069); // a cancellation's fee stays its agreed amount
  });

  it('by item only: one group per item number, exact sums', () => {
    const groups = groupInvoiceLines(all, 'item');
    expect(groups.map((g) => [g.itemNumber, g.lineCount, g.amountCents])).toEqual([
      ['01_011_0107_1_1', 4, 66717], // 105.33 + 210.69 + 140.46 + 210.69 = 667.17
      ['01_015_0107_1_1', 1, 23214],
      [null, 1, 0],
    ]);
    expect(groups[0]).toMatchObject({ claimType: null, unitPriceCents: 7023 }); // first line by date (2 March)
    const sums = groupInvoiceLines(all, 'item').reduce((t, g) => t + g.amountCents, 0);
    expect(sums).toBe(invoiceTotals(all).totalAmountCents);
  });
});
