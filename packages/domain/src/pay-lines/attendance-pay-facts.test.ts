import { describe, expect, it } from 'vitest';
import { computePay } from '../pay/compute-pay.ts';
import { NSW_PUBLIC_HOLIDAY_DATES } from '../pay/nsw-public-holidays.data.ts';
import type { PayAttendance } from '../pay/pay-types.ts';
import { SCHADS_RATE_ROWS } from '../pay/schads-rates.data.ts';
import { engineSettings, payAttendance, type StoredAttendance } from './engine-inputs.ts';

const ZONE = 'Australia/Sydney';

const stored = (over: Partial<StoredAttendance>): StoredAttendance => ({
  attendanceId: 'a',
  shiftRosterId: 's',
  clockIn: '2026-12-01T22:00:00Z', // Wed 2 Dec 09:00 in Sydney
  clockOut: '2026-12-02T06:00:00Z', // 17:00
  isNightShift: false,
  isExceptionalShift: false,
  startKm: null,
  endKm: null,
  ...over,
});

const price = (attendances: PayAttendance[]) =>
  computePay({
    periodStart: '2026-11-30',
    calendar: { cycle: 'fortnightly', anchorDate: '2026-06-29' },
    zone: ZONE,
    publicHolidays: NSW_PUBLIC_HOLIDAY_DATES,
    settings: engineSettings([
      {
        effectiveFrom: '2025-07-07',
        stream: 'SACS_B',
        level: 2,
        payPoint: 1,
        employmentType: 'FT',
        agreedWeeklyMinutes: null,
        shiftworker: false,
        ftTenHourAgreement: false,
        sleepoverTwelveHourAgreement: false,
        aboveAwardHourlyCents: null,
      },
    ]),
    rates: SCHADS_RATE_ROWS,
    attendances,
  });

describe('an attendance’s breaks, broken-shift mark and work inside a sleepover, to the engine', () => {
  it('passes the break in minutes, the timed breaks and the sleepover’s work as instants in the zone', () => {
    expect(
      payAttendance(
        stored({
          unpaidBreakMinutes: 30,
          unpaidBreaks: [{ start: '2026-12-02T01:00:00.000Z', end: '2026-12-02T01:15:00.000Z' }],
        }),
        ZONE,
      ).unpaidBreaks,
    ).toEqual([
      { start: '2026-12-02T12:00:00.000+11:00', end: '2026-12-02T12:15:00.000+11:00' },
      { minutes: 30 },
    ]);
    const sleepover = payAttendance(
      stored({
        isNightShift: true,
        activePeriods: [{ start: '2026-12-02T15:10:00.000Z', end: '2026-12-02T15:55:00.000Z' }],
      }),
      ZONE,
    );
    expect(sleepover).toMatchObject({
      kind: 'sleepover',
      activePeriods: [{ start: '2026-12-03T02:10:00.000+11:00', end: '2026-12-03T02:55:00.000+11:00' }],
    });
    expect(sleepover).not.toHaveProperty('unpaidBreaks');
    expect(payAttendance(stored({}), ZONE)).not.toHaveProperty('unpaidBreaks');
    expect(payAttendance(stored({ unpaidBreakMinutes: 0 }), ZONE)).not.toHaveProperty('unpaidBreaks');
  });

  it('a shift flagged Broken shift is a broken-shift period; Sleep Over comes first', () => {
    expect(payAttendance(stored({ isBrokenShift: true }), ZONE).kind).toBe('broken-shift-period');
    expect(payAttendance(stored({ isBrokenShift: true, isExceptionalShift: true }), ZONE).kind).toBe(
      'broken-shift-period',
    );
    expect(payAttendance(stored({ isBrokenShift: true, isNightShift: true }), ZONE).kind).toBe('sleepover');
  });

  it('priced: the break is deducted, the broken shift pays its allowance and span, the sleepover its work', () => {
    const withBreak = price([payAttendance(stored({ unpaidBreakMinutes: 30 }), ZONE)]);
    expect(withBreak.problems).toEqual([]);
    expect(withBreak.lines.map((l) => [l.category, l.hours])).toEqual([['ordinary', '7.50']]);

    const broken = price([
      payAttendance(
        stored({ attendanceId: 'm', isBrokenShift: true, clockOut: '2026-12-02T00:00:00Z' }), // 09:00–11:00
        ZONE,
      ),
      payAttendance(
        stored({
          attendanceId: 'e',
          shiftRosterId: 's2',
          isBrokenShift: true,
          clockIn: '2026-12-02T05:00:00Z', // 16:00–19:00
          clockOut: '2026-12-02T08:00:00Z',
        }),
        ZONE,
      ),
    ]);
    expect(broken.problems).toEqual([]);
    expect(broken.lines.map((l) => l.category)).toContain('broken-shift-allowance-1');
    expect(broken.lines.find((l) => l.category === 'broken-shift-allowance-1')?.units).toBe('1');

    const sleepover = price([
      payAttendance(
        stored({
          isNightShift: true,
          clockIn: '2026-12-02T11:00:00Z', // 22:00
          clockOut: '2026-12-02T20:00:00Z', // 07:00
          activePeriods: [{ start: '2026-12-02T15:10:00.000Z', end: '2026-12-02T15:55:00.000Z' }],
        }),
        ZONE,
      ),
    ]);
    expect(sleepover.problems).toEqual([]);
    expect(sleepover.lines.map((l) => l.category).sort()).toEqual(['sleepover-allowance', 'sleepover-work']);
    // 45 minutes worked, paid as the 1 h minimum of work inside a sleepover.
    expect(sleepover.lines.find((l) => l.category === 'sleepover-work')?.hours).toBe('1.00');
    expect(sleepover.warnings.join(' ')).not.toMatch(/no recorded work/i);
  });
});
