import { describe, expect, it } from 'vitest';
import { brief, CASUAL, FULL_TIME, PART_TIME, pay, sleepover, work } from './pay.test-kit.ts';
import { SCHADS_RATE_ROWS } from './schads-rates.data.ts';

// SCHADS.md §8, E9–E15, to the cent (2026-27, R1). Expected figures are the reference's tables.

describe('worked examples E9–E10: sleepovers (SCHADS.md §8)', () => {
  it('E9: 30 min of work in the sleepover is paid 1 h at Thursday’s overtime rate, beside the allowance', () => {
    const result = pay([
      work('2026-12-02T18:00', '2026-12-02T22:00'),
      sleepover('2026-12-02T22:00', '2026-12-03T06:00', [['2026-12-03T02:00', '2026-12-03T02:30']]),
    ]);
    expect(brief(result.lines)).toEqual([
      ['afternoon', '4.00', '1.125', '40.7475', 16299],
      ['sleepover-allowance', '1', null, '62.87', 6287],
      ['sleepover-work', '1.00', '1.5', '54.33', 5433],
    ]);
    expect(result.totalCents).toBe(28019);
    const byCategory = Object.fromEntries(result.lines.map((l) => [l.category, l]));
    expect(byCategory['sleepover-allowance']?.ote).toBe(false);
    expect(byCategory['sleepover-work']?.date).toBe('2026-12-03');
    expect(byCategory['sleepover-work']?.pieces[0]?.explanation).toContain(
      '30 min worked, paid the 1 h minimum',
    );
  });

  it('E9: two wakings of 20 min are still 1 h in total, not 1 h each', () => {
    const result = pay([
      work('2026-12-02T18:00', '2026-12-02T22:00'),
      sleepover('2026-12-02T22:00', '2026-12-03T06:00', [
        ['2026-12-03T01:00', '2026-12-03T01:20'],
        ['2026-12-03T03:00', '2026-12-03T03:20'],
      ]),
    ]);
    expect(result.lines.find((l) => l.category === 'sleepover-work')?.hours).toBe('1.00');
    expect(result.totalCents).toBe(28019);
  });

  it('E10: work before and after a sleepover is one shift of 10 h: afternoon before, ordinary after, no overtime', () => {
    const result = pay([
      work('2026-12-03T17:00', '2026-12-03T22:00'),
      sleepover('2026-12-03T22:00', '2026-12-04T06:00'),
      work('2026-12-04T06:00', '2026-12-04T11:00'),
    ]);
    expect(brief(result.lines)).toEqual([
      ['afternoon', '5.00', '1.125', '40.7475', 20374],
      ['sleepover-allowance', '1', null, '62.87', 6287],
      ['ordinary', '5.00', '1', '36.22', 18110],
    ]);
    expect(result.totalCents).toBe(44771);
  });

  it('E10, period after to 12:00: the 11th hour is overtime without a written 12 h agreement', () => {
    const attendances = () => [
      work('2026-12-03T17:00', '2026-12-03T22:00'),
      sleepover('2026-12-03T22:00', '2026-12-04T06:00'),
      work('2026-12-04T06:00', '2026-12-04T12:00'),
    ];
    const without = pay(attendances());
    expect(brief(without.lines)).toContainEqual(['overtime-150', '1.00', '1.5', '54.33', 5433]);
    expect(without.totalCents).toBe(50204);
    const agreed = pay(attendances(), { settings: { ...PART_TIME, sleepoverTwelveHourAgreement: true } });
    expect(agreed.lines.some((l) => l.category.startsWith('overtime'))).toBe(false);
    expect(agreed.totalCents).toBe(48393);
  });

  it('E10, period after starting before 06:00: it is a night shift', () => {
    const result = pay([
      work('2026-12-03T17:00', '2026-12-03T22:00'),
      sleepover('2026-12-03T22:00', '2026-12-04T05:00'),
      work('2026-12-04T05:00', '2026-12-04T10:00'),
    ]);
    expect(brief(result.lines)).toContainEqual(['night', '5.00', '1.15', '41.653', 20827]);
  });
});

describe('worked examples E11–E13 (SCHADS.md §8)', () => {
  const fortnight = () => [
    ...['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((d) =>
      work(`${d}T08:00`, `${d}T15:36`),
    ),
    ...['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((d) =>
      work(`${d}T08:00`, `${d}T16:00`),
    ),
  ];

  it('E11: 78 h in a fortnight: 76 h ordinary on one line and the last 2 h overtime', () => {
    const result = pay(fortnight());
    expect(brief(result.lines)).toEqual([
      ['ordinary', '76.00', '1', '36.22', 275272],
      ['overtime-150', '2.00', '1.5', '54.33', 10866],
    ]);
    expect(result.totalCents).toBe(286138);
    const overtime = result.lines[1];
    expect(overtime?.shiftRosterId).toBeNull();
    expect([overtime?.date, overtime?.pieces[0]?.from, overtime?.pieces[0]?.to]).toEqual([
      '2026-12-11',
      '14:00',
      '16:00',
    ]);
  });

  it('E11 per shift and day: R1 rounds each of the ten lines, a cent less in all (SCHADS.md §6)', () => {
    const result = pay(fortnight(), { switches: { lineGrouping: 'shift' } });
    expect(result.lines.filter((l) => l.category === 'ordinary')).toHaveLength(10);
    expect(result.totalCents).toBe(286137);
  });

  it('E12: 12 h worked in one shift: 10 h ordinary, then 2 h at 150%', () => {
    const shift = () => [work('2026-12-15T07:00', '2026-12-15T19:30', { unpaidBreaks: [{ minutes: 30 }] })];
    const result = pay(shift());
    expect(brief(result.lines)).toEqual([
      ['ordinary', '10.00', '1', '36.22', 36220],
      ['overtime-150', '2.00', '1.5', '54.33', 10866],
    ]);
    expect(result.totalCents).toBe(47086);
    const fullTime = pay(shift(), { settings: FULL_TIME });
    expect(brief(fullTime.lines)).toEqual([
      ['ordinary', '8.00', '1', '36.22', 28976],
      ['overtime-150', '2.00', '1.5', '54.33', 10866],
      ['overtime-200', '2.00', '2', '72.44', 14488],
    ]);
    expect(fullTime.totalCents).toBe(54330);
  });

  it('E13: a casual Saturday is 175% of the base rate', () => {
    const result = pay([work('2026-12-05T08:00', '2026-12-05T14:00')], { settings: CASUAL });
    expect(brief(result.lines)).toEqual([['saturday', '6.00', '1.75', '63.385', 38031]]);
  });
});

describe('worked examples E14–E15 (SCHADS.md §8)', () => {
  it('E14: 42 km at $1.01 beside 4 h ordinary, no warning outside the $1.05 window', () => {
    const result = pay([work('2027-03-17T09:00', '2027-03-17T13:00', { kilometres: 42 })]);
    expect(brief(result.lines)).toEqual([
      ['ordinary', '4.00', '1', '36.22', 14488],
      ['km-allowance', '42', null, '1.01', 4242],
    ]);
    expect(result.totalCents).toBe(18730);
    expect(result.lines[1]?.warnings).toEqual([]);
    expect(result.lines[1]?.ote).toBe(false);
  });

  it('E14 in the pending $1.05 window: paid $1.01 with a warning naming the difference; $1.05 once confirmed', () => {
    const pending = pay([work('2026-11-18T09:00', '2026-11-18T13:00', { kilometres: 42 })]);
    const km = pending.lines.find((l) => l.category === 'km-allowance');
    expect([km?.rate, km?.amountCents]).toEqual(['1.01', 4242]);
    expect(km?.warnings[0]).toContain('the difference would be $1.68');
    const confirmed = SCHADS_RATE_ROWS.map((r) =>
      r.status === 'pending' ? { ...r, status: 'confirmed' as const } : r,
    );
    const after = pay([work('2026-11-18T09:00', '2026-11-18T13:00', { kilometres: 42 })], {
      rates: confirmed,
    });
    expect(after.lines.find((l) => l.category === 'km-allowance')?.amountCents).toBe(4410);
    expect(after.totalCents).toBe(18898);
  });

  it('E15: Thu 22:00 → Christmas Day 06:00 is 2 h night, then 6 h public holiday', () => {
    const result = pay([work('2026-12-24T22:00', '2026-12-25T06:00', { kind: 'active-night' })]);
    expect(brief(result.lines)).toEqual([
      ['night', '2.00', '1.15', '41.653', 8331],
      ['public-holiday', '6.00', '2.5', '90.55', 54330],
    ]);
    expect(result.totalCents).toBe(62661);
    expect(result.lines[0]?.pieces[0]?.to).toBe('24:00');
  });

  it('E15, casual: 140% then 275%', () => {
    const result = pay([work('2026-12-24T22:00', '2026-12-25T06:00')], { settings: CASUAL });
    expect(brief(result.lines)).toEqual([
      ['night', '2.00', '1.4', '50.708', 10142],
      ['public-holiday', '6.00', '2.75', '99.605', 59763],
    ]);
    expect(result.totalCents).toBe(69905);
  });
});
