import { describe, expect, it } from 'vitest';
import { at, PART_TIME, pay, work } from './pay.test-kit.ts';
import type { PayResult } from './pay-types.ts';
import { SCHADS_RATE_ROWS } from './schads-rates.data.ts';

// What blocks a period: returned as data with a message the office reads, never thrown, and then
// no line at all is priced (nothing is guessed).
const problemsOf = (result: PayResult) => {
  expect(result.status).toBe('blocked');
  expect(result.lines).toEqual([]);
  expect(result.totalCents).toBe(0);
  return result.problems.map((p) => [p.code, p.message]);
};

describe('problems that block a pay period', () => {
  it('a worker with no settings on the shift’s date', () => {
    const result = pay([work('2026-12-01T09:00', '2026-12-01T13:00')], {
      settings: { ...PART_TIME, effectiveFrom: '2026-12-02' },
    });
    expect(problemsOf(result)).toEqual([
      [
        'no-settings',
        'The worker has no award settings in force on 2026-12-01: add them on the staff record’s Pay tab',
      ],
    ]);
  });

  it('a stream that is not priced (Schedule E)', () => {
    const result = pay([work('2026-12-01T09:00', '2026-12-01T13:00')], {
      settings: { ...PART_TIME, stream: 'HOME_CARE_DISABILITY_E' },
    });
    expect(problemsOf(result)[0]?.[1]).toContain(
      'Not priced: Home care – disability (Schedule E) is not priced yet',
    );
  });

  it('a classification whose shipped row is disabled until an admin checks it (SACS level 3)', () => {
    const result = pay([work('2026-12-01T09:00', '2026-12-01T13:00')], {
      settings: { ...PART_TIME, level: 3 },
    });
    expect(problemsOf(result)).toEqual([
      [
        'rate-disabled',
        'The rate row of SACS (Schedule B) level 3 pay point 1 for the pay period starting 2026-11-30 is disabled: an admin enables it after checking the FWO pay guide (SCHADS.md §3.5)',
      ],
    ]);
  });

  it('a shift outside every rate row (June 2025, before the first row)', () => {
    const result = pay([work('2025-06-03T09:00', '2025-06-03T13:00')]);
    expect(problemsOf(result)[0]).toEqual([
      'no-rate',
      'No rate row of SACS (Schedule B) level 2 pay point 1 is in force for the pay period starting 2025-06-02: enter the year’s rates on Setup → Pay rates',
    ]);
  });

  it('a missing allowance row names the allowance', () => {
    const rates = SCHADS_RATE_ROWS.filter((r) => !(r.kind === 'allowance' && r.allowance === 'km'));
    const result = pay([work('2026-12-01T09:00', '2026-12-01T13:00', { kilometres: 10 })], { rates });
    expect(problemsOf(result)[0]?.[0]).toBe('no-allowance-rate');
    expect(problemsOf(result)[0]?.[1]).toContain('No km allowance row is in force');
  });

  it('overlapping attendances', () => {
    const result = pay([
      work('2026-12-01T09:00', '2026-12-01T13:00'),
      work('2026-12-01T12:00', '2026-12-01T15:00'),
    ]);
    expect(problemsOf(result)[0]?.[0]).toBe('overlap');
    expect(problemsOf(result)[0]?.[1]).toMatch(
      /^Attendance a\d+ overlaps attendance a\d+: correct one of them/,
    );
  });

  it('an attendance that ends before it starts, or a break outside it', () => {
    const backwards = work('2026-12-01T13:00', '2026-12-01T09:00');
    expect(problemsOf(pay([backwards]))[0]?.[1]).toContain('of 2026-12-01 ends before it starts');
    const outside = work('2026-12-01T09:00', '2026-12-01T13:00', {
      unpaidBreaks: [{ start: at('2026-12-01T12:30'), end: at('2026-12-01T13:30') }],
    });
    expect(problemsOf(pay([outside]))[0]?.[1]).toContain('each unpaid break must lie inside the attendance');
  });

  it('a clock time without its UTC offset is refused, not read in the machine’s zone', () => {
    const local = { ...work('2026-12-01T09:00', '2026-12-01T13:00'), clockIn: '2026-12-01T09:00:00' };
    expect(problemsOf(pay([local]))[0]?.[1]).toContain('as instants with their UTC offset');
  });

  it('a period start that is not the first day of a period of the calendar', () => {
    const result = pay([work('2026-12-01T09:00', '2026-12-01T13:00')], { periodStart: '2026-12-01' });
    expect(problemsOf(result)).toEqual([
      [
        'period-start',
        '2026-12-01 is not the first day of a fortnightly pay period of the company’s calendar (that date’s period starts on 2026-11-30)',
      ],
    ]);
  });

  it('a year with no public holidays entered', () => {
    const result = pay([work('2026-12-01T09:00', '2026-12-01T13:00')], { holidays: ['2025-12-25'] });
    expect(problemsOf(result)[0]).toEqual([
      'no-holidays',
      'No public holidays are entered for 2026: confirm the year’s calendar before its first pay run',
    ]);
  });
});

describe('a year without holidays is found at either end of a shift', () => {
  it('New Year’s Eve 2027 into 2028, with no 2028 rows', () => {
    const result = pay([work('2027-12-31T22:00', '2028-01-01T06:00')]);
    expect(problemsOf(result)[0]?.[1]).toBe(
      'No public holidays are entered for 2028: confirm the year’s calendar before its first pay run',
    );
  });
});

describe('settings changed within a period', () => {
  it('each shift is priced with the settings in force on its first day', () => {
    const result = pay(
      [work('2026-12-01T09:00', '2026-12-01T13:00'), work('2026-12-08T09:00', '2026-12-08T13:00')],
      {
        settings: [
          { ...PART_TIME, effectiveTo: '2026-12-06' },
          { ...PART_TIME, effectiveFrom: '2026-12-07', employmentType: 'CASUAL', ptAgreedWeeklyHours: null },
        ],
      },
    );
    expect(result.lines.map((l) => [l.category, l.rate, l.date])).toEqual([
      ['ordinary', '36.22', '2026-12-01'],
      ['ordinary', '45.275', '2026-12-08'],
    ]);
  });
});

describe('breaks given by their length', () => {
  it('a break of 0 minutes is no break; a negative one is refused', () => {
    expect(
      pay([work('2026-12-01T09:00', '2026-12-01T13:00', { unpaidBreaks: [{ minutes: 0 }] })]).lines[0]?.hours,
    ).toBe('4.00');
    const negative = pay([work('2026-12-01T09:00', '2026-12-01T13:00', { unpaidBreaks: [{ minutes: -5 }] })]);
    expect(negative.problems[0]?.code).toBe('bad-attendance');
  });
});
