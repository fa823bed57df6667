import { describe, expect, it } from 'vitest';
import type { ShiftRosterView } from '../roster/shift-view.ts';
import { shiftBuckets } from './office-today.ts';

const MIN = 60_000;
// 10:00 AEDT on Fri 27 Nov 2026; the shifts are around it.
const NOW = new Date('2026-11-26T23:00:00.000Z');
const t = (minutes: number) => new Date(NOW.getTime() + minutes * MIN).toISOString();

const shift = (over: Partial<ShiftRosterView>): ShiftRosterView =>
  ({
    staffId: 's-1',
    dateFrom: t(-60),
    dateTo: t(120),
    status: null,
    attendance: false,
    isEnded: false,
    attendanceFlagged: false,
    attendanceClockIn: null,
    attendanceClockOut: null,
    openShiftRequests: 0,
    ...over,
  }) as ShiftRosterView;

const lists = (s: ShiftRosterView) =>
  Object.entries(shiftBuckets(s, NOW, 15))
    .filter(([, v]) => v)
    .map(([k]) => k);

describe('shiftBuckets', () => {
  it('unfilled: an open shift starting within 12 hours or under way; not one 13 hours out, nor a cancelled one', () => {
    expect(lists(shift({ staffId: null, dateFrom: t(11 * 60), dateTo: t(13 * 60) }))).toEqual(['unfilled']);
    expect(lists(shift({ staffId: null }))).toEqual(['unfilled']);
    expect(lists(shift({ staffId: null, dateFrom: t(13 * 60), dateTo: t(15 * 60) }))).toEqual([]);
    expect(lists(shift({ staffId: null, status: 'Cancelled' }))).toEqual([]);
  });

  it('not clocked in: from 10 minutes after the start until the end', () => {
    expect(lists(shift({ dateFrom: t(-10) }))).toEqual(['notClockedIn']);
    expect(lists(shift({ dateFrom: t(-9) }))).toEqual([]);
    expect(lists(shift({ dateFrom: t(-120), dateTo: t(0) }))).toEqual([]);
    expect(lists(shift({ dateFrom: t(-30), attendance: true }))).toEqual([]);
  });

  it('left early (past the tolerance), with a shift over midnight; still clocked in after the end', () => {
    const early = shift({
      dateFrom: t(-9 * 60),
      dateTo: t(-60),
      attendance: true,
      isEnded: true,
      attendanceClockOut: t(-120),
    });
    expect(lists(early)).toEqual(['leftEarly']);
    const onTime = { ...early, attendanceClockOut: t(-70) };
    expect(lists(onTime)).toEqual([]);
    expect(lists(shift({ dateTo: t(-1), attendance: true }))).toEqual(['stillClockedIn']);
    expect(lists(shift({ attendance: true }))).toEqual([]);
  });

  it('flagged attendances of the last hours only', () => {
    expect(lists(shift({ attendance: true, attendanceFlagged: true }))).toEqual(['flagged']);
    const old = shift({
      dateFrom: t(-30 * 60),
      dateTo: t(-20 * 60),
      attendance: true,
      isEnded: true,
      attendanceFlagged: true,
    });
    expect(lists(old)).toEqual([]);
  });

  it('requests: a pending cancellation until the shift ends; open-shift requests before the start', () => {
    expect(lists(shift({ status: 'Pending', dateFrom: t(60), dateTo: t(180) }))).toEqual([
      'pendingCancellation',
    ]);
    expect(lists(shift({ status: 'Pending', dateFrom: t(-30) }))).toEqual(['pendingCancellation']);
    const open = shift({ staffId: null, openShiftRequests: 2, dateFrom: t(24 * 60), dateTo: t(26 * 60) });
    expect(lists(open)).toEqual(['openShiftRequests']);
  });
});
