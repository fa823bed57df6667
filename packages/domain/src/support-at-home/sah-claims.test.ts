import { describe, expect, it } from 'vitest';
import { splitAttendance } from '../attendance/split-attendance.ts';
import type { WorkBands } from '../attendance/work-bands.ts';
import { SAH_BUDGET_ROWS, SAH_LIFETIME_CAP_ROWS } from './sah-budgets.data.ts';
import { type SahAttendance, type SahLineContext, type SahLineService, sahLinesOf } from './sah-lines.ts';
import {
  type SahPreflightClient,
  type SahPreflightContext,
  sahPreflightProblems,
  serviceFunded,
} from './sah-preflight.ts';
import { groupByQuarter } from './sah-quarters.ts';
import type { SahPriceRow } from './sah-services.ts';
import type { SahContributionRate } from './sah-types.ts';

const ZONE = 'Australia/Sydney';
const bands: WorkBands = { zone: ZONE, dayStart: '06:00', eveningStart: '20:00', holidays: new Set() };

const personalCare: SahLineService = {
  serviceId: 'svc-pc',
  category: 'INDEPENDENCE',
  serviceTypeCode: 'SERT-0001',
  serviceType: 'Personal care',
  serviceCode: 'SERV-0001',
  name: 'Personal care',
  unit: 'HOUR',
};
const meals: SahLineService = {
  ...personalCare,
  serviceId: 'svc-meal',
  category: 'EVERYDAY_LIVING',
  serviceType: 'Meals',
  name: 'Meals',
  unit: 'MEAL',
};
const homeMods: SahLineService = {
  ...personalCare,
  serviceId: 'svc-hm',
  serviceType: 'Home modifications',
  name: 'Home modifications',
  unit: 'EACH',
};

const price = (amountCents: number, effectiveFrom = '2025-11-01'): SahPriceRow => ({
  kind: 'PRICE',
  amountCents,
  effectiveFrom,
  effectiveTo: null,
  source: 'price list',
});

const rate: SahContributionRate = {
  effectiveFrom: '2025-11-01',
  effectiveTo: null,
  status: 'PART_PENSIONER',
  independenceBp: 1000,
  everydayLivingBp: 3500,
  grandfathered: false,
};

/** An attendance of a shift worked exactly as rostered (its splits are the shift's own pieces), or `worked` minutes of it. */
function attendance(
  id: string,
  fromIso: string,
  minutes: number,
  service: SahLineService | null,
  worked = minutes,
): SahAttendance {
  const dateFrom = new Date(fromIso);
  const dateTo = new Date(dateFrom.getTime() + minutes * 60_000);
  const clockOut = new Date(dateFrom.getTime() + worked * 60_000);
  const pieces = splitAttendance(
    { clockIn: dateFrom, clockOut, isNightShift: false, isExceptionalShift: false },
    bands,
  );
  return {
    attendanceId: `att-${id}`,
    clockIn: dateFrom,
    clockOut,
    source: 'clock',
    staffId: 'staff-1',
    staffName: 'Sam Worker',
    shift: {
      shiftRosterId: `shift-${id}`,
      dateFrom,
      dateTo,
      isNightShift: false,
      isExceptionalShift: false,
      clientIds: ['client-1'],
      clientNames: ['Alice Aged'],
    },
    splits: pieces.map((p, i) => ({
      attendanceSplitId: `split-${id}-${i}`,
      ...p,
      totalKm: 0,
      status: 'Approved',
    })),
    service,
  };
}

const ctx: SahLineContext = {
  bands,
  toleranceMinutes: 15,
  prices: new Map([
    ['svc-pc', [price(8400)]],
    ['svc-meal', [price(1500)]],
    ['svc-hm', [price(50_000)]],
  ]),
  capRows: SAH_LIFETIME_CAP_ROWS,
  rounding: 'HALF_UP',
};
const client = { clientId: 'client-1', rates: [rate], grandfathered: false, contributionsPaidCents: 0 };

describe('delivered lines (issue 39 item 4)', () => {
  it('an hourly split: delivered time to the nearest quarter hour × the price in force, contribution by category and rate', () => {
    // 09:00–11:10 Sydney on 2026-04-14: 2 h 10 min rounds to 2.25 h.
    const [line, ...rest] = sahLinesOf(
      [attendance('a', '2026-04-13T23:00:00Z', 130, personalCare)],
      client,
      ctx,
    );
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      serviceDate: '2026-04-14',
      quantity: 2.25,
      unitPriceCents: 8400,
      grossCents: 18_900,
      rateBp: 1000,
      contributionCents: 1890,
      governmentCents: 17_010,
      sourceKey: 'split:split-a-0',
    });
    expect(line?.explanation.join('\n')).toContain('2.25 h × $84.00');
  });

  it('a short delivery beyond the tolerance bills the worked time; within it the agreed time', () => {
    const short = sahLinesOf([attendance('s', '2026-04-13T23:00:00Z', 120, personalCare, 60)], client, ctx);
    expect(short[0]?.quantity).toBe(1);
    const within = sahLinesOf([attendance('w', '2026-04-13T23:00:00Z', 120, personalCare, 110)], client, ctx);
    expect(within[0]?.quantity).toBe(2);
  });

  it('one line per split: a shift across the evening edge makes two lines, a meal is one unit on the first split only (no empty line)', () => {
    // 19:00–21:00 Sydney (AEST, UTC+10) on 2026-05-05: day and evening pieces.
    const hours = sahLinesOf([attendance('e', '2026-05-05T09:00:00Z', 120, personalCare)], client, ctx);
    expect(hours.map((l) => l.quantity)).toEqual([1, 1]);
    expect(new Set(hours.map((l) => l.sourceKey)).size).toBe(2);
    const meal = sahLinesOf([attendance('m', '2026-05-05T09:00:00Z', 120, meals)], client, ctx);
    // The evening split claims nothing, so it is not a line.
    expect(meal.map((l) => [l.quantity, l.grossCents, l.contributionCents])).toEqual([[1, 1500, 525]]);
  });

  it('a visit split at the evening edge is rounded once: 19:50–20:10 is 0.25 h in all, never 0.25 + 0.25', () => {
    // 19:50–20:10 Sydney on 2026-05-05 (AEST): 10 minutes each side of 20:00; the second piece is left
    // with nothing, so it is not a line.
    const lines = sahLinesOf([attendance('v', '2026-05-05T09:50:00Z', 20, personalCare)], client, ctx);
    expect(lines.map((l) => [l.sourceKey, l.quantityHundredths, l.grossCents])).toEqual([
      ['split:split-v-0', 25, 2100],
    ]);
    expect(lines[0]?.explanation.join('\n')).toContain(
      "Quantity: 10 minutes here, of the visit's 20 minutes over 2 pieces (a band edge or midnight); the visit rounds once to the nearest quarter hour = 0.25 h, 0.25 h of it on this line",
    );
    // 19:55–21:05: 5 + 65 minutes; the visit's 70 minutes round to 1.25 h, all on the evening line.
    const long = sahLinesOf([attendance('l', '2026-05-05T09:55:00Z', 70, personalCare)], client, ctx);
    expect(long.map((l) => [l.sourceKey, l.quantityHundredths, l.grossCents])).toEqual([
      ['split:split-l-1', 125, 10_500],
    ]);
    // Midnight: 23:50–00:20 is two dates (two lines), 30 minutes in all = 0.5 h.
    const night = sahLinesOf([attendance('n', '2026-05-05T13:50:00Z', 30, personalCare)], client, ctx);
    expect(night.map((l) => [l.serviceDate, l.quantityHundredths])).toEqual([
      ['2026-05-05', 25],
      ['2026-05-06', 25],
    ]);
    // A visit of 5 minutes rounds to nothing: its line stays, for the pre-flight to say so.
    const tiny = sahLinesOf([attendance('t', '2026-05-05T01:00:00Z', 5, personalCare)], client, ctx);
    expect(tiny.map((l) => l.quantityHundredths)).toEqual([0]);
  });

  it('a public holiday: the agreed time is matched from the splits’ own PH dates, without the holiday table', () => {
    // Christmas Day 2026, 09:00–11:00 Sydney: the attendance's splits were made with the holiday (PH).
    const holiday = { ...bands, holidays: new Set(['2026-12-25']) };
    const from = new Date('2026-12-24T22:00:00Z');
    const to = new Date('2026-12-25T00:00:00Z');
    const pieces = splitAttendance(
      { clockIn: from, clockOut: to, isNightShift: false, isExceptionalShift: false },
      holiday,
    );
    expect(pieces.map((p) => p.code)).toEqual(['PH']);
    const worked = attendance('ph', from.toISOString(), 120, personalCare);
    worked.splits = pieces.map((p, i) => ({
      attendanceSplitId: `split-ph-${i}`,
      ...p,
      totalKm: 0,
      status: 'Approved',
    }));
    const [line] = sahLinesOf([worked], client, ctx);
    expect([line?.quantity, line?.grossCents]).toEqual([2, 16_800]);
  });

  it('a quarter boundary inside a billing period: the lines fall in their own quarters', () => {
    const lines = sahLinesOf(
      [
        attendance('q1', '2026-06-29T23:00:00Z', 60, personalCare), // 30 Jun Sydney
        attendance('q2', '2026-06-30T23:00:00Z', 60, personalCare), // 1 Jul Sydney
      ],
      client,
      ctx,
    );
    const groups = groupByQuarter(lines);
    expect(groups.map((g) => [g.quarter.label, g.lines.length])).toEqual([
      ['Apr–Jun 2026', 1],
      ['Jul–Sep 2026', 1],
    ]);
  });

  it('the lifetime cap crossed inside a line: contribution up to the room, the rest at 0%', () => {
    const cap = SAH_LIFETIME_CAP_ROWS.find((r) => r.cohort === 'STANDARD')?.amountCents ?? 0;
    const nearCap = { ...client, contributionsPaidCents: cap - 1000 };
    // Two 2 h lines at $84: $16.80 contribution each; $10.00 of room is left before the first.
    const lines = sahLinesOf(
      [
        attendance('c1', '2026-04-13T23:00:00Z', 120, personalCare),
        attendance('c2', '2026-04-14T23:00:00Z', 120, personalCare),
      ],
      nearCap,
      ctx,
    );
    expect(lines.map((l) => [l.contributionCents, l.governmentCents])).toEqual([
      [1000, 15_800],
      [0, 16_800],
    ]);
    expect(lines[0]?.warnings.join(' ')).toContain('lifetime cap is reached');
  });
});

const classified: SahPreflightClient = {
  myAgedCareId: 'AC12345678',
  classifications: [{ classification: '4', startDate: '2025-11-01' }],
};
const pctx: SahPreflightContext = {
  budgetRows: SAH_BUDGET_ROWS,
  lateClaimDayOne: 'END_DATE',
  today: '2026-05-01',
};
const oneLine = (
  service: SahLineService | null = personalCare,
  extra: Partial<typeof ctx> = {},
  c = client,
) =>
  sahLinesOf([attendance('p', '2026-04-13T23:00:00Z', 60, service)], c, {
    ...ctx,
    ...extra,
  })[0] as NonNullable<ReturnType<typeof sahLinesOf>[number]>;
const rules = (line = oneLine(), cl = classified, pc = pctx) =>
  sahPreflightProblems(line, cl, pc).map((p) => p.rule);

describe('the pre-flight: each reason', () => {
  it('a line with everything passes', () => {
    expect(rules()).toEqual([]);
  });
  it('no My Aged Care ID', () => {
    expect(rules(oneLine(), { ...classified, myAgedCareId: null })).toEqual(['noMyAgedCareId']);
  });
  it('no classification on the date', () => {
    expect(
      rules(oneLine(), {
        ...classified,
        classifications: [{ classification: '4', startDate: '2026-05-01' }],
      }),
    ).toEqual(['noClassification']);
  });
  it('no service named on the shift', () => {
    expect(rules(oneLine(null))).toContain('noService');
  });
  it('a service the classification does not fund', () => {
    expect(rules(oneLine(homeMods))).toEqual(['notFunded']);
    expect(serviceFunded('AT_HM', homeMods)).toBe(true);
    expect(serviceFunded('AT_HM', personalCare)).toBe(false);
  });
  it('no price in force on the day', () => {
    expect(
      rules(oneLine(personalCare, { prices: new Map([['svc-pc', [price(8400, '2026-05-01')]]]) })),
    ).toEqual(['noPrice']);
  });
  it('a price above a cap in force', () => {
    const capped = new Map<string, SahPriceRow[]>([
      ['svc-pc', [price(8400), { ...price(8000), kind: 'CAP' }]],
    ]);
    expect(rules(oneLine(personalCare, { prices: capped }))).toEqual(['aboveCap']);
  });
  it('outside the pathway’s dates', () => {
    const eol = {
      ...classified,
      classifications: [{ classification: 'END_OF_LIFE', startDate: '2026-01-01' }],
    };
    expect(rules(oneLine(), eol)).toEqual(['outsideBudget']);
  });
  it('no budget row for the quarter', () => {
    expect(rules(oneLine(), classified, { ...pctx, budgetRows: [] })).toEqual(['noBudgetRow']);
  });
  it('the claim window: the last day passes, the day after is late (day 1 = the end date)', () => {
    // Apr–Jun 2026 ends 30 June: day 60 is 28 August.
    expect(rules(oneLine(), classified, { ...pctx, today: '2026-08-28' })).toEqual([]);
    expect(rules(oneLine(), classified, { ...pctx, today: '2026-08-29' })).toEqual(['lateClaim']);
    expect(
      rules(oneLine(), classified, { ...pctx, today: '2026-08-29', lateClaimDayOne: 'DAY_AFTER' }),
    ).toEqual([]);
  });
  it('no contribution rate: never claimed on the default', () => {
    expect(rules(oneLine(personalCare, {}, { ...client, rates: [] }))).toEqual(['noRates']);
  });
  it('a delivery that rounds to no quarter hour', () => {
    const tiny = sahLinesOf([attendance('t', '2026-04-13T23:00:00Z', 7, personalCare)], client, ctx)[0];
    expect(tiny && rules(tiny)).toEqual(['nothingDelivered']);
  });
  it('a piece of a visit whose other piece is not approved waits: claimed alone it would be rounded alone', () => {
    // 19:50–20:10 on 2026-04-14 with only the evening piece approved: alone, its 10 minutes round to
    // 0.25 h; with the day piece approved later the whole visit is 0.25 h on the day piece, so the
    // evening piece claimed now would be a quarter hour claimed twice.
    const whole = attendance('w', '2026-04-14T09:50:00Z', 20, personalCare);
    const eveningOnly: SahAttendance = { ...whole, splits: whole.splits.slice(1), awaitingSplits: 1 };
    const [evening] = sahLinesOf([eveningOnly], client, ctx);
    expect([evening?.quantityHundredths, evening?.awaitingPieces]).toEqual([25, 1]);
    const problems = evening ? sahPreflightProblems(evening, classified, pctx) : [];
    expect(problems.map((p) => [p.rule, p.message])).toEqual([
      ['visitAwaiting', 'Another piece of this visit (across a band edge or midnight) is not approved yet'],
    ]);
    expect(
      rules(sahLinesOf([{ ...whole, splits: whole.splits.slice(1), awaitingSplits: 2 }], client, ctx)[0]),
    ).toEqual(['visitAwaiting']);
    // Once all of it is approved: one line of 0.25 h, nothing waiting, nothing in the way.
    const approved = sahLinesOf([{ ...whole, awaitingSplits: 0 }], client, ctx);
    expect(approved.map((l) => [l.sourceKey, l.quantityHundredths, l.awaitingPieces])).toEqual([
      ['split:split-w-0', 25, 0],
    ]);
    expect(approved[0] && rules(approved[0])).toEqual([]);
  });
});
