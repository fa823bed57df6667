import { describe, expect, it } from 'vitest';
import { brief, CASUAL, PART_TIME, pay, work } from './pay.test-kit.ts';

// SCHADS.md §8, E1–E7, to the cent: SACS L2 pp1 2026-27 ($36.22), part-time shiftworker unless said.
// Expected figures are the reference's own tables, never the code's output.

describe('worked examples E1–E7 (SCHADS.md §8)', () => {
  it('E1: a weekday day shift with a 30 min unpaid break is 6 h ordinary', () => {
    const result = pay([work('2026-11-24T08:00', '2026-11-24T14:30', { unpaidBreaks: [{ minutes: 30 }] })]);
    expect(brief(result.lines)).toEqual([['ordinary', '6.00', '1', '36.22', 21732]]);
    expect(result.totalCents).toBe(21732);
    expect(result.lines[0]?.ote).toBe(true);
  });

  it('E2: a shift ending after 20:00 is an afternoon shift for all its hours', () => {
    const result = pay([work('2026-11-25T14:00', '2026-11-25T22:00')]);
    expect(brief(result.lines)).toEqual([['afternoon', '8.00', '1.125', '40.7475', 32598]]);
  });

  it('E2, day worker: the hours after 20:00 are overtime, the rest ordinary', () => {
    const result = pay([work('2026-11-25T14:00', '2026-11-25T22:00')], {
      settings: { ...PART_TIME, shiftworker: false },
    });
    expect(brief(result.lines)).toEqual([
      ['ordinary', '6.00', '1', '36.22', 21732],
      ['overtime-150', '2.00', '1.5', '54.33', 10866],
    ]);
    expect(result.totalCents).toBe(32598);
    expect(result.lines[1]?.ote).toBe(false);
  });

  it('E3: an active night ending after midnight is a night shift for all its hours', () => {
    const result = pay([work('2026-11-26T22:00', '2026-11-27T06:00', { kind: 'active-night' })]);
    expect(brief(result.lines)).toEqual([['night', '8.00', '1.15', '41.653', 33322]]);
  });

  it('E3, Friday into Saturday: Friday hours at the night loading, Saturday hours at 150%', () => {
    const result = pay([work('2026-11-27T22:00', '2026-11-28T06:00')]);
    expect(brief(result.lines)).toEqual([
      ['night', '2.00', '1.15', '41.653', 8331],
      ['saturday', '6.00', '1.5', '54.33', 32598],
    ]);
    expect(result.totalCents).toBe(40929);
    expect(result.lines[0]?.warnings.join(' ')).toContain('UNCONFIRMED');
  });

  it('E4, E5, E6: Saturday 150%, Sunday 200%, Christmas Day 250%', () => {
    expect(brief(pay([work('2026-11-28T09:00', '2026-11-28T17:00')]).lines)).toEqual([
      ['saturday', '8.00', '1.5', '54.33', 43464],
    ]);
    expect(brief(pay([work('2026-11-29T09:00', '2026-11-29T17:00')]).lines)).toEqual([
      ['sunday', '8.00', '2', '72.44', 57952],
    ]);
    expect(brief(pay([work('2026-12-25T09:00', '2026-12-25T17:00')]).lines)).toEqual([
      ['public-holiday', '8.00', '2.5', '90.55', 72440],
    ]);
  });

  it('E4: the explanation reads in plain words with the arithmetic', () => {
    const line = pay([work('2026-11-28T08:00', '2026-11-28T14:00')]).lines[0];
    expect(line?.pieces[0]?.explanation).toBe(
      'Sat 28 Nov 8:00–14:00, Saturday: 6 h at 150% of $36.22 = $325.98',
    );
    expect(line?.explanation).toContain('cl 26.1');
  });

  it('E7: a broken shift with one unpaid break and a 12 h span: ordinary hours and the 1-break allowance', () => {
    const result = pay([
      work('2026-11-30T07:00', '2026-11-30T10:00', { kind: 'broken-shift-period' }),
      work('2026-11-30T15:00', '2026-11-30T19:00', { kind: 'broken-shift-period' }),
    ]);
    expect(brief(result.lines)).toEqual([
      ['ordinary', '7.00', '1', '36.22', 25354],
      ['broken-shift-allowance-1', '1', null, '21.81', 2181],
    ]);
    expect(result.lines[0]?.pieces.map((p) => p.hours)).toEqual(['3.00', '4.00']);
    expect(result.totalCents).toBe(27535);
  });

  it('E7, second period to 20:00: the hour past the 12 h span is at 200%, and 20:00 is not afternoon', () => {
    const result = pay([
      work('2026-11-30T07:00', '2026-11-30T10:00', { kind: 'broken-shift-period' }),
      work('2026-11-30T15:00', '2026-11-30T20:00', { kind: 'broken-shift-period' }),
    ]);
    expect(brief(result.lines)).toEqual([
      ['ordinary', '7.00', '1', '36.22', 25354],
      ['broken-span-200', '1.00', '2', '72.44', 7244],
      ['broken-shift-allowance-1', '1', null, '21.81', 2181],
    ]);
    expect(result.totalCents).toBe(34779);
  });
});

describe('worked example E8 (SCHADS.md §8)', () => {
  it('a 1 h stand-alone visit is topped up to 2 h at the shift’s rate, on a line of its own', () => {
    const result = pay([work('2026-12-01T10:00', '2026-12-01T11:00')]);
    expect(brief(result.lines)).toEqual([
      ['ordinary', '1.00', '1', '36.22', 3622],
      ['minimum-engagement-topup', '1.00', '1', '36.22', 3622],
    ]);
    expect(result.totalCents).toBe(7244);
  });

  it('casual: each line rounds 45.275 up, so the two lines make $90.56, not $90.55', () => {
    const result = pay([work('2026-12-01T10:00', '2026-12-01T11:00')], { settings: CASUAL });
    expect(brief(result.lines)).toEqual([
      ['ordinary', '1.00', '1.25', '45.275', 4528],
      ['minimum-engagement-topup', '1.00', '1.25', '45.275', 4528],
    ]);
    expect(result.totalCents).toBe(9056);
    expect(result.lines.every((l) => l.casualLoadingIncluded)).toBe(true);
  });
});
