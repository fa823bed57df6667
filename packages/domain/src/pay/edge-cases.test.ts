import { describe, expect, it } from 'vitest';
import { brief, CASUAL, PART_TIME, pay, WEEKLY, work } from './pay.test-kit.ts';

// The edge cases issue 38 names. Figures worked out by hand from SCHADS.md: 2025-26 base $34.58
// (Saturday 51.87, Sunday 69.16, public holiday 86.45), 2026-27 base $36.22 (54.33, 72.44, 90.55).
// Sydney: clocks go back Sun 5 Apr 2026 and Sun 4 Apr 2027 (03:00 → 02:00), forward Sun 4 Oct 2026 (02:00 → 03:00).

describe('daylight saving: pay follows the clock (SCHADS.md §4.13)', () => {
  it('the night clocks go back (Sun 4 Apr 2027): 9 h elapsed, 8 h paid by the clock', () => {
    const result = pay([work('2027-04-03T22:00', '2027-04-04T06:00')]);
    expect(brief(result.lines)).toEqual([
      ['saturday', '2.00', '1.5', '54.33', 10866],
      ['sunday', '6.00', '2', '72.44', 43464],
    ]);
    expect(result.lines[1]?.warnings.join(' ')).toContain('paid by the clock, 8 h (9 h elapsed)');
  });

  it('the night clocks go back in 2026 is Easter Sunday: 8 h by the clock, all at the public holiday rate', () => {
    const result = pay([work('2026-04-04T22:00', '2026-04-05T06:00')]);
    expect(brief(result.lines)).toEqual([['public-holiday', '8.00', '2.5', '86.45', 69160]]);
  });

  it('the night clocks go forward (Sun 4 Oct 2026): 7 h elapsed, 8 h paid by the clock', () => {
    const result = pay([work('2026-10-03T22:00', '2026-10-04T06:00')]);
    expect(brief(result.lines)).toEqual([
      ['saturday', '2.00', '1.5', '54.33', 10866],
      ['sunday', '6.00', '2', '72.44', 43464],
    ]);
    expect(result.totalCents).toBe(54330);
    expect(result.lines[0]?.warnings.join(' ')).toContain('8 h (7 h elapsed)');
  });

  it('a weekday night is not touched by daylight saving: no warning', () => {
    const result = pay([work('2026-10-06T22:00', '2026-10-07T06:00')]);
    expect(result.lines[0]?.warnings).toEqual([]);
  });
});

describe('public holidays (SCHADS.md §4.11)', () => {
  it('a shift crossing midnight into Australia Day 2026: Sunday hours at 200%, holiday hours at 250%', () => {
    const result = pay([work('2026-01-25T22:00', '2026-01-26T06:00')]);
    expect(brief(result.lines)).toEqual([
      ['sunday', '2.00', '2', '69.16', 13832],
      ['public-holiday', '6.00', '2.5', '86.45', 51870],
    ]);
    expect(result.totalCents).toBe(65702);
  });

  it('Boxing Day 2026 is a Saturday holiday, Sunday 27 Dec is not a holiday, Monday 28 Dec is the additional day', () => {
    // 28 Dec starts the next fortnight (periods from Mon 29 Jun 2026), so it is priced in its own period.
    const weekend = pay([
      work('2026-12-26T09:00', '2026-12-26T17:00'),
      work('2026-12-27T09:00', '2026-12-27T17:00'),
    ]);
    expect(brief(weekend.lines)).toEqual([
      ['public-holiday', '8.00', '2.5', '90.55', 72440],
      ['sunday', '8.00', '2', '72.44', 57952],
    ]);
    const monday = pay([work('2026-12-28T09:00', '2026-12-28T17:00')]);
    expect(monday.periodStart).toBe('2026-12-28');
    expect(brief(monday.lines)).toEqual([['public-holiday', '8.00', '2.5', '90.55', 72440]]);
  });

  it('the NSW additional Anzac Day Monday, 27 Apr 2026, is a public holiday', () => {
    const result = pay([work('2026-04-27T09:00', '2026-04-27T17:00')]);
    expect(brief(result.lines)).toEqual([['public-holiday', '8.00', '2.5', '86.45', 69160]]);
  });

  it('a casual on a public holiday is paid 275% of the base rate', () => {
    const result = pay([work('2026-12-28T09:00', '2026-12-28T17:00')], { settings: CASUAL });
    expect(brief(result.lines)).toEqual([['public-holiday', '8.00', '2.75', '99.605', 79684]]);
  });
});

describe('the rate change of 1 July 2026: first full pay period on or after (SCHADS.md §3.1, §4.12)', () => {
  it('fortnightly: the period of Mon 29 Jun – Sun 12 Jul 2026 is still at 2025-26 rates', () => {
    const result = pay([work('2026-07-02T09:00', '2026-07-02T17:00')]);
    expect(result.periodStart).toBe('2026-06-29');
    expect(brief(result.lines)).toEqual([['ordinary', '8.00', '1', '34.58', 27664]]);
    expect(result.lines[0]?.rateRowId).toBe('sacs-l2-pp1-2025');
  });

  it('a shift over the period edge: each hour at its own pay period’s rate, the loading decided for the whole shift', () => {
    const result = pay([work('2026-07-12T22:00', '2026-07-13T06:00')]);
    expect(brief(result.lines)).toEqual([
      ['sunday', '2.00', '2', '69.16', 13832],
      ['night', '6.00', '1.15', '41.653', 24992],
    ]);
  });

  it('with the setting “whole shift by its start”, the Monday hours keep the old rate', () => {
    const result = pay([work('2026-07-12T22:00', '2026-07-13T06:00')], {
      switches: { rateChange: 'whole-shift-by-start' },
    });
    expect(brief(result.lines)).toContainEqual(['night', '6.00', '1.15', '39.767', 23860]);
  });

  it('weekly: the period starting Mon 29 Jun is not on or after 1 July, Mon 6 Jul is', () => {
    const before = pay([work('2026-07-03T09:00', '2026-07-03T17:00')], { calendar: WEEKLY });
    const after = pay([work('2026-07-06T09:00', '2026-07-06T17:00')], { calendar: WEEKLY });
    expect([before.lines[0]?.rate, after.lines[0]?.rate]).toEqual(['34.58', '36.22']);
  });
});

describe('part-time hours above the agreed hours (SCHADS.md §4.7)', () => {
  it('past 30 agreed hours but under 10 h a shift and 76 h a fortnight: all ordinary, with a note', () => {
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
    const result = pay(days.map((d) => work(`${d}T08:00`, `${d}T17:00`)));
    expect(brief(result.lines)).toEqual([['ordinary', '36.00', '1', '36.22', 130392]]);
    expect(result.warnings.join(' ')).toContain(
      'Week 1: 6 h worked above the agreed 30 h a week: ordinary hours',
    );
  });

  it('a part-timer within the agreed hours gets no note', () => {
    const result = pay([work('2026-11-30T08:00', '2026-11-30T17:00')], { settings: PART_TIME });
    expect(result.warnings).toEqual([]);
  });
});

describe('a broken shift past its 12 h span (SCHADS.md §4.6)', () => {
  it('casual, two breaks, 14 h span: the last 2 h at the casual 225% setting, the 2-break allowance, warnings', () => {
    const period = (from: string, to: string) =>
      work(`2026-12-02T${from}`, `2026-12-02T${to}`, { kind: 'broken-shift-period' });
    const result = pay([period('06:00', '08:00'), period('12:00', '14:00'), period('17:00', '20:00')], {
      settings: CASUAL,
    });
    expect(brief(result.lines)).toEqual([
      ['ordinary', '5.00', '1.25', '45.275', 22638],
      ['broken-span-200', '2.00', '2.25', '81.495', 16299],
      ['broken-shift-allowance-2', '1', null, '28.87', 2887],
    ]);
    expect(result.totalCents).toBe(41824);
    const words = result.lines.flatMap((l) => l.warnings).join(' ');
    expect(words).toContain('Two unpaid breaks');
    expect(words).toContain('§11 #12');
    expect(words).toContain('§11 #13');
  });
});
