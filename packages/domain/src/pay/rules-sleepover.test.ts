import { describe, expect, it } from 'vitest';
import { brief, CASUAL, PART_TIME, pay, sleepover, work } from './pay.test-kit.ts';

// SCHADS.md §4.9: sleepovers, and the 2026 variation from the first full pay period on or after
// 1 Jun 2026 (a period starting Mon 1 Jun 2026 on the fortnightly calendar from Mon 29 Jun 2026).

describe('§4.9 sleepovers', () => {
  it('a sleepover with no recorded work is the allowance alone, and says what it does', () => {
    const result = pay([
      work('2026-12-02T16:00', '2026-12-02T22:00'),
      sleepover('2026-12-02T22:00', '2026-12-03T06:00'),
    ]);
    const allowance = result.lines.find((l) => l.category === 'sleepover-allowance');
    expect(result.lines.some((l) => l.category === 'sleepover-work')).toBe(false);
    expect(allowance?.warnings[0]).toContain('No work recorded during the sleepover: the allowance only');
  });

  it('work over 1 h is paid for its duration: 150% for 2 h, then 200%', () => {
    const result = pay([
      work('2026-12-02T16:00', '2026-12-02T22:00'),
      sleepover('2026-12-02T22:00', '2026-12-03T06:00', [['2026-12-03T00:30', '2026-12-03T03:30']]),
    ]);
    expect(brief(result.lines).filter((l) => l[0] === 'sleepover-work')).toEqual([
      ['sleepover-work', '2.00', '1.5', '54.33', 10866],
      ['sleepover-work', '1.00', '2', '72.44', 7244],
    ]);
  });

  it('work on a Sunday night is at 200%, and the allowance is flat on weekends', () => {
    const result = pay([
      work('2026-11-28T16:00', '2026-11-28T22:00'),
      sleepover('2026-11-28T22:00', '2026-11-29T06:00', [['2026-11-29T01:00', '2026-11-29T01:30']]),
    ]);
    expect(brief(result.lines).filter((l) => l[0].startsWith('sleepover'))).toEqual([
      ['sleepover-allowance', '1', null, '62.87', 6287],
      ['sleepover-work', '1.00', '2', '72.44', 7244],
    ]);
  });

  it('casual sleepover work is at the casual overtime rate by default, with a warning', () => {
    const result = pay(
      [
        work('2026-12-02T16:00', '2026-12-02T22:00'),
        sleepover('2026-12-02T22:00', '2026-12-03T06:00', [['2026-12-03T02:00', '2026-12-03T02:30']]),
      ],
      { settings: CASUAL },
    );
    const line = result.lines.find((l) => l.category === 'sleepover-work');
    expect([line?.multiplier, line?.rate]).toEqual(['1.75', '63.385']);
    expect(line?.warnings.join(' ')).toContain('§11 #13');
  });

  it('cl 25.7(f): neither side 4 h, so the longer side is topped up to 4 h at its rate', () => {
    const result = pay([
      work('2026-12-02T19:00', '2026-12-02T22:00'),
      sleepover('2026-12-02T22:00', '2026-12-03T06:00'),
      work('2026-12-03T06:00', '2026-12-03T07:00'),
    ]);
    expect(brief(result.lines)).toContainEqual([
      'minimum-engagement-topup',
      '1.00',
      '1.125',
      '40.7475',
      4075,
    ]);
    expect(result.lines.find((l) => l.category === 'minimum-engagement-topup')?.ruleId).toBe(
      'sleepover-adjacent',
    );
  });

  it('a sleepover with no work next to it: the allowance and a warning to check the roster', () => {
    const result = pay([sleepover('2026-12-02T22:00', '2026-12-03T06:00')]);
    expect(result.lines.map((l) => l.category)).toEqual(['sleepover-allowance']);
    expect(result.warnings.join(' ')).toContain('no period of work next to it');
  });

  it('sleepover work is not counted toward the 10 h test by default; a warning shows what counting would do', () => {
    const attendances = () => [
      work('2026-12-03T17:00', '2026-12-03T22:00'),
      sleepover('2026-12-03T22:00', '2026-12-04T06:00', [['2026-12-04T02:00', '2026-12-04T03:00']]),
      work('2026-12-04T06:00', '2026-12-04T11:00'),
    ];
    const result = pay(attendances());
    expect(result.lines.some((l) => l.category.startsWith('overtime'))).toBe(false);
    expect(result.lines.flatMap((l) => l.warnings).join(' ')).toContain(
      'counting it would make 1 h overtime',
    );
    const counted = pay(attendances(), { switches: { sleepoverWorkCountsTowardOvertime: true } });
    expect(counted.lines.find((l) => l.category === 'overtime-150')?.hours).toBe('1.00');
  });

  it('a 12 h agreement needs each side at most 8 h: otherwise overtime after 10 h, with a warning', () => {
    const result = pay(
      [
        work('2026-12-03T13:00', '2026-12-03T22:00'),
        sleepover('2026-12-03T22:00', '2026-12-04T06:00'),
        work('2026-12-04T06:00', '2026-12-04T08:00'),
      ],
      { settings: { ...PART_TIME, sleepoverTwelveHourAgreement: true } },
    );
    expect(result.lines.find((l) => l.category === 'overtime-150')?.hours).toBe('1.00');
    expect(result.lines.flatMap((l) => l.warnings).join(' ')).toContain(
      'each side of the sleepover is at most 8 h',
    );
  });

  it('before the 2026 variation (May 2026) the periods either side are separate shifts: no joined overtime', () => {
    const result = pay([
      work('2026-05-21T17:00', '2026-05-21T22:00'),
      sleepover('2026-05-21T22:00', '2026-05-22T06:00'),
      work('2026-05-22T06:00', '2026-05-22T12:00'),
    ]);
    expect(brief(result.lines)).toEqual([
      ['afternoon', '5.00', '1.125', '38.9025', 19451],
      ['sleepover-allowance', '1', null, '60.02', 6002],
      ['ordinary', '6.00', '1', '34.58', 20748],
    ]);
  });

  it('from the first full pay period on or after 1 Jun 2026 the same shape is one shift with overtime', () => {
    const result = pay([
      work('2026-06-04T17:00', '2026-06-04T22:00'),
      sleepover('2026-06-04T22:00', '2026-06-05T06:00'),
      work('2026-06-05T06:00', '2026-06-05T12:00'),
    ]);
    expect(result.periodStart).toBe('2026-06-01');
    expect(brief(result.lines)).toContainEqual(['overtime-150', '1.00', '1.5', '51.87', 5187]);
  });
});

describe('rest next to a sleepover', () => {
  it('the periods either side of a sleepover before the variation carry no short-rest warning', () => {
    const result = pay([
      work('2026-05-21T17:00', '2026-05-21T22:00'),
      sleepover('2026-05-21T22:00', '2026-05-22T06:00'),
      work('2026-05-22T06:00', '2026-05-22T12:00'),
    ]);
    expect(result.lines.flatMap((l) => l.warnings).join(' ')).not.toContain('Less than 10 h off');
  });
});
