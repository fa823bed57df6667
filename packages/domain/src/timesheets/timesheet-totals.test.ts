import { describe, expect, it } from 'vitest';
import { splitAttendance } from '../attendance/split-attendance.ts';
import type { WorkBands } from '../attendance/work-bands.ts';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { type TotalledSplit, timesheetTotals } from './timesheet-totals.ts';

// Expectations are worked out by hand from docs/workforce.md's bands (day 06:00-20:00), never with the
// code under test. Sydney is AEDT (+11) from 2026-10-04 02:00 (clocks go to 03:00) until
// 2027-04-04 03:00 (clocks go back to 02:00), AEST (+10) otherwise.
// Calendar: 2026-10-03 Sat, 2026-10-04 Sun, 2026-11-24 Tue, 2026-11-28 Sat, 2026-12-24 Thu,
// 2026-12-25 Fri, 2027-04-03 Sat, 2027-04-04 Sun.

const H = 60 * TICKS_PER_MINUTE;
const SYDNEY: WorkBands = {
  zone: 'Australia/Sydney',
  dayStart: '06:00',
  eveningStart: '20:00',
  holidays: new Set(['2026-12-25']),
};

/** An attendance's splits as a timesheet adds them up; the kilometres ride on the first split. */
function splitsOf(from: string, to: string, o: { night?: boolean; active?: boolean; km?: number } = {}) {
  return splitAttendance(
    {
      clockIn: new Date(from),
      clockOut: new Date(to),
      isNightShift: o.night ?? false,
      isExceptionalShift: o.active ?? false,
    },
    SYDNEY,
  ).map(
    (p, i): TotalledSplit => ({
      code: p.code,
      duration: p.durationTicks,
      totalKm: i === 0 ? (o.km ?? 0) : 0,
    }),
  );
}

const ZERO = {
  normalDuration: 0,
  eveningDuration: 0,
  exceptionalDuration: 0,
  satDuration: 0,
  sunDuration: 0,
  phDuration: 0,
  sleepoverDuration: 0,
  nightShift: 0,
  totalKm: 0,
  totalDuration: 0,
};

describe('timesheetTotals', () => {
  it('is all zeros for no splits', () => {
    expect(timesheetTotals([])).toEqual({ ...ZERO, byCode: {} });
  });

  it('adds the Saturday night into the DST start as it was lived (the skipped hour is not paid)', () => {
    // Sat 18:00 +10 → Sun 08:00 +11: SA 18-20 (2 h), SAN 20-24 (4 h), SUN 00-06 less the skipped hour (5 h), SU 06-08 (2 h).
    const totals = timesheetTotals(
      splitsOf('2026-10-03T18:00:00+10:00', '2026-10-04T08:00:00+11:00', { km: 12.5 }),
    );
    expect(totals).toEqual({
      ...ZERO,
      satDuration: 6 * H,
      sunDuration: 7 * H,
      totalKm: 12.5,
      totalDuration: 13 * H,
      byCode: { SA: 2 * H, SAN: 4 * H, SUN: 5 * H, SU: 2 * H },
    });
  });

  it('pays the repeated hour of the DST end night', () => {
    // Sat 22:00 +11 → Sun 07:00 +10: SAN 22-24 (2 h), SUN 00-06 with the hour lived twice (7 h), SU 06-07 (1 h).
    const totals = timesheetTotals(splitsOf('2027-04-03T22:00:00+11:00', '2027-04-04T07:00:00+10:00'));
    expect(totals.satDuration).toBe(2 * H);
    expect(totals.sunDuration).toBe(8 * H);
    expect(totals.byCode).toEqual({ SAN: 2 * H, SUN: 7 * H, SU: H });
    expect(totals.totalDuration).toBe(10 * H);
  });

  it('counts a weekend night with its day: Saturday night into sat, Sunday night into sun', () => {
    // Sat 2026-11-28 21:00 → Sun 03:00 (+11): SAN 3 h, SUN 3 h; nothing normal or evening.
    const totals = timesheetTotals(splitsOf('2026-11-28T21:00:00+11:00', '2026-11-29T03:00:00+11:00'));
    expect(totals).toEqual({
      ...ZERO,
      satDuration: 3 * H,
      sunDuration: 3 * H,
      totalDuration: 6 * H,
      byCode: { SAN: 3 * H, SUN: 3 * H },
    });
  });

  it('puts a public holiday’s hours in ph, and the eve in normal and evening', () => {
    // Thu 2026-12-24 18:00 → Fri (Christmas) 02:00: M 18-20 (2 h), E 20-24 (4 h), PH 00-02 (2 h).
    const eve = splitsOf('2026-12-24T18:00:00+11:00', '2026-12-25T02:00:00+11:00');
    // Christmas Day 08:00-12:00: PH 4 h.
    const day = splitsOf('2026-12-25T08:00:00+11:00', '2026-12-25T12:00:00+11:00');
    const totals = timesheetTotals([...eve, ...day]);
    expect(totals).toEqual({
      ...ZERO,
      normalDuration: 2 * H,
      eveningDuration: 4 * H,
      phDuration: 6 * H,
      totalDuration: 12 * H,
      byCode: { M: 2 * H, E: 4 * H, PH: 6 * H },
    });
  });

  it('counts an active night’s late hours as exceptional', () => {
    // Tue 2026-11-24 18:00 → Wed 07:00 active night: M 2 h, EX 20-24 4 h, EX 00-06 6 h, M 06-07 1 h.
    const totals = timesheetTotals(
      splitsOf('2026-11-24T18:00:00+11:00', '2026-11-25T07:00:00+11:00', { active: true }),
    );
    expect(totals.normalDuration).toBe(3 * H);
    expect(totals.exceptionalDuration).toBe(10 * H);
    expect(totals.eveningDuration).toBe(0);
    expect(totals.totalDuration).toBe(13 * H);
  });

  it('counts a sleepover once, with its hours in sleepover and the total', () => {
    // Tue 2026-11-24 22:00 → Wed 08:00: one N split of 10 h.
    const sleepover = splitsOf('2026-11-24T22:00:00+11:00', '2026-11-25T08:00:00+11:00', { night: true });
    const totals = timesheetTotals(sleepover);
    expect(totals.nightShift).toBe(1);
    expect(totals.sleepoverDuration).toBe(10 * H);
    expect(totals.totalDuration).toBe(10 * H);
    expect(totals.byCode).toEqual({ N: 10 * H });
    expect(timesheetTotals([...sleepover, ...sleepover]).nightShift).toBe(2);
  });

  it('keeps an unknown code in the total and byCode only', () => {
    const totals = timesheetTotals([
      { code: 'M', duration: 2 * H, totalKm: 0 },
      { code: 'TRAVEL', duration: 30 * TICKS_PER_MINUTE, totalKm: 0 },
    ]);
    expect(totals).toEqual({
      ...ZERO,
      normalDuration: 2 * H,
      totalDuration: 2 * H + 30 * TICKS_PER_MINUTE,
      byCode: { M: 2 * H, TRAVEL: 30 * TICKS_PER_MINUTE },
    });
  });

  it('rounds the kilometres to 2 decimals after adding them', () => {
    const km = (...values: number[]) =>
      timesheetTotals(values.map((totalKm) => ({ code: 'M', duration: H, totalKm }))).totalKm;
    expect(km(0.1, 0.2)).toBe(0.3);
    expect(km(12.344, 0.002)).toBe(12.35);
    expect(km(10.004, 10.004)).toBe(20.01);
    expect(km(7)).toBe(7);
  });
});
