import { describe, expect, it } from 'vitest';
import { marginCsv, marginQuerySchema } from './margin-csv.ts';
import { MARGIN_KEYS, marginPercent, marginReport } from './margin-report.ts';
import type { MarginBilledLine, MarginPayLine, MarginWorker } from './margin-types.ts';
import { basisPointsOf, DEFAULT_ON_COSTS, onCostsOf, percentOf, percentOfCents } from './on-costs.ts';
import { shareCents } from './share-cents.ts';

const HOUR_TICKS = 36_000_000_000;
const billed = (over: Partial<MarginBilledLine> = {}): MarginBilledLine => ({
  invoiceLineId: 'il-1',
  shiftRosterId: 'shift-1',
  clientId: 'client-1',
  clientName: 'Ann Client',
  staffId: 'staff-1',
  staffName: 'Wes Worker',
  itemNumber: '01_011_0107_1_1',
  itemName: 'Assistance with self-care, weekday daytime',
  date: '2026-11-16',
  quantity: 2,
  unit: 'H',
  unitPriceCents: 7023,
  amountCents: 14046,
  billedTicks: 2 * HOUR_TICKS,
  invoiceNumber: '1001',
  ...over,
});
const payLine = (over: Partial<MarginPayLine> = {}): MarginPayLine => ({
  shiftRosterId: 'shift-1',
  categoryLabel: 'Ordinary hours',
  ruleId: 'ordinary',
  ote: true,
  amountCents: 9600,
  explanation: 'ordinary hours (cl 25)',
  pieces: [
    {
      date: '2026-11-16',
      shiftRosterId: 'shift-1',
      amountCents: 9600,
      explanation: 'Mon 16 Nov 9:00–11:00: 2 h at 100% of $48.00 = $96.00',
    },
  ],
  ...over,
});
const worker = (lines: MarginPayLine[], over: Partial<MarginWorker> = {}): MarginWorker => ({
  staffId: 'staff-1',
  staffName: 'Wes Worker',
  status: 'ready',
  lines,
  ...over,
});
const report = (billedLines: MarginBilledLine[], workers: MarginWorker[], rates = DEFAULT_ON_COSTS) =>
  marginReport({ fromDate: '2026-11-16', toDate: '2026-11-29', rates, billed: billedLines, workers });

describe('on-costs', () => {
  it('rounds half up per line, away from zero for a negative correction', () => {
    expect(percentOfCents(9600, 1200)).toBe(1152);
    expect(percentOfCents(1, 5000)).toBe(1); // 0.5 c → 1 c
    expect(percentOfCents(1, 4999)).toBe(0);
    expect(percentOfCents(-1, 5000)).toBe(-1);
    expect(percentOfCents(12345, 545)).toBe(673); // 672.80 → 673
  });
  it('pays super only on ordinary time earnings; the others on all pay', () => {
    const rates = { superBasisPoints: 1200, workersCompBasisPoints: 250, payrollTaxBasisPoints: 545 };
    expect(onCostsOf(10000, true, rates)).toEqual({
      superCents: 1200,
      workersCompCents: 250,
      payrollTaxCents: 545,
    });
    expect(onCostsOf(10000, false, rates)).toEqual({
      superCents: 0,
      workersCompCents: 250,
      payrollTaxCents: 545,
    });
  });
  it('reads and writes percentages', () => {
    expect(basisPointsOf('12')).toBe(1200);
    expect(basisPointsOf('5.45')).toBe(545);
    expect(basisPointsOf('0.5')).toBe(50);
    expect(basisPointsOf('100')).toBe(10000);
    expect(basisPointsOf('100.01')).toBeNull();
    expect(basisPointsOf('5.455')).toBeNull();
    expect(basisPointsOf('-1')).toBeNull();
    expect(basisPointsOf('abc')).toBeNull();
    expect(percentOf(1200)).toBe('12');
    expect(percentOf(545)).toBe('5.45');
    expect(percentOf(50)).toBe('0.5');
  });
});

describe('shareCents', () => {
  it('adds up to the total, largest remainder first', () => {
    expect(shareCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(shareCents(10, [0, 0])).toEqual([5, 5]);
    expect(shareCents(7, [3, 1])).toEqual([5, 2]);
  });
});

describe('the margin report', () => {
  it('a shift billed and paid: billed beside pay and super, with its sentences', () => {
    const r = report([billed()], [worker([payLine()])]);
    const [shift] = r.groups.shift;
    expect(shift).toMatchObject({
      key: 'shift-1',
      billedCents: 14046,
      payCents: 9600,
      superCents: 1152,
      workersCompCents: 0,
      payrollTaxCents: 0,
      costCents: 10752,
      marginCents: 3294,
      marginPercent: '23.5',
    });
    expect(shift?.billedExplanation[0]).toContain('billed $140.46 (2 h × $70.23)');
    expect(shift?.costExplanation[0]).toContain(
      'paid $96.00 + 12% super $11.52; workers’ compensation not set',
    );
    expect(r.totals.marginCents).toBe(3294);
    expect(r.warnings).toHaveLength(2); // workers' comp and payroll tax not set
  });

  it('a shift billed but not paid has no cost; a shift paid but not billed goes to Not billed with a negative margin', () => {
    const r = report([billed({ shiftRosterId: 'shift-2' })], [worker([payLine()])]);
    const byKey = Object.fromEntries(r.groups.shift.map((s) => [s.key, s]));
    expect(byKey['shift-2']).toMatchObject({ billedCents: 14046, costCents: 0, marginPercent: '100.0' });
    expect(byKey['shift-1']).toMatchObject({
      billedCents: 0,
      costCents: 10752,
      marginCents: -10752,
      marginPercent: null,
    });
    const notBilled = r.groups.client.find((c) => c.key === MARGIN_KEYS.notBilled);
    expect(notBilled).toMatchObject({ costCents: 10752, marginCents: -10752 });
    expect(r.totals).toMatchObject({ billedCents: 14046, costCents: 10752, marginCents: 3294 });
  });

  it('period overtime stays off the shifts: its worker carries it, clients see it as not allocated; no super on overtime', () => {
    const overtime = payLine({
      shiftRosterId: null,
      categoryLabel: 'Overtime at 150%',
      ruleId: 'overtime-period',
      ote: false,
      amountCents: 7200,
      pieces: [
        {
          date: '2026-11-27',
          shiftRosterId: 'shift-1',
          amountCents: 7200,
          explanation: 'Fri 27 Nov 16:00–17:00, Overtime',
        },
      ],
    });
    const r = report([billed()], [worker([payLine(), overtime])]);
    const shift1 = r.groups.shift.find((s) => s.key === 'shift-1');
    expect(shift1?.payCents).toBe(9600);
    const unallocated = r.groups.shift.find((s) => s.key === 'unallocated:staff-1');
    expect(unallocated).toMatchObject({
      payCents: 7200,
      superCents: 0,
      costCents: 7200,
      label: 'Not allocated to a shift (period overtime) · Wes Worker',
    });
    expect(r.groups.worker.find((w) => w.key === 'staff-1')).toMatchObject({
      payCents: 16800,
      superCents: 1152,
    });
    expect(r.groups.client.find((c) => c.key === MARGIN_KEYS.unallocated)?.costCents).toBe(7200);
    expect(r.groups.client.find((c) => c.key === 'client-1')?.costCents).toBe(10752);
  });

  it('a line gathering two shifts is split by its pieces, the rounding cent to the largest share', () => {
    const gathered = payLine({
      shiftRosterId: null,
      amountCents: 10001,
      pieces: [
        { date: '2026-11-16', shiftRosterId: 'shift-1', amountCents: 6000, explanation: 'a' },
        { date: '2026-11-17', shiftRosterId: 'shift-2', amountCents: 4000, explanation: 'b' },
      ],
    });
    const r = report([], [worker([gathered])]);
    const byKey = Object.fromEntries(r.groups.shift.map((s) => [s.key, s.payCents]));
    expect(byKey).toEqual({ 'shift-1': 6001, 'shift-2': 4000 });
    expect(r.totals.payCents).toBe(10001);
  });

  it('a group shift’s cost is shared among its clients by billed time; every total adds up', () => {
    const rates = { superBasisPoints: 1200, workersCompBasisPoints: 300, payrollTaxBasisPoints: 545 };
    const r = report(
      [
        billed({ invoiceLineId: 'a', amountCents: 10000, billedTicks: 2 * HOUR_TICKS }),
        billed({
          invoiceLineId: 'b',
          clientId: 'client-2',
          clientName: 'Bo Client',
          amountCents: 5000,
          billedTicks: HOUR_TICKS,
        }),
      ],
      [worker([payLine({ amountCents: 9999, pieces: [] })])],
      rates,
    );
    const [shift] = r.groups.shift;
    // 9999 × 12% = 1199.88 → 1200; × 3% = 299.97 → 300; × 5.45% = 544.9455 → 545
    expect(shift).toMatchObject({
      payCents: 9999,
      superCents: 1200,
      workersCompCents: 300,
      payrollTaxCents: 545,
      costCents: 12044,
    });
    const clients = Object.fromEntries(r.groups.client.map((c) => [c.key, c.costCents]));
    expect((clients['client-1'] ?? 0) + (clients['client-2'] ?? 0)).toBe(12044);
    expect(clients['client-1']).toBe(8029); // 6666 + 800 + 200 + 363 (two thirds of each part)
    expect(r.groups.client.find((c) => c.key === 'client-2')?.marginPercent).toBe('19.7');
    expect(r.warnings).toEqual([]);
  });

  it('a blocked worker is named: their shifts show no cost', () => {
    const r = report([billed()], [worker([], { status: 'blocked' })]);
    expect(r.warnings[0]).toContain('Wes Worker’s pay of the period is blocked');
  });

  it('margin % is half up to a tenth, negative when the cost passes the billing', () => {
    expect(marginPercent(1, 3)).toBe('33.3');
    expect(marginPercent(1, 8)).toBe('12.5');
    expect(marginPercent(-1, 3)).toBe('-33.3');
    expect(marginPercent(5, 0)).toBeNull();
  });

  it('the CSV has one row per group and a total; the query picks a grouping', () => {
    const r = report([billed()], [worker([payLine()])]);
    const csv = marginCsv(r, 'client').split('\r\n');
    expect(csv[0]).toBe('client,date,shifts,billed,pay,super,workers comp,payroll tax,cost,margin,margin %');
    expect(csv[1]).toBe('Ann Client,,1,140.46,96.00,11.52,0.00,0.00,107.52,32.94,23.5');
    expect(csv[2]).toBe('Total,,,140.46,96.00,11.52,0.00,0.00,107.52,32.94,23.5');
    expect(marginQuerySchema.parse({}).groupBy).toBe('client');
    expect(marginQuerySchema.safeParse({ groupBy: 'x' }).success).toBe(false);
  });
});
