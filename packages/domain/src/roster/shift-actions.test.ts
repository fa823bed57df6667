import { describe, expect, it } from 'vitest';
import { adminShiftActions, canDeleteInBulk, staffShiftActions } from './shift-actions.ts';
import type { ShiftStatusFacts } from './shift-view.ts';

const MIN = 60_000;
// Sat 3 Oct 2026 22:00 AEST → Sun 4 Oct 06:00 AEDT: the night daylight saving starts (7 h).
const NIGHT = { dateFrom: '2026-10-03T12:00:00.000Z', dateTo: '2026-10-03T19:00:00.000Z' };
const start = Date.parse(NIGHT.dateFrom);
const end = Date.parse(NIGHT.dateTo);
const before = new Date(start - 60 * MIN);
const during = new Date(start + 60 * MIN);
const after = new Date(end + 60 * MIN);

const shift = (over: Partial<ShiftStatusFacts> = {}): ShiftStatusFacts => ({
  ...NIGHT,
  status: null,
  attendance: false,
  isEnded: false,
  ...over,
});
const ALWAYS = ['duplicate', 'move', 'repeat'];

describe('adminShiftActions by state (spec 3 §4.2)', () => {
  it('Upcoming: delete, edit, cancel the client shift; no report', () => {
    expect(adminShiftActions(shift(), before)).toEqual([
      'view',
      'delete',
      'edit',
      'cancelClientShift',
      ...ALWAYS,
    ]);
  });

  it('Active: edit and mark attendance, and the report', () => {
    expect(adminShiftActions(shift(), during)).toEqual([
      'view',
      'edit',
      'markAttendance',
      'generateReport',
      ...ALWAYS,
    ]);
    expect(adminShiftActions(shift(), new Date(start))).toContain('markAttendance');
  });

  it('In Shift: delete and report, no edit', () => {
    expect(adminShiftActions(shift({ attendance: true }), during)).toEqual([
      'view',
      'delete',
      'generateReport',
      ...ALWAYS,
    ]);
  });

  it('Absent: delete, mark attendance, cancel the client shift, report', () => {
    expect(adminShiftActions(shift(), after)).toEqual([
      'view',
      'delete',
      'markAttendance',
      'cancelClientShift',
      'generateReport',
      ...ALWAYS,
    ]);
    expect(adminShiftActions(shift(), new Date(end))).toContain('markAttendance');
  });

  it('Present: unmark and report, never delete', () => {
    expect(adminShiftActions(shift({ attendance: true, isEnded: true }), after)).toEqual([
      'view',
      'unmarkAttendance',
      'generateReport',
      ...ALWAYS,
    ]);
  });

  it('Pending, upcoming or past: approve or reject, no edit, no report, no client cancellation', () => {
    const pending = shift({ status: 'Pending' });
    expect(adminShiftActions(pending, before)).toEqual([
      'view',
      'delete',
      'approveCancellation',
      'rejectCancellation',
      ...ALWAYS,
    ]);
    expect(adminShiftActions(pending, after)).toEqual([
      'view',
      'delete',
      'approveCancellation',
      'rejectCancellation',
      ...ALWAYS,
    ]);
  });

  it('Pending after the worker clocked in: reject only, never approve (issue 24)', () => {
    const worked = shift({ status: 'Pending', attendance: true, isEnded: true });
    expect(adminShiftActions(worked, after)).toContain('rejectCancellation');
    expect(adminShiftActions(worked, after)).not.toContain('approveCancellation');
  });

  it('Cancelled: reassign and delete; no edit or client cancellation', () => {
    const cancelled = shift({ status: 'Cancelled' });
    expect(adminShiftActions(cancelled, before)).toEqual(['view', 'delete', 'reassign', ...ALWAYS]);
    expect(adminShiftActions(cancelled, after)).toEqual([
      'view',
      'delete',
      'reassign',
      'generateReport',
      ...ALWAYS,
    ]);
  });
});

describe('canDeleteInBulk', () => {
  it('takes only upcoming shifts without attendance', () => {
    expect(canDeleteInBulk(shift(), new Date(start - 1))).toBe(true);
    expect(canDeleteInBulk(shift(), new Date(start))).toBe(false);
    expect(canDeleteInBulk(shift({ attendance: true }), before)).toBe(false);
  });
});

describe('staffShiftActions by state (spec 3 §4.3)', () => {
  const card = (over: Partial<ShiftStatusFacts> = {}, isShiftReportSigned = false) => ({
    ...shift(over),
    isShiftReportSigned,
  });

  it('Upcoming: cancel; Clock-In from 10 minutes before: clock in and cancel', () => {
    expect(staffShiftActions(card(), new Date(start - 10 * MIN - 1))).toEqual(['cancel']);
    expect(staffShiftActions(card(), new Date(start - 10 * MIN))).toEqual(['clockIn', 'cancel']);
    expect(staffShiftActions(card(), during)).toEqual(['clockIn', 'cancel']);
  });

  it('a cancellation asked: no second cancel, but the shift stands so clock-in stays', () => {
    expect(staffShiftActions(card({ status: 'Pending' }), before)).toEqual([]);
    expect(staffShiftActions(card({ status: 'Pending' }), during)).toEqual(['clockIn']);
  });

  it('Cancelled: nothing, before or inside the window', () => {
    expect(staffShiftActions(card({ status: 'Cancelled' }), before)).toEqual([]);
    expect(staffShiftActions(card({ status: 'Cancelled' }), during)).toEqual([]);
  });

  it('in progress: Fill Report, and Clock Out only once the report is signed', () => {
    expect(staffShiftActions(card({ attendance: true }), during)).toEqual(['fillReport']);
    expect(staffShiftActions(card({ attendance: true }, true), during)).toEqual(['fillReport', 'clockOut']);
  });

  it('Present: Fill Report while unsigned, then nothing; Absent: nothing', () => {
    expect(staffShiftActions(card({ attendance: true, isEnded: true }), after)).toEqual(['fillReport']);
    expect(staffShiftActions(card({ attendance: true, isEnded: true }, true), after)).toEqual([]);
    expect(staffShiftActions(card(), after)).toEqual([]);
  });
});
