import { describe, expect, it } from 'vitest';
import { adminShiftStatus, staffShiftStatus, statusBadgeColor, statusDotColor } from './shift-status.ts';
import type { ShiftStatusFacts } from './shift-view.ts';

const MIN = 60_000;
const at = (ms: number) => new Date(ms);

// The night daylight saving starts in Sydney (Sun 4 Oct 2026, 02:00 AEST → 03:00 AEDT):
// 01:50 AEST → 04:00 AEDT is 1 h 10 min of real time.
const SPRING = { dateFrom: '2026-10-03T15:50:00.000Z', dateTo: '2026-10-03T17:00:00.000Z' };
// The night it ends (Sun 4 Apr 2027, 03:00 AEDT → 02:00 AEST): 01:30 AEDT → 02:30 AEST is 2 h.
const AUTUMN = { dateFrom: '2027-04-03T14:30:00.000Z', dateTo: '2027-04-03T16:30:00.000Z' };

const facts = (
  times: { dateFrom: string; dateTo: string },
  over: Partial<ShiftStatusFacts> = {},
): ShiftStatusFacts => ({
  ...times,
  status: null,
  attendance: false,
  isEnded: false,
  ...over,
});

describe.each([
  ['daylight saving starts', SPRING],
  ['daylight saving ends', AUTUMN],
])('adminShiftStatus on the night %s', (_night, times) => {
  const start = Date.parse(times.dateFrom);
  const end = Date.parse(times.dateTo);

  it('is Upcoming until the start instant, then Active, then Absent from the end without attendance', () => {
    const shift = facts(times);
    expect(adminShiftStatus(shift, at(start - 10 * MIN))).toBe('Upcoming');
    expect(adminShiftStatus(shift, at(start - 1))).toBe('Upcoming');
    expect(adminShiftStatus(shift, at(start))).toBe('Active');
    expect(adminShiftStatus(shift, at(end - 1))).toBe('Active');
    expect(adminShiftStatus(shift, at(end))).toBe('Absent');
  });

  it('is In Shift with attendance not ended (even past the end), Present once ended after the end', () => {
    const clockedIn = facts(times, { attendance: true });
    expect(adminShiftStatus(clockedIn, at(start))).toBe('In Shift');
    expect(adminShiftStatus(clockedIn, at(end + 60 * MIN))).toBe('In Shift');
    const done = facts(times, { attendance: true, isEnded: true });
    expect(adminShiftStatus(done, at(end - 1))).toBe('In Shift');
    expect(adminShiftStatus(done, at(end))).toBe('Present');
  });

  it('shows the stored Pending and Cancelled once started, Upcoming before', () => {
    expect(adminShiftStatus(facts(times, { status: 'Pending' }), at(start - 1))).toBe('Upcoming');
    expect(adminShiftStatus(facts(times, { status: 'Pending' }), at(start))).toBe('Pending');
    expect(adminShiftStatus(facts(times, { status: 'Cancelled' }), at(end))).toBe('Cancelled');
    expect(adminShiftStatus(facts(times, { status: 'Confirmed' }), at(end))).toBe('Absent');
  });
});

describe.each([
  ['daylight saving starts', SPRING],
  ['daylight saving ends', AUTUMN],
])('staffShiftStatus on the night %s', (_night, times) => {
  const start = Date.parse(times.dateFrom);
  const end = Date.parse(times.dateTo);

  it('opens Clock-In exactly 10 minutes before the start and keeps it until the end', () => {
    const shift = facts(times);
    expect(staffShiftStatus(shift, at(start - 10 * MIN - 1))).toBe('Upcoming');
    expect(staffShiftStatus(shift, at(start - 10 * MIN))).toBe('Clock-In');
    expect(staffShiftStatus(shift, at(start))).toBe('Clock-In');
    expect(staffShiftStatus(shift, at(end - 1))).toBe('Clock-In');
    expect(staffShiftStatus(shift, at(end))).toBe('Absent');
  });

  it('is Present once clocked out, even before the rostered end (never Clock-In again)', () => {
    const done = facts(times, { attendance: true, isEnded: true });
    expect(staffShiftStatus(done, at(start + MIN))).toBe('Present');
    expect(staffShiftStatus(done, at(end - 1))).toBe('Present');
  });

  it('is Shift in progress with attendance, Present once ended and past the end', () => {
    expect(staffShiftStatus(facts(times, { attendance: true }), at(start - 5 * MIN))).toBe(
      'Shift in progress',
    );
    expect(staffShiftStatus(facts(times, { attendance: true }), at(end + MIN))).toBe('Shift in progress');
    expect(staffShiftStatus(facts(times, { attendance: true, isEnded: true }), at(end))).toBe('Present');
  });

  it('shows Cancelled inside the window, Upcoming before it', () => {
    const cancelled = facts(times, { status: 'Cancelled' });
    expect(staffShiftStatus(cancelled, at(start - 11 * MIN))).toBe('Upcoming');
    expect(staffShiftStatus(cancelled, at(start - 10 * MIN))).toBe('Cancelled');
  });
});

describe('colours', () => {
  it('dots green Present, red Absent, yellow in shift, grey otherwise', () => {
    expect(statusDotColor('Present')).toBe('green');
    expect(statusDotColor('Absent')).toBe('red');
    expect(statusDotColor('In Shift')).toBe('yellow');
    expect(statusDotColor('Shift in progress')).toBe('yellow');
    expect(statusDotColor('Upcoming')).toBe('gray');
  });

  it('badges the stored status', () => {
    expect(statusBadgeColor('Pending')).toBe('grape');
    expect(statusBadgeColor('Cancelled')).toBe('red');
    expect(statusBadgeColor(null)).toBe('green');
  });
});
