import { describe, expect, it } from 'vitest';
import { brief, CASUAL, FULL_TIME, PART_TIME, pay, WEEKLY, work } from './pay.test-kit.ts';

// SCHADS.md §4.5 (minimum payment), §4.6 (broken shifts), §4.7 (overtime), §4.8 (breaks between shifts).

describe('§4.5 minimum payment of 2 h (PT and casual)', () => {
  it('full-time workers get no top-up', () => {
    expect(brief(pay([work('2026-12-01T10:00', '2026-12-01T11:00')], { settings: FULL_TIME }).lines)).toEqual(
      [['ordinary', '1.00', '1', '36.22', 3622]],
    );
  });

  it('on a Saturday the top-up is at 150% (casual 175%)', () => {
    expect(brief(pay([work('2026-12-05T10:00', '2026-12-05T11:30')], { settings: CASUAL }).lines)).toEqual([
      ['saturday', '1.50', '1.75', '63.385', 9508],
      ['minimum-engagement-topup', '0.50', '1.75', '63.385', 3169],
    ]);
  });

  it('a shift with two rates tops up at the rate of its last hour, with a warning', () => {
    const result = pay([work('2026-12-04T23:30', '2026-12-05T00:30')], { settings: CASUAL });
    const topup = result.lines.find((l) => l.category === 'minimum-engagement-topup');
    expect([topup?.hours, topup?.multiplier]).toEqual(['1.00', '1.75']);
    expect(topup?.warnings.join(' ')).toContain('§11 #15');
  });

  it('each period of a broken shift has its own 2 h minimum', () => {
    const result = pay([
      work('2026-12-01T07:00', '2026-12-01T08:00', { kind: 'broken-shift-period' }),
      work('2026-12-01T12:00', '2026-12-01T15:00', { kind: 'broken-shift-period' }),
    ]);
    expect(result.lines.find((l) => l.category === 'minimum-engagement-topup')?.hours).toBe('1.00');
  });

  it('the top-up is super-earning by default and not when the company turns the setting off', () => {
    const shift = () => [work('2026-12-01T10:00', '2026-12-01T11:00')];
    expect(pay(shift()).lines[1]?.ote).toBe(true);
    expect(pay(shift(), { switches: { oteMinimumTopup: false } }).lines[1]?.ote).toBe(false);
  });
});

describe('§4.6 broken shifts', () => {
  it('more than two unpaid breaks is a problem, not a guess', () => {
    const periods = ['07', '10', '13', '16'].map((h) =>
      work(`2026-12-01T${h}:00`, `2026-12-01T${h}:30`, { kind: 'broken-shift-period' }),
    );
    const result = pay(periods);
    expect(result.status).toBe('blocked');
    expect(result.problems[0]?.message).toContain('has 3 unpaid breaks: a broken shift may have one or two');
  });

  it('a casual gets no allowance when the company turns the setting off', () => {
    const result = pay(
      [
        work('2026-12-01T07:00', '2026-12-01T10:00', { kind: 'broken-shift-period' }),
        work('2026-12-01T15:00', '2026-12-01T18:00', { kind: 'broken-shift-period' }),
      ],
      { settings: CASUAL, switches: { casualBrokenShiftAllowance: false } },
    );
    expect(result.lines.map((l) => l.category)).toEqual(['ordinary']);
  });

  it('the broken shift counts as one shift for the 10 h test', () => {
    const result = pay([
      work('2026-12-01T07:00', '2026-12-01T12:00', { kind: 'broken-shift-period' }),
      work('2026-12-01T13:00', '2026-12-01T19:00', { kind: 'broken-shift-period' }),
    ]);
    expect(brief(result.lines)).toEqual([
      ['ordinary', '10.00', '1', '36.22', 36220],
      ['overtime-150', '1.00', '1.5', '54.33', 5433],
      ['broken-shift-allowance-1', '1', null, '21.81', 2181],
    ]);
  });
});

describe('§4.7 overtime', () => {
  it('the 10 h test runs across midnight, and the overtime hours take their own day’s rate', () => {
    const result = pay([work('2026-12-04T18:00', '2026-12-05T06:00')]);
    expect(brief(result.lines)).toEqual([
      ['night', '6.00', '1.15', '41.653', 24992],
      ['saturday', '4.00', '1.5', '54.33', 21732],
      ['overtime-150', '2.00', '1.5', '54.33', 10866],
    ]);
  });

  it('two separate shifts on one day are not combined (and a short gap is only a warning)', () => {
    const result = pay([
      work('2026-12-01T07:00', '2026-12-01T13:00'),
      work('2026-12-01T14:00', '2026-12-01T20:00'),
    ]);
    expect(brief(result.lines)).toEqual([['ordinary', '12.00', '1', '36.22', 43464]]);
    expect(result.lines[0]?.warnings.join(' ')).toContain(
      'Less than 10 h off since the shift ending Tue 1 Dec 13:00',
    );
  });

  it('Mon–Sat: the first 2 overtime hours at 150%, then 200%; Sunday all 200%; public holiday 250%', () => {
    expect(
      pay([work('2026-12-01T07:00', '2026-12-01T20:00')]).lines.map((l) => [l.category, l.hours]),
    ).toEqual([
      ['ordinary', '10.00'],
      ['overtime-150', '2.00'],
      ['overtime-200', '1.00'],
    ]);
    expect(
      pay([work('2026-11-29T07:00', '2026-11-29T19:00')]).lines.map((l) => [l.category, l.hours]),
    ).toEqual([
      ['sunday', '10.00'],
      ['overtime-200', '2.00'],
    ]);
    expect(
      pay([work('2026-12-25T07:00', '2026-12-25T19:00')]).lines.map((l) => [l.category, l.hours]),
    ).toEqual([
      ['public-holiday', '10.00'],
      ['overtime-250', '2.00'],
    ]);
  });

  it('a weekly calendar tests 38 h a week, from the latest hours', () => {
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
    const result = pay(
      days.map((d) => work(`${d}T08:00`, `${d}T16:00`)),
      { calendar: WEEKLY },
    );
    expect(result.lines.map((l) => [l.category, l.hours, l.date])).toEqual([
      ['ordinary', '38.00', '2026-11-30'],
      ['overtime-150', '2.00', '2026-12-04'],
    ]);
  });

  it('fortnightly: 42 h then 34 h is no overtime on the 76 h reading, with a warning for the weekly reading', () => {
    const week1 = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((d) =>
      work(`${d}T08:00`, `${d}T16:24`),
    );
    const week2 = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((d) =>
      work(`${d}T08:00`, `${d}T14:48`),
    );
    const result = pay([...week1, ...week2]);
    expect(result.lines.map((l) => [l.category, l.hours])).toEqual([['ordinary', '76.00']]);
    expect(result.warnings.join(' ')).toContain('On a 38 h-a-week reading 4 h more would be overtime');
    const weekly = pay([...week1, ...week2], { switches: { periodOvertimeBasis: 'week' } });
    // The 4 h come from Friday 4 Dec, the week's latest: 2 h in that day's 150% band, then 200%.
    expect(weekly.lines.map((l) => [l.category, l.hours, l.toDate])).toEqual([
      ['ordinary', '72.00', '2026-12-11'],
      ['overtime-150', '2.00', '2026-12-04'],
      ['overtime-200', '2.00', '2026-12-04'],
    ]);
  });

  it('one shared 2 h band over the period when the company chooses it', () => {
    const shifts = () => [
      work('2026-12-01T07:00', '2026-12-01T19:00'),
      work('2026-12-03T07:00', '2026-12-03T19:00'),
    ];
    expect(pay(shifts()).lines.map((l) => [l.category, l.hours])).toEqual([
      ['ordinary', '20.00'],
      ['overtime-150', '4.00'],
    ]);
    expect(
      pay(shifts(), { switches: { overtime150Band: 'per-period' } }).lines.map((l) => [l.category, l.hours]),
    ).toEqual([
      ['ordinary', '20.00'],
      ['overtime-150', '2.00'],
      ['overtime-200', '2.00'],
    ]);
  });

  it('full-time with a 10 h agreement: overtime after 10 h', () => {
    const result = pay([work('2026-12-01T07:00', '2026-12-01T18:00')], {
      settings: { ...FULL_TIME, ftTenHourAgreement: true },
    });
    expect(result.lines.map((l) => [l.category, l.hours])).toEqual([
      ['ordinary', '10.00'],
      ['overtime-150', '1.00'],
    ]);
  });
});

describe('§4.8 rest after overtime (rest-break-200)', () => {
  const shifts = () => [
    work('2026-12-01T07:00', '2026-12-01T19:00'),
    work('2026-12-02T03:00', '2026-12-02T07:00'),
  ];

  it('resuming within 10 h of a shift with overtime is paid at 200%, flagged for review', () => {
    const line = pay(shifts()).lines.find((l) => l.category === 'rest-break-200');
    expect([line?.hours, line?.rate, line?.ote]).toEqual(['4.00', '72.44', false]);
    expect(line?.warnings.join(' ')).toContain('review before the pay run');
  });

  it('casuals are excluded, and the company may turn it off', () => {
    expect(pay(shifts(), { settings: CASUAL }).lines.some((l) => l.category === 'rest-break-200')).toBe(
      false,
    );
    const off = pay(shifts(), { switches: { restBreakAfterOvertime: false } });
    expect(off.lines.some((l) => l.category === 'rest-break-200')).toBe(false);
    expect(off.lines.some((l) => l.category === 'night')).toBe(true);
  });

  it('no overtime before: no penalty, a warning', () => {
    const result = pay(
      [work('2026-12-01T12:00', '2026-12-01T20:00'), work('2026-12-02T04:00', '2026-12-02T08:00')],
      {
        settings: PART_TIME,
      },
    );
    expect(result.lines.some((l) => l.category === 'rest-break-200')).toBe(false);
    expect(result.lines.flatMap((l) => l.warnings).join(' ')).toContain('Less than 10 h off');
  });
});
