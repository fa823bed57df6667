import { describe, expect, it } from 'vitest';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { buildInvoiceLines } from './build-lines.ts';
import { ctx, hours, money, shift, worked } from './line.test-kit.ts';
import {
  COMMUNITY_DAYTIME_2025_CLOSED,
  COMMUNITY_DAYTIME_2026,
  ROWS_2025,
  row,
} from './pricing-rows.test-kit.ts';

describe('buildInvoiceLines: each band at NSW prices (split rule)', () => {
  it.each([
    // [band, from, to, item, unit price, amount]
    ['M', '2026-03-02T09:00', '2026-03-02T12:00', '01_011_0107_1_1', 7023, 21069], // Mon 3 h × 70.23 = 210.69
    ['E', '2026-03-02T20:00', '2026-03-02T23:00', '01_015_0107_1_1', 7738, 23214], // Mon 3 h × 77.38 = 232.14
    ['EX', '2026-03-03T02:00', '2026-03-03T05:00', '01_002_0107_1_1', 7881, 23643], // Tue 3 h × 78.81 = 236.43
    ['SA', '2026-03-07T10:00', '2026-03-07T13:00', '01_013_0107_1_1', 9883, 29649], // Sat 3 h × 98.83 = 296.49
    ['SAN', '2026-03-07T20:00', '2026-03-07T23:00', '01_013_0107_1_1', 9883, 29649], // Sat night 3 h × 98.83 = 296.49
    ['SU', '2026-03-08T10:00', '2026-03-08T13:00', '01_014_0107_1_1', 12743, 38229], // Sun 3 h × 127.43 = 382.29
    ['SUN', '2026-03-08T20:00', '2026-03-08T23:00', '01_014_0107_1_1', 12743, 38229], // Sun night 3 h × 127.43 = 382.29
    ['PH', '2026-04-27T10:00', '2026-04-27T13:00', '01_012_0107_1_1', 15603, 46809], // public holiday 3 h × 156.03 = 468.09
  ])('%s', (code, from, to, item, unitPrice, amount) => {
    const [line] = buildInvoiceLines([worked(shift(from, to))], ctx());
    expect(line).toMatchObject({
      shiftCode: code,
      itemNumber: item,
      unitPriceCents: unitPrice,
      amountCents: amount,
      quantity: 3,
    });
    expect(line?.explanation.item).toMatchObject({
      source: 'default',
      priceColumn: 'NSW',
      limitCents: unitPrice,
    });
  });

  it('fills a line completely', () => {
    const [line] = buildInvoiceLines(
      [worked(shift('2026-03-02T20:00', '2026-03-02T23:00'), undefined, undefined, 12.5)],
      ctx(),
    );
    expect(line).toMatchObject({
      sourceKey: 'split:sp-s-2026-03-02T20:00-0',
      splitIds: ['sp-s-2026-03-02T20:00-0'],
      attendanceId: 'a-s-2026-03-02T20:00',
      staffId: 'w1',
      date: '2026-03-02',
      day: 'Monday',
      shiftPeriod: 'Evening',
      durationTicks: hours(3),
      totalKm: 12.5,
      claimType: null,
      cancellationReason: null,
      supportCategoryNumber: '1',
      unit: 'H',
      description: 'Assistance With Self-Care Activities - Standard - Weekday Evening · Evening · Wes Worker',
    });
    expect(line?.explanation.band).toEqual({
      code: 'E',
      name: 'Evening',
      rule: 'split',
      text: 'Weekday 20:00–23:00 (local) is Weekday Evening (E): billed per band, the NDIS general rule',
    });
    expect(line?.explanation.item.text).toBe(
      'The company default for Weekday Evening (E), the client’s support schedule naming no band: 01_015_0107_1_1 Assistance With Self-Care Activities - Standard - Weekday Evening in NDIS Support Catalogue 2025-26 v1.1 (in force 2025-07-01 to open), NSW column $77.38',
    );
    expect(line?.explanation.pricing.text).toBe('$77.38 × 3.00 h agreed = $232.14');
    expect(line?.explanation).toMatchObject({
      cancellation: null,
      ttp: null,
      edited: null,
      worker: { staffId: 'w1', fullName: 'Wes Worker' },
    });
    expect(line?.explanation.splits).toHaveLength(1);
  });
});

describe('buildInvoiceLines: place, group, sleepover', () => {
  const three = () => worked(shift('2026-03-02T09:00', '2026-03-02T12:00'));

  it('remote and very remote columns', () => {
    expect(buildInvoiceLines([three()], ctx({ remoteness: 'Remote' }))[0]).toMatchObject({
      unitPriceCents: 9832,
      amountCents: 29496,
    }); // 3 × 98.32 = 294.96
    expect(buildInvoiceLines([three()], ctx({ remoteness: 'Very Remote' }))[0]).toMatchObject({
      unitPriceCents: 10535,
      amountCents: 31605,
    }); // 3 × 105.35 = 316.05
  });

  it('a sleepover is one N line, 297.60 × 1 whatever its hours', () => {
    const s = shift('2026-03-02T22:00', '2026-03-03T08:00', { isNightShift: true });
    const lines = buildInvoiceLines([worked(s)], ctx());
    expect(lines).toHaveLength(1);
    // 10 h worked, unit E: 297.60 × 1
    expect(lines[0]).toMatchObject({
      shiftCode: 'N',
      itemNumber: '01_010_0107_1_1',
      unitPriceCents: 29760,
      amountCents: 29760,
      quantity: 1,
      durationTicks: hours(10),
      agreedDurationTicks: hours(10),
    });
    expect(lines[0]?.explanation.band.rule).toBe('sleepover');
    expect(buildInvoiceLines([worked(s)], ctx({ boundaryRule: 'higherRate' }))[0]).toMatchObject({
      shiftCode: 'N',
      amountCents: 29760,
    });
  });

  it('a group shift of 2 clients: 70.23 ÷ 2 = 35.11 an hour each, 3 h = 105.33', () => {
    const s = shift('2026-03-02T09:00', '2026-03-02T12:00', {
      clientIds: ['c1', 'c2'],
      clientNames: ['Ann Client', 'Bo Client'],
    });
    const [line] = buildInvoiceLines([worked(s)], ctx());
    expect(line).toMatchObject({ unitPriceCents: 3511, amountCents: 10533 }); // 35.11 × 3 = 105.33
    expect(line?.explanation.pricing.text).toBe(
      '$70.23 ÷ 2 clients = $35.11 (rounded down to the cent) × 3.00 h agreed = $105.33',
    );
    expect(line?.explanation.shift.groupSize).toBe(2);
  });
});

describe('buildInvoiceLines: a weekday shift 18:00–02:00 crossing 8 pm and midnight', () => {
  const s = shift('2026-03-02T18:00', '2026-03-03T02:00');

  it('split: M 2 h, E 4 h, EX 2 h next day', () => {
    expect(money(buildInvoiceLines([worked(s)], ctx()))).toEqual([
      ['M', '2026-03-02', '01_011_0107_1_1', 7023, 2, 14046], // 2 × 70.23 = 140.46
      ['E', '2026-03-02', '01_015_0107_1_1', 7738, 4, 30952], // 4 × 77.38 = 309.52
      ['EX', '2026-03-03', '01_002_0107_1_1', 7881, 2, 15762], // 2 × 78.81 = 157.62
    ]);
    const evening = buildInvoiceLines([worked(s)], ctx())[1];
    expect(evening?.explanation.band.text).toBe(
      'Weekday 20:00–24:00 (local) is Weekday Evening (E): billed per band, the NDIS general rule',
    );
  });

  it('higherRate: one line, 8 h at the Weekday Night 78.81 = 630.48', () => {
    const lines = buildInvoiceLines(
      [worked(s, undefined, undefined, 7)],
      ctx({ boundaryRule: 'higherRate' }),
    );
    expect(money(lines)).toEqual([['EX', '2026-03-02', '01_002_0107_1_1', 7881, 8, 63048]]); // 8 × 78.81 = 630.48
    expect(lines[0]).toMatchObject({
      sourceKey: 'attendance:a-s-2026-03-02T18:00',
      durationTicks: hours(8),
      totalKm: 7,
    });
    expect(lines[0]?.splitIds).toHaveLength(3);
    expect(lines[0]?.explanation.band.rule).toBe('higherRate');
    expect(lines[0]?.explanation.band.text).toContain("participant's agreement");
    expect(lines[0]?.explanation.band.text).toContain('Weekday 18:00–02:00 next day (local)');
  });

  it('higherRate skips an attendance not wholly approved', () => {
    const a = worked(s);
    a.splits[1] = { ...(a.splits[1] as (typeof a.splits)[number]), status: 'Pending' };
    expect(buildInvoiceLines([a], ctx({ boundaryRule: 'higherRate' }))).toEqual([]);
    expect(buildInvoiceLines([a], ctx()).map((l) => l.shiftCode)).toEqual(['M', 'EX']); // split: approved ones only
    // As the loader passes them: only the approved splits, the pending one left out.
    const approvedOnly = { ...a, splits: a.splits.filter((sp) => sp.status === 'Approved') };
    expect(buildInvoiceLines([approvedOnly], ctx({ boundaryRule: 'higherRate' }))).toEqual([]);
  });
});

describe('buildInvoiceLines: the catalogue, rounding, agreed time', () => {
  it('30 June 2026 bills the 2025-26 row (70.23), 1 July 2026 the 2026-27 row (73.58 National)', () => {
    const rows = [
      ...ROWS_2025.filter((r) => r.itemNumber !== '04_104_0125_6_1'),
      COMMUNITY_DAYTIME_2025_CLOSED,
      COMMUNITY_DAYTIME_2026,
    ];
    const schedule = [{ itemNumber: '04_104_0125_6_1', itemName: row('04_104_0125_6_1').itemName }];
    const lines = buildInvoiceLines(
      [
        worked(shift('2026-06-30T09:00', '2026-06-30T12:00')),
        worked(shift('2026-07-01T09:00', '2026-07-01T12:00')),
      ],
      ctx({}, schedule, rows),
    );
    expect(money(lines)).toEqual([
      ['M', '2026-06-30', '04_104_0125_6_1', 7023, 3, 21069], // 3 × 70.23 = 210.69
      ['M', '2026-07-01', '04_104_0125_6_1', 7358, 3, 22074], // 3 × 73.58 = 220.74
    ]);
    expect(lines.map((l) => l.explanation.item.priceColumn)).toEqual(['NSW', 'National']);
    expect(lines[1]?.explanation.item.catalogueName).toBe('NDIS Support Catalogue 2026-27 v1.0');
  });

  it('rounds to cents: 10 min at 70.23 = 11.705 → 11.71; 7 min at 35.11 (group of 2) = 4.0962 → 4.10', () => {
    const [ten] = buildInvoiceLines([worked(shift('2026-03-02T09:00', '2026-03-02T09:10'))], ctx());
    expect(ten).toMatchObject({
      unitPriceCents: 7023,
      amountCents: 1171,
      agreedDurationTicks: 10 * TICKS_PER_MINUTE,
    });
    const group = shift('2026-03-02T09:00', '2026-03-02T09:07', { clientIds: ['c1', 'c2'] });
    expect(buildInvoiceLines([worked(group)], ctx())[0]).toMatchObject({
      unitPriceCents: 3511,
      amountCents: 410,
    });
  });

  it('bills the agreed (rostered) time when more was worked', () => {
    // Rostered 09:00–12:00, worked 09:00–13:00: 3 h agreed × 70.23 = 210.69, 4 h worked
    const [line] = buildInvoiceLines(
      [worked(shift('2026-03-02T09:00', '2026-03-02T12:00'), '2026-03-02T09:00', '2026-03-02T13:00')],
      ctx(),
    );
    expect(line).toMatchObject({
      durationTicks: hours(4),
      agreedDurationTicks: hours(3),
      amountCents: 21069,
      quantity: 3,
    });
    expect(line?.explanation.pricing.text).toContain('× 3.00 h agreed (worked 4.00 h) = $210.69');
  });

  it('a piece worked outside the rostered bands has 0 agreed', () => {
    // Rostered 17:00–20:00, worked 17:00–21:00: the E hour 20:00–21:00 was not rostered
    const lines = buildInvoiceLines(
      [worked(shift('2026-03-02T17:00', '2026-03-02T20:00'), undefined, '2026-03-02T21:00')],
      ctx(),
    );
    expect(money(lines)).toEqual([
      ['M', '2026-03-02', '01_011_0107_1_1', 7023, 3, 21069], // 3 × 70.23
      ['E', '2026-03-02', '01_015_0107_1_1', 7738, 0, 0], // 0 h agreed
    ]);
  });

  it('a Sydney DST night counts the hours as lived (4 Oct 2026: 02:00 → 03:00)', () => {
    // Sat 22:00 → Sun 06:00 is 7 h lived: SAN 2 h (Sat) + SUN 5 h (Sun, not 6)
    const lines = buildInvoiceLines([worked(shift('2026-10-03T22:00', '2026-10-04T06:00'))], ctx());
    expect(money(lines)).toEqual([
      ['SAN', '2026-10-03', '01_013_0107_1_1', 9883, 2, 19766], // 2 × 98.83 = 197.66
      ['SUN', '2026-10-04', '01_014_0107_1_1', 12743, 5, 63715], // 5 × 127.43 = 637.15
    ]);
  });
});

describe('buildInvoiceLines: DST end and the explanation sentences', () => {
  it('a Sydney DST end night counts the repeated hour (4 Apr 2027: 03:00 → 02:00)', () => {
    // Sat 22:00 → Sun 06:00 is 9 h lived: SAN 2 h (Sat) + SUN 7 h (Sun, not 6)
    const lines = buildInvoiceLines([worked(shift('2027-04-03T22:00', '2027-04-04T06:00'))], ctx());
    expect(money(lines)).toEqual([
      ['SAN', '2027-04-03', '01_013_0107_1_1', 9883, 2, 19766], // 2 × 98.83 = 197.66
      ['SUN', '2027-04-04', '01_014_0107_1_1', 12743, 7, 89201], // 7 × 127.43 = 892.01
    ]);
  });

  it('says where the item came from and the arithmetic, as a plan manager reads it', () => {
    const schedule = [{ itemNumber: '04_104_0125_6_1', itemName: row('04_104_0125_6_1').itemName }];
    const s = shift('2026-03-02T09:00', '2026-03-02T12:30', { clientIds: ['c1', 'c2'] });
    const [line] = buildInvoiceLines([worked(s)], ctx({}, schedule));
    expect(line?.explanation.item.text).toBe(
      'From the client’s support schedule: 04_104_0125_6_1 Access Community Social and Rec Activ - Standard - Weekday Daytime in NDIS Support Catalogue 2025-26 v1.1 (in force 2025-07-01 to open), NSW column $70.23',
    );
    // 70.23 ÷ 2 = 35.115 → 35.11; × 3.5 h = 122.885 → 122.89
    expect(line?.explanation.pricing.text).toBe(
      '$70.23 ÷ 2 clients = $35.11 (rounded down to the cent) × 3.50 h agreed = $122.89',
    );
    expect(line).toMatchObject({ amountCents: 12289, quantity: 3.5 });
  });
});

describe('buildInvoiceLines: a community-access-only schedule', () => {
  const schedule = [{ itemNumber: '04_104_0125_6_1', itemName: row('04_104_0125_6_1').itemName }];

  it('has no weekday night item (none, $0) while Saturday comes from the family (04_105)', () => {
    const night = buildInvoiceLines(
      [worked(shift('2026-03-03T01:00', '2026-03-03T03:00'))],
      ctx({}, schedule),
    );
    expect(night[0]).toMatchObject({
      shiftCode: 'EX',
      itemNumber: null,
      supportItemId: null,
      unitPriceCents: 0,
      amountCents: 0,
    });
    expect(night[0]?.description).toBe('No support item for this band · Active Night · Wes Worker');
    expect(night[0]?.explanation.item.source).toBe('none');
    const saturday = buildInvoiceLines(
      [worked(shift('2026-03-07T10:00', '2026-03-07T13:00'))],
      ctx({}, schedule),
    );
    expect(saturday[0]).toMatchObject({ itemNumber: '04_105_0125_6_1', amountCents: 29649 }); // 3 × 98.83 = 296.49
    expect(saturday[0]?.explanation.item.source).toBe('family');
  });
});
