import { describe, expect, it } from 'vitest';
import {
  PAY_FACTS_MESSAGES as M,
  payFactsFields,
  periodClockTimes,
  periodFromClockTimes,
  readPayFacts,
} from './pay-facts.ts';

const ZONE = 'Australia/Sydney';
// A sleepover Sat 5 Dec 2026 22:00 to Sun 6 Dec 07:00 in Sydney (UTC+11).
const sleepover = {
  clockIn: new Date('2026-12-05T11:00:00Z'),
  clockOut: new Date('2026-12-05T20:00:00Z'),
  sleepover: true,
};
const day = { ...sleepover, sleepover: false };
const none: {
  unpaidBreakMinutes: number | null;
  unpaidBreaks: { start: string; end: string }[];
  activePeriods: { start: string; end: string }[];
} = { unpaidBreakMinutes: null, unpaidBreaks: [], activePeriods: [] };

describe('an attendance’s unpaid breaks and work inside a sleepover', () => {
  it('reads wall times in the zone and instants, sorted, as instants', () => {
    const read = readPayFacts(
      {
        ...none,
        activePeriods: [
          { start: '2026-12-06T04:00', end: '2026-12-06T04:30' },
          { start: '2026-12-05T15:10:00Z', end: '2026-12-06T02:55+11:00' },
        ],
      },
      sleepover,
      ZONE,
    );
    expect(read).toEqual({
      ok: true,
      facts: {
        unpaidBreakMinutes: null,
        unpaidBreaks: [],
        activePeriods: [
          { start: '2026-12-05T15:10:00.000Z', end: '2026-12-05T15:55:00.000Z' },
          { start: '2026-12-05T17:00:00.000Z', end: '2026-12-05T17:30:00.000Z' },
        ],
      },
    });
    expect(readPayFacts({ ...none, unpaidBreakMinutes: 0 }, day, ZONE)).toEqual({
      ok: true,
      facts: none,
    });
  });

  it('refuses each bad entry with its message and field', () => {
    const issue = (input: Partial<typeof none>, on = day) => {
      const r = readPayFacts({ ...none, ...input }, on, ZONE);
      return r.ok ? null : [r.issue.field, r.issue.message];
    };
    expect(issue({ unpaidBreakMinutes: -5 })).toEqual(['unpaidBreakMinutes', M.breakNegative]);
    expect(issue({ unpaidBreakMinutes: 540 })).toEqual(['unpaidBreakMinutes', M.breakTooLong]);
    expect(
      issue({
        unpaidBreakMinutes: 30,
        unpaidBreaks: [{ start: '2026-12-06T01:00', end: '2026-12-06T01:30' }],
      }),
    ).toEqual(['unpaidBreakMinutes', M.breakMinutesAndTimes]);
    expect(issue({ unpaidBreaks: [{ start: '2026-12-06T01:30', end: '2026-12-06T01:00' }] })).toEqual([
      'unpaidBreaks',
      M.breakEndAfterStart,
    ]);
    expect(issue({ unpaidBreaks: [{ start: '2026-12-05T21:30', end: '2026-12-05T22:30' }] })).toEqual([
      'unpaidBreaks',
      M.breakOutside,
    ]);
    expect(
      issue({
        unpaidBreaks: [
          { start: '2026-12-06T01:00', end: '2026-12-06T01:30' },
          { start: '2026-12-06T01:20', end: '2026-12-06T01:40' },
        ],
      }),
    ).toEqual(['unpaidBreaks', M.breaksOverlap]);
    expect(issue({ unpaidBreaks: [{ start: 'soon', end: 'later' }] })).toEqual(['unpaidBreaks', M.badTime]);
    expect(issue({ activePeriods: [{ start: '2026-12-06T02:10', end: '2026-12-06T02:55' }] })).toEqual([
      'activePeriods',
      M.activeOnlySleepover,
    ]);
    expect(issue({ unpaidBreakMinutes: 30 }, sleepover)).toEqual(['unpaidBreakMinutes', M.sleepoverNoBreaks]);
    expect(
      issue({ activePeriods: [{ start: '2026-12-06T06:30', end: '2026-12-06T07:30' }] }, sleepover),
    ).toEqual(['activePeriods', M.activeOutside]);
    expect(
      issue(
        {
          activePeriods: [
            { start: '2026-12-06T02:10', end: '2026-12-06T02:55' },
            { start: '2026-12-06T02:50', end: '2026-12-06T03:10' },
          ],
        },
        sleepover,
      ),
    ).toEqual(['activePeriods', M.activeOverlap]);
  });

  it('the request fields read text lists (a query string, a multipart form) and arrays; minutes whole, not negative', () => {
    expect(payFactsFields.activePeriods.parse('2026-12-06T02:10/2026-12-06T02:55, a/b')).toEqual([
      { start: '2026-12-06T02:10', end: '2026-12-06T02:55' },
      { start: 'a', end: 'b' },
    ]);
    expect(payFactsFields.unpaidBreaks.parse('')).toEqual([]);
    expect(payFactsFields.unpaidBreaks.parse('[{"start":"x","end":"y"}]')).toEqual([
      { start: 'x', end: 'y' },
    ]);
    expect(payFactsFields.unpaidBreakMinutes.parse(' 30 ')).toBe(30);
    expect(payFactsFields.unpaidBreakMinutes.parse('')).toBeNull();
    expect(payFactsFields.unpaidBreakMinutes.safeParse('-5').error?.issues[0]?.message).toBe(M.breakNegative);
    expect(payFactsFields.unpaidBreakMinutes.safeParse('7.5').error?.issues[0]?.message).toBe(
      M.breakWholeMinutes,
    );
    expect(payFactsFields.unpaidBreakMinutes.safeParse('abc').error?.issues[0]?.message).toBe(
      M.breakWholeMinutes,
    );
  });

  it('clock times typed on the phone land inside the attendance, across midnight and daylight saving', () => {
    const woken = periodFromClockTimes('02:10', '02:55', sleepover.clockIn, ZONE);
    expect(woken).toEqual({ start: '2026-12-05T15:10:00.000Z', end: '2026-12-05T15:55:00.000Z' });
    expect(woken && periodClockTimes(woken, ZONE)).toEqual({ start: '02:10', end: '02:55' });
    expect(periodFromClockTimes('23:40', '0:20', sleepover.clockIn, ZONE)).toEqual({
      start: '2026-12-05T12:40:00.000Z',
      end: '2026-12-05T13:20:00.000Z',
    });
    // Daylight saving ends Sun 5 Apr 2026 at 03:00 (back to 02:00): 01:30–04:00 is 3.5 h elapsed.
    const dst = periodFromClockTimes('01:30', '04:00', new Date('2026-04-04T11:00:00Z'), ZONE);
    expect(dst && (Date.parse(dst.end) - Date.parse(dst.start)) / 3_600_000).toBe(3.5);
    expect(periodFromClockTimes('2am', '03:00', sleepover.clockIn, ZONE)).toBeNull();
  });
});
