import { describe, expect, it } from 'vitest';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import { isValidSleepover, type SplitPiece, splitAttendance } from './split-attendance.ts';
import type { WorkBands } from './work-bands.ts';

// Every expectation below is worked out by hand from docs/workforce.md's table, never with the code under
// test. Instants carry their UTC offset so the machine's zone cannot matter. Sydney is AEDT (+11)
// from 2026-10-04 02:00 (clocks go to 03:00: a 23-hour Sunday) until 2027-04-04 03:00 (clocks go
// back to 02:00: a 25-hour Sunday), AEST (+10) otherwise. Perth is +08 all year.
// Calendar: 2026-11-24 Tue, 27 Fri, 28 Sat, 29 Sun, 30 Mon; 2026-12-24 Thu, 25 Fri, 26 Sat, 28 Mon.

const SYDNEY: WorkBands = {
  zone: 'Australia/Sydney',
  dayStart: '06:00',
  eveningStart: '20:00',
  holidays: new Set(),
};
const HOLIDAYS: WorkBands = { ...SYDNEY, holidays: new Set(['2026-12-25', '2026-12-26', '2026-12-28']) };
const CUSTOM: WorkBands = { ...SYDNEY, dayStart: '07:00', eveningStart: '19:00' };
const PERTH: WorkBands = { ...SYDNEY, zone: 'Australia/Perth' };

/** [code, local date, from, to, minutes worked out by hand] */
type Expected = [string, string, string, string, number];
const H = 60;

function split(
  from: string,
  to: string,
  bands: WorkBands = SYDNEY,
  flags: { night?: boolean; active?: boolean } = {},
): SplitPiece[] {
  return splitAttendance(
    {
      clockIn: new Date(from),
      clockOut: new Date(to),
      isNightShift: flags.night ?? false,
      isExceptionalShift: flags.active ?? false,
    },
    bands,
  );
}

/** Checks the pieces one by one, then that they tile the attendance exactly. */
function expectPieces(pieces: SplitPiece[], from: string, to: string, expected: Expected[]) {
  expect(
    pieces.map((p) => [p.code, p.localDate, p.clockIn.getTime(), p.clockOut.getTime(), p.durationTicks]),
  ).toEqual(
    expected.map(([code, date, f, t, minutes]) => [
      code,
      date,
      new Date(f).getTime(),
      new Date(t).getTime(),
      minutes * TICKS_PER_MINUTE,
    ]),
  );
  const total = pieces.reduce((sum, p) => sum + p.durationTicks, 0);
  expect(total).toBe((new Date(to).getTime() - new Date(from).getTime()) * 10_000);
  for (let i = 1; i < pieces.length; i++) {
    expect(pieces[i]?.clockIn.getTime()).toBe(pieces[i - 1]?.clockOut.getTime());
  }
}

function check(
  name: string,
  from: string,
  to: string,
  expected: Expected[],
  bands: WorkBands = SYDNEY,
  flags: { night?: boolean; active?: boolean } = {},
) {
  it(name, () => expectPieces(split(from, to, bands, flags), from, to, expected));
}

describe('splitAttendance: band edges on a weekday (Tue 2026-11-24, +11)', () => {
  check(
    '05:59 to 06:01 is one minute EX then one minute M',
    '2026-11-24T05:59+11:00',
    '2026-11-24T06:01+11:00',
    [
      ['EX', '2026-11-24', '2026-11-24T05:59+11:00', '2026-11-24T06:00+11:00', 1],
      ['M', '2026-11-24', '2026-11-24T06:00+11:00', '2026-11-24T06:01+11:00', 1],
    ],
  );
  check(
    '19:59 to 20:01 is one minute M then one minute E',
    '2026-11-24T19:59+11:00',
    '2026-11-24T20:01+11:00',
    [
      ['M', '2026-11-24', '2026-11-24T19:59+11:00', '2026-11-24T20:00+11:00', 1],
      ['E', '2026-11-24', '2026-11-24T20:00+11:00', '2026-11-24T20:01+11:00', 1],
    ],
  );
  check('ending exactly on 06:00 stays EX', '2026-11-24T04:00+11:00', '2026-11-24T06:00+11:00', [
    ['EX', '2026-11-24', '2026-11-24T04:00+11:00', '2026-11-24T06:00+11:00', 2 * H],
  ]);
  check('starting exactly on 06:00 is M', '2026-11-24T06:00+11:00', '2026-11-24T08:00+11:00', [
    ['M', '2026-11-24', '2026-11-24T06:00+11:00', '2026-11-24T08:00+11:00', 2 * H],
  ]);
  check('ending exactly on 20:00 stays M', '2026-11-24T18:00+11:00', '2026-11-24T20:00+11:00', [
    ['M', '2026-11-24', '2026-11-24T18:00+11:00', '2026-11-24T20:00+11:00', 2 * H],
  ]);
  check('starting exactly on 20:00 is E', '2026-11-24T20:00+11:00', '2026-11-24T20:01+11:00', [
    ['E', '2026-11-24', '2026-11-24T20:00+11:00', '2026-11-24T20:01+11:00', 1],
  ]);
  check('a one-minute shift is one piece', '2026-11-24T12:00+11:00', '2026-11-24T12:01+11:00', [
    ['M', '2026-11-24', '2026-11-24T12:00+11:00', '2026-11-24T12:01+11:00', 1],
  ]);
});

describe('splitAttendance: local midnight', () => {
  check(
    '22:00 to 02:00 cuts at midnight: E then EX on the next date',
    '2026-11-24T22:00+11:00',
    '2026-11-25T02:00+11:00',
    [
      ['E', '2026-11-24', '2026-11-24T22:00+11:00', '2026-11-25T00:00+11:00', 2 * H],
      ['EX', '2026-11-25', '2026-11-25T00:00+11:00', '2026-11-25T02:00+11:00', 2 * H],
    ],
  );
  check(
    'ending exactly at midnight is one E piece on the first date',
    '2026-11-24T20:00+11:00',
    '2026-11-25T00:00+11:00',
    [['E', '2026-11-24', '2026-11-24T20:00+11:00', '2026-11-25T00:00+11:00', 4 * H]],
  );
  check(
    'starting exactly at midnight is EX on the new date',
    '2026-11-25T00:00+11:00',
    '2026-11-25T06:00+11:00',
    [['EX', '2026-11-25', '2026-11-25T00:00+11:00', '2026-11-25T06:00+11:00', 6 * H]],
  );
  check('a 24-hour weekday shift: M, E, EX, M', '2026-11-24T09:00+11:00', '2026-11-25T09:00+11:00', [
    ['M', '2026-11-24', '2026-11-24T09:00+11:00', '2026-11-24T20:00+11:00', 11 * H],
    ['E', '2026-11-24', '2026-11-24T20:00+11:00', '2026-11-25T00:00+11:00', 4 * H],
    ['EX', '2026-11-25', '2026-11-25T00:00+11:00', '2026-11-25T06:00+11:00', 6 * H],
    ['M', '2026-11-25', '2026-11-25T06:00+11:00', '2026-11-25T09:00+11:00', 3 * H],
  ]);
});

describe('splitAttendance: weekends', () => {
  check('Friday into Saturday: M, E, SAN, SA', '2026-11-27T18:00+11:00', '2026-11-28T08:00+11:00', [
    ['M', '2026-11-27', '2026-11-27T18:00+11:00', '2026-11-27T20:00+11:00', 2 * H],
    ['E', '2026-11-27', '2026-11-27T20:00+11:00', '2026-11-28T00:00+11:00', 4 * H],
    ['SAN', '2026-11-28', '2026-11-28T00:00+11:00', '2026-11-28T06:00+11:00', 6 * H],
    ['SA', '2026-11-28', '2026-11-28T06:00+11:00', '2026-11-28T08:00+11:00', 2 * H],
  ]);
  check('Saturday into Sunday: SA, SAN, SUN, SU', '2026-11-28T18:00+11:00', '2026-11-29T08:00+11:00', [
    ['SA', '2026-11-28', '2026-11-28T18:00+11:00', '2026-11-28T20:00+11:00', 2 * H],
    ['SAN', '2026-11-28', '2026-11-28T20:00+11:00', '2026-11-29T00:00+11:00', 4 * H],
    ['SUN', '2026-11-29', '2026-11-29T00:00+11:00', '2026-11-29T06:00+11:00', 6 * H],
    ['SU', '2026-11-29', '2026-11-29T06:00+11:00', '2026-11-29T08:00+11:00', 2 * H],
  ]);
  check('Sunday into Monday: SU, SUN, EX, M', '2026-11-29T18:00+11:00', '2026-11-30T08:00+11:00', [
    ['SU', '2026-11-29', '2026-11-29T18:00+11:00', '2026-11-29T20:00+11:00', 2 * H],
    ['SUN', '2026-11-29', '2026-11-29T20:00+11:00', '2026-11-30T00:00+11:00', 4 * H],
    ['EX', '2026-11-30', '2026-11-30T00:00+11:00', '2026-11-30T06:00+11:00', 6 * H],
    ['M', '2026-11-30', '2026-11-30T06:00+11:00', '2026-11-30T08:00+11:00', 2 * H],
  ]);
  check(
    'a whole Saturday: SAN, SA, SAN (the two SAN pieces are not consecutive)',
    '2026-11-28T00:00+11:00',
    '2026-11-29T00:00+11:00',
    [
      ['SAN', '2026-11-28', '2026-11-28T00:00+11:00', '2026-11-28T06:00+11:00', 6 * H],
      ['SA', '2026-11-28', '2026-11-28T06:00+11:00', '2026-11-28T20:00+11:00', 14 * H],
      ['SAN', '2026-11-28', '2026-11-28T20:00+11:00', '2026-11-29T00:00+11:00', 4 * H],
    ],
  );
});

describe('splitAttendance: public holidays (Fri 2026-12-25, Sat 2026-12-26, Mon 2026-12-28)', () => {
  check(
    'a weekday holiday is PH',
    '2026-12-25T08:00+11:00',
    '2026-12-25T12:00+11:00',
    [['PH', '2026-12-25', '2026-12-25T08:00+11:00', '2026-12-25T12:00+11:00', 4 * H]],
    HOLIDAYS,
  );
  check(
    'a Saturday holiday is PH across the 20:00 edge, merged',
    '2026-12-26T10:00+11:00',
    '2026-12-26T22:00+11:00',
    [['PH', '2026-12-26', '2026-12-26T10:00+11:00', '2026-12-26T22:00+11:00', 12 * H]],
    HOLIDAYS,
  );
  check(
    'a whole holiday is one 24-hour PH piece',
    '2026-12-25T00:00+11:00',
    '2026-12-26T00:00+11:00',
    [['PH', '2026-12-25', '2026-12-25T00:00+11:00', '2026-12-26T00:00+11:00', 24 * H]],
    HOLIDAYS,
  );
  check(
    'into a holiday: M, E, then PH from midnight',
    '2026-12-24T18:00+11:00',
    '2026-12-25T02:00+11:00',
    [
      ['M', '2026-12-24', '2026-12-24T18:00+11:00', '2026-12-24T20:00+11:00', 2 * H],
      ['E', '2026-12-24', '2026-12-24T20:00+11:00', '2026-12-25T00:00+11:00', 4 * H],
      ['PH', '2026-12-25', '2026-12-25T00:00+11:00', '2026-12-25T02:00+11:00', 2 * H],
    ],
    HOLIDAYS,
  );
  check(
    'out of a holiday: PH, then EX and M on the next weekday',
    '2026-12-28T22:00+11:00',
    '2026-12-29T07:00+11:00',
    [
      ['PH', '2026-12-28', '2026-12-28T22:00+11:00', '2026-12-29T00:00+11:00', 2 * H],
      ['EX', '2026-12-29', '2026-12-29T00:00+11:00', '2026-12-29T06:00+11:00', 6 * H],
      ['M', '2026-12-29', '2026-12-29T06:00+11:00', '2026-12-29T07:00+11:00', 1 * H],
    ],
    HOLIDAYS,
  );
  check(
    'holiday into holiday: two PH pieces, one per date (merging needs the same date)',
    '2026-12-25T22:00+11:00',
    '2026-12-26T02:00+11:00',
    [
      ['PH', '2026-12-25', '2026-12-25T22:00+11:00', '2026-12-26T00:00+11:00', 2 * H],
      ['PH', '2026-12-26', '2026-12-26T00:00+11:00', '2026-12-26T02:00+11:00', 2 * H],
    ],
    HOLIDAYS,
  );
  check(
    'a weekday holiday from 05:00 to 21:00 merges across both edges',
    '2026-12-28T05:00+11:00',
    '2026-12-28T21:00+11:00',
    [['PH', '2026-12-28', '2026-12-28T05:00+11:00', '2026-12-28T21:00+11:00', 16 * H]],
    HOLIDAYS,
  );
  check(
    'a date not in the list is not a holiday (Christmas without the list is a Friday)',
    '2026-12-25T08:00+11:00',
    '2026-12-25T12:00+11:00',
    [['M', '2026-12-25', '2026-12-25T08:00+11:00', '2026-12-25T12:00+11:00', 4 * H]],
  );
});

describe('splitAttendance: daylight saving in Sydney', () => {
  // 2026-10-04: 02:00 +10 becomes 03:00 +11. Sat 22:00 +10 (12:00Z) to Sun 08:00 +11 (21:00Z) is 9 hours.
  check(
    'overnight over the start of DST: the Sunday night piece is 5 hours, not 6',
    '2026-10-03T22:00+10:00',
    '2026-10-04T08:00+11:00',
    [
      ['SAN', '2026-10-03', '2026-10-03T22:00+10:00', '2026-10-04T00:00+10:00', 2 * H],
      ['SUN', '2026-10-04', '2026-10-04T00:00+10:00', '2026-10-04T06:00+11:00', 5 * H],
      ['SU', '2026-10-04', '2026-10-04T06:00+11:00', '2026-10-04T08:00+11:00', 2 * H],
    ],
  );
  check('the whole 23-hour Sunday: 5 + 14 + 4 hours', '2026-10-04T00:00+10:00', '2026-10-05T00:00+11:00', [
    ['SUN', '2026-10-04', '2026-10-04T00:00+10:00', '2026-10-04T06:00+11:00', 5 * H],
    ['SU', '2026-10-04', '2026-10-04T06:00+11:00', '2026-10-04T20:00+11:00', 14 * H],
    ['SUN', '2026-10-04', '2026-10-04T20:00+11:00', '2026-10-05T00:00+11:00', 4 * H],
  ]);
  check(
    '01:00 to 04:00 on the wall over the gap lasts 2 hours',
    '2026-10-04T01:00+10:00',
    '2026-10-04T04:00+11:00',
    [['SUN', '2026-10-04', '2026-10-04T01:00+10:00', '2026-10-04T04:00+11:00', 2 * H]],
  );
  // 2027-04-04 (not the 5th): 03:00 +11 becomes 02:00 +10. Sat 22:00 +11 (11:00Z) to Sun 08:00 +10 (22:00Z) is 11 hours.
  check(
    'overnight over the end of DST: the Sunday night piece is 7 hours',
    '2027-04-03T22:00+11:00',
    '2027-04-04T08:00+10:00',
    [
      ['SAN', '2027-04-03', '2027-04-03T22:00+11:00', '2027-04-04T00:00+11:00', 2 * H],
      ['SUN', '2027-04-04', '2027-04-04T00:00+11:00', '2027-04-04T06:00+10:00', 7 * H],
      ['SU', '2027-04-04', '2027-04-04T06:00+10:00', '2027-04-04T08:00+10:00', 2 * H],
    ],
  );
  check('the whole 25-hour Sunday: 7 + 14 + 4 hours', '2027-04-04T00:00+11:00', '2027-04-05T00:00+10:00', [
    ['SUN', '2027-04-04', '2027-04-04T00:00+11:00', '2027-04-04T06:00+10:00', 7 * H],
    ['SU', '2027-04-04', '2027-04-04T06:00+10:00', '2027-04-04T20:00+10:00', 14 * H],
    ['SUN', '2027-04-04', '2027-04-04T20:00+10:00', '2027-04-05T00:00+10:00', 4 * H],
  ]);
  check(
    '01:00 to 04:00 on the wall over the repeated hour lasts 4 hours',
    '2027-04-04T01:00+11:00',
    '2027-04-04T04:00+10:00',
    [['SUN', '2027-04-04', '2027-04-04T01:00+11:00', '2027-04-04T04:00+10:00', 4 * H]],
  );
  check(
    'Sunday night into Monday after DST ends: SUN then EX',
    '2027-04-04T20:00+10:00',
    '2027-04-05T02:00+10:00',
    [
      ['SUN', '2027-04-04', '2027-04-04T20:00+10:00', '2027-04-05T00:00+10:00', 4 * H],
      ['EX', '2027-04-05', '2027-04-05T00:00+10:00', '2027-04-05T02:00+10:00', 2 * H],
    ],
  );
  it('a sleepover over the end of DST is one N piece of 9 hours', () => {
    const from = '2027-04-03T22:00+11:00';
    const to = '2027-04-04T06:00+10:00';
    expectPieces(split(from, to, SYDNEY, { night: true }), from, to, [['N', '2027-04-03', from, to, 9 * H]]);
  });
});

describe('splitAttendance: active night (isExceptionalShift)', () => {
  const active = { active: true };
  check(
    'a weekday night is EX from 20:00 to 06:00',
    '2026-11-24T20:00+11:00',
    '2026-11-25T06:00+11:00',
    [
      ['EX', '2026-11-24', '2026-11-24T20:00+11:00', '2026-11-25T00:00+11:00', 4 * H],
      ['EX', '2026-11-25', '2026-11-25T00:00+11:00', '2026-11-25T06:00+11:00', 6 * H],
    ],
    SYDNEY,
    active,
  );
  check('the same night without the flag is E then EX', '2026-11-24T20:00+11:00', '2026-11-25T06:00+11:00', [
    ['E', '2026-11-24', '2026-11-24T20:00+11:00', '2026-11-25T00:00+11:00', 4 * H],
    ['EX', '2026-11-25', '2026-11-25T00:00+11:00', '2026-11-25T06:00+11:00', 6 * H],
  ]);
  check(
    'daytime hours of an active night stay M',
    '2026-11-24T18:00+11:00',
    '2026-11-25T08:00+11:00',
    [
      ['M', '2026-11-24', '2026-11-24T18:00+11:00', '2026-11-24T20:00+11:00', 2 * H],
      ['EX', '2026-11-24', '2026-11-24T20:00+11:00', '2026-11-25T00:00+11:00', 4 * H],
      ['EX', '2026-11-25', '2026-11-25T00:00+11:00', '2026-11-25T06:00+11:00', 6 * H],
      ['M', '2026-11-25', '2026-11-25T06:00+11:00', '2026-11-25T08:00+11:00', 2 * H],
    ],
    SYDNEY,
    active,
  );
  check(
    'Friday night: EX until midnight, then SAN',
    '2026-11-27T20:00+11:00',
    '2026-11-28T06:00+11:00',
    [
      ['EX', '2026-11-27', '2026-11-27T20:00+11:00', '2026-11-28T00:00+11:00', 4 * H],
      ['SAN', '2026-11-28', '2026-11-28T00:00+11:00', '2026-11-28T06:00+11:00', 6 * H],
    ],
    SYDNEY,
    active,
  );
  check(
    'Saturday night stays SAN and SUN',
    '2026-11-28T20:00+11:00',
    '2026-11-29T06:00+11:00',
    [
      ['SAN', '2026-11-28', '2026-11-28T20:00+11:00', '2026-11-29T00:00+11:00', 4 * H],
      ['SUN', '2026-11-29', '2026-11-29T00:00+11:00', '2026-11-29T06:00+11:00', 6 * H],
    ],
    SYDNEY,
    active,
  );
  check(
    'Sunday night: SUN until midnight, then EX on Monday',
    '2026-11-29T20:00+11:00',
    '2026-11-30T06:00+11:00',
    [
      ['SUN', '2026-11-29', '2026-11-29T20:00+11:00', '2026-11-30T00:00+11:00', 4 * H],
      ['EX', '2026-11-30', '2026-11-30T00:00+11:00', '2026-11-30T06:00+11:00', 6 * H],
    ],
    SYDNEY,
    active,
  );
  check(
    'a holiday night stays PH; the next weekday morning is EX',
    '2026-12-28T20:00+11:00',
    '2026-12-29T06:00+11:00',
    [
      ['PH', '2026-12-28', '2026-12-28T20:00+11:00', '2026-12-29T00:00+11:00', 4 * H],
      ['EX', '2026-12-29', '2026-12-29T00:00+11:00', '2026-12-29T06:00+11:00', 6 * H],
    ],
    HOLIDAYS,
    active,
  );
});

describe('splitAttendance: sleepover (isNightShift)', () => {
  it('is one N piece for the whole shift, dated by its start', () => {
    const from = '2026-11-24T22:00+11:00';
    const to = '2026-11-25T07:00+11:00';
    expectPieces(split(from, to, SYDNEY, { night: true }), from, to, [['N', '2026-11-24', from, to, 9 * H]]);
  });
  it('wins over the active-night flag and over a holiday', () => {
    const from = '2026-12-25T22:00+11:00';
    const to = '2026-12-26T06:00+11:00';
    expectPieces(split(from, to, HOLIDAYS, { night: true, active: true }), from, to, [
      ['N', '2026-12-25', from, to, 8 * H],
    ]);
  });
});

describe('splitAttendance: custom band edges (07:00 and 19:00)', () => {
  check(
    '06:30 to 07:30 is EX then M',
    '2026-11-24T06:30+11:00',
    '2026-11-24T07:30+11:00',
    [
      ['EX', '2026-11-24', '2026-11-24T06:30+11:00', '2026-11-24T07:00+11:00', 30],
      ['M', '2026-11-24', '2026-11-24T07:00+11:00', '2026-11-24T07:30+11:00', 30],
    ],
    CUSTOM,
  );
  check(
    '18:30 to 19:30 is M then E',
    '2026-11-24T18:30+11:00',
    '2026-11-24T19:30+11:00',
    [
      ['M', '2026-11-24', '2026-11-24T18:30+11:00', '2026-11-24T19:00+11:00', 30],
      ['E', '2026-11-24', '2026-11-24T19:00+11:00', '2026-11-24T19:30+11:00', 30],
    ],
    CUSTOM,
  );
  check(
    'Saturday 06:30 to 07:30 is SAN then SA',
    '2026-11-28T06:30+11:00',
    '2026-11-28T07:30+11:00',
    [
      ['SAN', '2026-11-28', '2026-11-28T06:30+11:00', '2026-11-28T07:00+11:00', 30],
      ['SA', '2026-11-28', '2026-11-28T07:00+11:00', '2026-11-28T07:30+11:00', 30],
    ],
    CUSTOM,
  );
  check(
    'with the default edges the same half hours are M only',
    '2026-11-24T06:30+11:00',
    '2026-11-24T07:30+11:00',
    [['M', '2026-11-24', '2026-11-24T06:30+11:00', '2026-11-24T07:30+11:00', 60]],
  );
});

describe('splitAttendance: another zone (Australia/Perth, +08, no DST)', () => {
  check(
    '19:00 to 01:00 Perth time: M, E, EX',
    '2026-11-24T19:00+08:00',
    '2026-11-25T01:00+08:00',
    [
      ['M', '2026-11-24', '2026-11-24T19:00+08:00', '2026-11-24T20:00+08:00', 1 * H],
      ['E', '2026-11-24', '2026-11-24T20:00+08:00', '2026-11-25T00:00+08:00', 4 * H],
      ['EX', '2026-11-25', '2026-11-25T00:00+08:00', '2026-11-25T01:00+08:00', 1 * H],
    ],
    PERTH,
  );
  check(
    'the same instants in Sydney (22:00 to 04:00): E then EX',
    '2026-11-24T19:00+08:00',
    '2026-11-25T01:00+08:00',
    [
      ['E', '2026-11-24', '2026-11-24T22:00+11:00', '2026-11-25T00:00+11:00', 2 * H],
      ['EX', '2026-11-25', '2026-11-25T00:00+11:00', '2026-11-25T04:00+11:00', 4 * H],
    ],
  );
  check(
    'Sydney’s DST night is a plain 10-hour night in Perth',
    '2026-10-03T22:00+08:00',
    '2026-10-04T08:00+08:00',
    [
      ['SAN', '2026-10-03', '2026-10-03T22:00+08:00', '2026-10-04T00:00+08:00', 2 * H],
      ['SUN', '2026-10-04', '2026-10-04T00:00+08:00', '2026-10-04T06:00+08:00', 6 * H],
      ['SU', '2026-10-04', '2026-10-04T06:00+08:00', '2026-10-04T08:00+08:00', 2 * H],
    ],
    PERTH,
  );
});

describe('splitAttendance: merging and empty attendances', () => {
  check('a day inside one band is one piece', '2026-11-24T09:00+11:00', '2026-11-24T17:00+11:00', [
    ['M', '2026-11-24', '2026-11-24T09:00+11:00', '2026-11-24T17:00+11:00', 8 * H],
  ]);
  it('zero length has no pieces', () => {
    expect(split('2026-11-24T09:00+11:00', '2026-11-24T09:00+11:00')).toEqual([]);
  });
  it('negative length has no pieces, sleepover or not', () => {
    expect(split('2026-11-24T09:00+11:00', '2026-11-24T08:00+11:00')).toEqual([]);
    expect(split('2026-11-24T09:00+11:00', '2026-11-24T08:00+11:00', SYDNEY, { night: true })).toEqual([]);
  });
  it('an invalid time has no pieces', () => {
    expect(split('2026-11-24T09:00+11:00', 'not a date')).toEqual([]);
  });
});

describe('isValidSleepover', () => {
  const valid = (from: string, to: string, zone = 'Australia/Sydney') =>
    isValidSleepover(new Date(from), new Date(to), zone);
  it('exactly 8 hours over midnight is valid', () => {
    expect(valid('2026-11-24T22:00+11:00', '2026-11-25T06:00+11:00')).toBe(true);
  });
  it('one minute under 8 hours is not', () => {
    expect(valid('2026-11-24T22:00+11:00', '2026-11-25T05:59+11:00')).toBe(false);
  });
  it('9 hours without crossing midnight is not', () => {
    expect(valid('2026-11-24T10:00+11:00', '2026-11-24T19:00+11:00')).toBe(false);
  });
  it('8 hours ending exactly at 00:00 does not cross midnight; one minute more does', () => {
    expect(valid('2026-11-24T16:00+11:00', '2026-11-25T00:00+11:00')).toBe(false);
    expect(valid('2026-11-24T16:00+11:00', '2026-11-25T00:01+11:00')).toBe(true);
  });
  it('starting exactly at 00:00 does not cross midnight', () => {
    expect(valid('2026-11-25T00:00+11:00', '2026-11-25T09:00+11:00')).toBe(false);
  });
  it('counts lived hours: 22:00 to 06:00 is 7 hours when DST starts, 9 when it ends', () => {
    expect(valid('2026-10-03T22:00+10:00', '2026-10-04T06:00+11:00')).toBe(false);
    expect(valid('2027-04-03T22:00+11:00', '2027-04-04T06:00+10:00')).toBe(true);
    expect(valid('2027-04-03T23:00+11:00', '2027-04-04T06:00+10:00')).toBe(true);
  });
  it('reads midnight in the zone given', () => {
    // 13:30 to 21:30 Perth is 16:30 to 00:30 Sydney: it crosses midnight only in Sydney.
    expect(valid('2026-11-24T18:00+08:00', '2026-11-25T02:00+08:00', 'Australia/Perth')).toBe(true);
    expect(valid('2026-11-24T10:00+11:00', '2026-11-24T18:00+11:00', 'Australia/Perth')).toBe(false);
    expect(valid('2026-11-24T18:00+08:00', '2026-11-25T02:00+08:00', 'Australia/Sydney')).toBe(true);
    expect(valid('2026-11-24T13:30+08:00', '2026-11-24T21:30+08:00', 'Australia/Sydney')).toBe(true);
    expect(valid('2026-11-24T13:30+08:00', '2026-11-24T21:30+08:00', 'Australia/Perth')).toBe(false);
  });
});
