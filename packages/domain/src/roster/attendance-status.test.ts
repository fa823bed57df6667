import { describe, expect, it } from 'vitest';
import { type AttendanceStatusFacts, attendanceStatus, leftEarly } from './attendance-status.ts';

const MIN = 60_000;
const at = (ms: number) => new Date(ms);
const iso = (ms: number) => new Date(ms).toISOString();

// Sydney, the night daylight saving starts (Sun 4 Oct 2026, 02:00 AEST → 03:00 AEDT):
// 22:00 AEST Sat → 06:00 AEDT Sun is 7 hours of real time.
const SPRING = { dateFrom: '2026-10-03T12:00:00.000Z', dateTo: '2026-10-03T19:00:00.000Z' };
// The night it ends (Sun 5 Apr 2026, 03:00 AEDT → 02:00 AEST): 22:00 AEDT → 06:00 AEST is 9 hours.
const AUTUMN = { dateFrom: '2026-04-04T11:00:00.000Z', dateTo: '2026-04-04T20:00:00.000Z' };
// An ordinary night over midnight (Tue 17 Nov 2026, 22:00 → Wed 06:00 AEDT).
const MIDNIGHT = { dateFrom: '2026-11-17T11:00:00.000Z', dateTo: '2026-11-17T19:00:00.000Z' };

const facts = (
  times: { dateFrom: string; dateTo: string },
  over: Partial<AttendanceStatusFacts> = {},
): AttendanceStatusFacts => ({ ...times, status: null, attendance: false, isEnded: false, ...over });

describe.each([
  ['daylight saving starts', SPRING],
  ['daylight saving ends', AUTUMN],
  ['an ordinary night over midnight', MIDNIGHT],
])('attendanceStatus on %s', (_night, times) => {
  const start = Date.parse(times.dateFrom);
  const end = Date.parse(times.dateTo);
  const TOL = 15;

  it('is Upcoming until the start plus the tolerance, then Late until the end, then Absent', () => {
    const shift = facts(times);
    expect(attendanceStatus(shift, at(start - 60 * MIN), TOL)).toBe('Upcoming');
    expect(attendanceStatus(shift, at(start + TOL * MIN - 1), TOL)).toBe('Upcoming');
    expect(attendanceStatus(shift, at(start + TOL * MIN), TOL)).toBe('Late');
    expect(attendanceStatus(shift, at(end - 1), TOL)).toBe('Late');
    expect(attendanceStatus(shift, at(end), TOL)).toBe('Absent');
  });

  it('is In shift while clocked in, even past the end', () => {
    const clocked = facts(times, { attendance: true, attendanceClockOut: null });
    expect(attendanceStatus(clocked, at(start), TOL)).toBe('In shift');
    expect(attendanceStatus(clocked, at(end + 120 * MIN), TOL)).toBe('In shift');
  });

  it('is Left early when clocked out more than the tolerance before the end, else Present', () => {
    const out = (ms: number) =>
      facts(times, { attendance: true, isEnded: true, attendanceClockOut: iso(ms) });
    expect(attendanceStatus(out(end - 60 * MIN), at(end - 59 * MIN), TOL)).toBe('Left early');
    expect(attendanceStatus(out(end - TOL * MIN - 1), at(end + 60 * MIN), TOL)).toBe('Left early');
    expect(attendanceStatus(out(end - TOL * MIN), at(end), TOL)).toBe('Present');
    expect(attendanceStatus(out(end + 30 * MIN), at(end + 31 * MIN), TOL)).toBe('Present');
  });

  it('is Late once done when clocked in more than the tolerance after the start; leaving early wins', () => {
    const done = (inMs: number, outMs = end) =>
      facts(times, {
        attendance: true,
        isEnded: true,
        attendanceClockIn: iso(inMs),
        attendanceClockOut: iso(outMs),
      });
    expect(attendanceStatus(done(start + TOL * MIN), at(end + MIN), TOL)).toBe('Present');
    expect(attendanceStatus(done(start + TOL * MIN + 1), at(end + MIN), TOL)).toBe('Late');
    expect(attendanceStatus(done(start + 60 * MIN), at(end + MIN), TOL)).toBe('Late');
    expect(attendanceStatus(done(start + 60 * MIN, end - 60 * MIN), at(end), TOL)).toBe('Left early');
    expect(attendanceStatus(done(start + MIN), at(end + MIN), 0)).toBe('Late');
    expect(attendanceStatus(done(start), at(end + MIN), 0)).toBe('Present');
    // While clocked in it stays In shift.
    const clocked = facts(times, { attendance: true, attendanceClockIn: iso(start + 60 * MIN) });
    expect(attendanceStatus(clocked, at(start + 61 * MIN), TOL)).toBe('In shift');
  });

  it('reads the company tolerance: 0 makes a minute early Left early, 120 forgives an hour', () => {
    const early = facts(times, { attendance: true, isEnded: true, attendanceClockOut: iso(end - 60 * MIN) });
    expect(attendanceStatus(early, at(end), 120)).toBe('Present');
    const minute = facts(times, { attendance: true, isEnded: true, attendanceClockOut: iso(end - MIN) });
    expect(attendanceStatus(minute, at(end), 0)).toBe('Left early');
    expect(attendanceStatus(facts(times), at(start), 0)).toBe('Late');
  });

  it('is Pending while a cancellation request waits and nobody clocked in; Cancelled always', () => {
    expect(attendanceStatus(facts(times, { status: 'Pending' }), at(start - 60 * MIN), TOL)).toBe('Pending');
    expect(attendanceStatus(facts(times, { status: 'Pending' }), at(end + MIN), TOL)).toBe('Pending');
    const clockedPending = facts(times, { status: 'Pending', attendance: true });
    expect(attendanceStatus(clockedPending, at(start), TOL)).toBe('In shift');
    expect(attendanceStatus(facts(times, { status: 'Cancelled' }), at(start - 60 * MIN), TOL)).toBe(
      'Cancelled',
    );
    expect(attendanceStatus(facts(times, { status: 'Cancelled', attendance: true }), at(end), TOL)).toBe(
      'Cancelled',
    );
  });

  it('reads a finished attendance queued on the phone (no clock-out time yet) as Present', () => {
    expect(attendanceStatus(facts(times, { attendance: true, isEnded: true }), at(start + MIN), TOL)).toBe(
      'Present',
    );
  });
});

describe('leftEarly', () => {
  it('counts real minutes across the spring-forward hour (22:00 → 06:00 is 7 h)', () => {
    // 04:45 AEDT is 1 h 15 min before the 06:00 end in real time.
    expect(leftEarly(SPRING.dateTo, '2026-10-03T17:45:00.000Z', 60)).toBe(true);
    expect(leftEarly(SPRING.dateTo, '2026-10-03T18:00:00.000Z', 60)).toBe(false);
  });

  it('counts real minutes across the repeated autumn hour, and takes a Date', () => {
    expect(leftEarly(AUTUMN.dateTo, new Date('2026-04-04T19:44:59.999Z'), 15)).toBe(true);
    expect(leftEarly(AUTUMN.dateTo, new Date('2026-04-04T19:45:00.000Z'), 15)).toBe(false);
  });
});
