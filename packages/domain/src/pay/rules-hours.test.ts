import { describe, expect, it } from 'vitest';
import { brief, CASUAL, PART_TIME, pay, work } from './pay.test-kit.ts';

// SCHADS.md §4.1–§4.4 rule by rule. 2026-27 line rates (§3.4): 36.22, afternoon 40.7475, night
// 41.653, 150% 54.33, 200% 72.44, 250% 90.55; casual 45.275, 49.8025, 50.708, 63.385, 81.495, 99.605.
const DAY_WORKER = { ...PART_TIME, shiftworker: false };

describe('§4.1 the day-worker span (cl 25.2(a))', () => {
  it('a part-time day worker’s hours before 06:00 are overtime, the rest ordinary', () => {
    const result = pay([work('2026-12-01T05:00', '2026-12-01T09:00')], { settings: DAY_WORKER });
    expect(brief(result.lines)).toEqual([
      ['ordinary', '3.00', '1', '36.22', 10866],
      ['overtime-150', '1.00', '1.5', '54.33', 5433],
    ]);
    expect(result.lines[1]?.ruleId).toBe('overtime-span');
  });

  it('a day worker on a Saturday gets the Saturday rate by default, with a warning to record designations', () => {
    const result = pay([work('2026-12-05T09:00', '2026-12-05T13:00')], { settings: DAY_WORKER });
    expect(brief(result.lines)).toEqual([['saturday', '4.00', '1.5', '54.33', 21732]]);
    expect(result.lines[0]?.warnings.join(' ')).toContain('§11 #7');
  });

  it('with the weekend switch off, a day worker’s Saturday hours are span overtime', () => {
    const result = pay([work('2026-12-05T09:00', '2026-12-05T13:00')], {
      settings: DAY_WORKER,
      switches: { dayWorkerWeekendRates: false },
    });
    expect(brief(result.lines)).toEqual([
      ['overtime-150', '2.00', '1.5', '54.33', 10866],
      ['overtime-200', '2.00', '2', '72.44', 14488],
    ]);
  });
});

describe('§4.2 afternoon and night loadings (shiftworkers, whole shift)', () => {
  const loadingOf = (from: string, to: string) => pay([work(from, to)]).lines.map((l) => l.category);

  it('ending at exactly 20:00 is not afternoon; ending after 20:00 is, for the whole shift', () => {
    expect(loadingOf('2026-12-01T12:00', '2026-12-01T20:00')).toEqual(['ordinary']);
    expect(loadingOf('2026-12-01T12:00', '2026-12-01T20:01')).toEqual(['afternoon']);
  });

  it('ending at exactly midnight is afternoon; ending after midnight is night', () => {
    expect(loadingOf('2026-12-01T16:00', '2026-12-02T00:00')).toEqual(['afternoon']);
    expect(loadingOf('2026-12-01T16:00', '2026-12-02T00:30')).toEqual(['night']);
  });

  it('starting at exactly 06:00 is not night; starting before 06:00 is', () => {
    expect(loadingOf('2026-12-01T06:00', '2026-12-01T12:00')).toEqual(['ordinary']);
    expect(loadingOf('2026-12-01T05:59', '2026-12-01T12:00')).toEqual(['night']);
  });

  it('a shift meeting both tests (05:00–21:00) is a night shift', () => {
    expect(
      loadingOf('2026-12-01T05:00', '2026-12-01T21:00').filter((c) => !c.startsWith('overtime')),
    ).toEqual(['night']);
  });

  it('the afternoon line is 8 h at 112.5%, explained with its clause', () => {
    const line = pay([work('2026-12-01T14:00', '2026-12-01T22:00')]).lines[0];
    expect(line?.explanation).toBe(
      'Afternoon shift: 8 h at 112.5% of $36.22 = $325.98. Afternoon shift loading, whole shift (cl 29.2/29.3 (FWO-SW)).',
    );
  });

  it('a clause is data: the company’s text replaces the quoted one', () => {
    const result = pay([work('2026-12-01T14:00', '2026-12-01T22:00')], {
      clauses: { afternoon: 'cl 29.3(d)' },
    });
    expect(result.lines[0]?.clause).toBe('cl 29.3(d)');
    expect(result.lines[0]?.explanation).toContain('(cl 29.3(d))');
  });

  it('broken shift: loadings per period, and a first period starting before 06:00 is paid ordinary', () => {
    const result = pay([
      work('2026-12-01T05:00', '2026-12-01T08:00', { kind: 'broken-shift-period' }),
      work('2026-12-01T13:00', '2026-12-01T17:00', { kind: 'broken-shift-period' }),
    ]);
    expect(brief(result.lines)).toEqual([
      ['ordinary', '7.00', '1', '36.22', 25354],
      ['broken-shift-allowance-1', '1', null, '21.81', 2181],
    ]);
    expect(result.lines[0]?.warnings.join(' ')).toContain('§11 #19');
  });

  it('broken shift: a second period ending after 20:00 is afternoon on its own', () => {
    const result = pay([
      work('2026-12-01T09:00', '2026-12-01T12:00', { kind: 'broken-shift-period' }),
      work('2026-12-01T16:00', '2026-12-01T19:00', { kind: 'broken-shift-period' }),
      work('2026-12-01T19:30', '2026-12-01T21:00', { kind: 'broken-shift-period' }),
    ]);
    expect(result.lines.map((l) => [l.category, l.hours ?? l.units])).toEqual([
      ['ordinary', '6.00'],
      ['afternoon', '1.50'],
      ['minimum-engagement-topup', '0.50'],
      ['broken-shift-allowance-2', '1'],
    ]);
  });

  it('a worker not designated a shiftworker gets no loading', () => {
    const result = pay([work('2026-12-01T12:00', '2026-12-01T19:00')], {
      settings: { ...PART_TIME, shiftworker: false },
    });
    expect(result.lines.map((l) => l.category)).toEqual(['ordinary']);
  });
});

describe('§4.3 Saturday, Sunday and public holidays replace loadings, hour by hour', () => {
  it('a public holiday outranks Sunday (Easter Sunday 2026, 2025-26 rates)', () => {
    expect(brief(pay([work('2026-04-05T09:00', '2026-04-05T13:00')]).lines)).toEqual([
      ['public-holiday', '4.00', '2.5', '86.45', 34580],
    ]);
  });

  it('Sunday into Monday: Sunday hours at 200%, Monday hours as a night shift', () => {
    const result = pay([work('2026-11-29T23:00', '2026-11-30T07:00')]);
    expect(brief(result.lines)).toEqual([
      ['sunday', '1.00', '2', '72.44', 7244],
      ['night', '7.00', '1.15', '41.653', 29157],
    ]);
  });
});

describe('§4.4 the casual loading combines with loadings and penalty rates', () => {
  it('casual afternoon is 137.5% and casual night 140%', () => {
    expect(brief(pay([work('2026-12-01T14:00', '2026-12-01T22:00')], { settings: CASUAL }).lines)).toEqual([
      ['afternoon', '8.00', '1.375', '49.8025', 39842],
    ]);
    expect(brief(pay([work('2026-12-01T22:00', '2026-12-02T06:00')], { settings: CASUAL }).lines)).toEqual([
      ['night', '8.00', '1.4', '50.708', 40566],
    ]);
  });

  it('casual Sunday is 225% and casual overtime 175% for the first 2 h', () => {
    expect(brief(pay([work('2026-11-29T09:00', '2026-11-29T13:00')], { settings: CASUAL }).lines)).toEqual([
      ['sunday', '4.00', '2.25', '81.495', 32598],
    ]);
    expect(brief(pay([work('2026-12-01T07:00', '2026-12-01T19:00')], { settings: CASUAL }).lines)).toEqual([
      ['ordinary', '10.00', '1.25', '45.275', 45275],
      ['overtime-150', '2.00', '1.75', '63.385', 12677],
    ]);
  });
});

describe('an above-award rate: the higher applies (SCHADS.md §2.1)', () => {
  it('a base of $40.00 above the award’s $36.22 is used, and the line says so', () => {
    const result = pay([work('2026-12-05T09:00', '2026-12-05T13:00')], {
      settings: { ...PART_TIME, aboveAwardHourlyRate: '40.00' },
    });
    expect(brief(result.lines)).toEqual([['saturday', '4.00', '1.5', '60.00', 24000]]);
    expect(result.lines[0]?.explanation).toContain('of $40.00 (above-award rate; award $36.22)');
  });

  it('a rate below the award is ignored', () => {
    const result = pay([work('2026-12-01T09:00', '2026-12-01T13:00')], {
      settings: { ...PART_TIME, aboveAwardHourlyRate: '30' },
    });
    expect(result.lines[0]?.rate).toBe('36.22');
  });
});
