import { type Action, can } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { AFTER_END, BEFORE_START, DURING, shiftView } from '../../test/dialog-shifts.ts';
import { detailActions, showsClockInLocation, showsOpenShiftRequests } from './detail-actions.ts';

const as =
  (role: string, claims: string[] = []) =>
  (action: Action) =>
    can({ role, claims }, action);
const admin = as('Administrator');
const actionsOf = (...args: Parameters<typeof detailActions>) => detailActions(...args).map((a) => a.action);

describe('the details modal’s actions', () => {
  it('offers an administrator the upcoming shift’s edit, cancel, delete and the always-actions', () => {
    expect(actionsOf(shiftView(), BEFORE_START, admin)).toEqual([
      'edit',
      'cancelClientShift',
      'repeat',
      'duplicate',
      'move',
      'delete',
    ]);
  });

  it('offers edit but no delete while the shift is under way (Active)', () => {
    const actions = actionsOf(shiftView(), DURING, admin);
    expect(actions).toContain('edit');
    expect(actions).not.toContain('delete');
    expect(actions).not.toContain('cancelClientShift');
  });

  it('offers approve and reject for a pending cancellation request, and no edit', () => {
    const actions = actionsOf(shiftView({ status: 'Pending' }), BEFORE_START, admin);
    expect(actions).toEqual(expect.arrayContaining(['approveCancellation', 'rejectCancellation', 'delete']));
    expect(actions).not.toContain('edit');
    expect(actions).not.toContain('cancelClientShift');
  });

  it('offers reassign for a cancelled shift', () => {
    const actions = actionsOf(shiftView({ status: 'Cancelled' }), BEFORE_START, admin);
    expect(actions).toContain('reassign');
    expect(actions).not.toContain('edit');
  });

  it('offers a Present shift unmark, Edit Attendance and the AI report, but no delete', () => {
    const present = shiftView({ attendance: true, isEnded: true, attendanceId: 'a-1' });
    const actions = actionsOf(present, AFTER_END, admin);
    expect(actions).toEqual([
      'editAttendance',
      'unmarkAttendance',
      'generateReport',
      'repeat',
      'duplicate',
      'move',
    ]);
  });

  it('offers the AI report once the shift has started, unless a cancellation awaits a decision', () => {
    expect(actionsOf(shiftView(), DURING, admin)).toContain('generateReport');
    expect(actionsOf(shiftView(), AFTER_END, admin)).toContain('generateReport');
    expect(actionsOf(shiftView(), BEFORE_START, admin)).not.toContain('generateReport');
    expect(actionsOf(shiftView({ status: 'Pending' }), AFTER_END, admin)).not.toContain('generateReport');
    // Administrators only: a care manager with every roster claim does not draft reports.
    const manager = as('CareManager', ['Add Shift Roster', 'Edit Shift Roster', 'Mark Attendances']);
    expect(actionsOf(shiftView(), AFTER_END, manager)).not.toContain('generateReport');
  });

  it('offers Mark Attendance on an Active or Absent shift, not on an upcoming one', () => {
    expect(actionsOf(shiftView(), DURING, admin)).toContain('markAttendance');
    expect(actionsOf(shiftView(), AFTER_END, admin)).toContain('markAttendance');
    expect(actionsOf(shiftView(), BEFORE_START, admin)).not.toContain('markAttendance');
    expect(actionsOf(shiftView({ status: 'Pending' }), AFTER_END, admin)).not.toContain('markAttendance');
  });

  it('offers Edit Attendance while in shift, and none of the attendance actions without one', () => {
    const inShift = shiftView({ attendance: true, attendanceId: 'a-1' });
    expect(actionsOf(inShift, DURING, admin)).toContain('editAttendance');
    expect(actionsOf(inShift, DURING, admin)).not.toContain('unmarkAttendance');
    expect(actionsOf(shiftView(), AFTER_END, admin)).not.toContain('editAttendance');
  });

  it('gives the attendance actions to the claims Mark Attendances and Edit Attendances apart', () => {
    const present = shiftView({ attendance: true, isEnded: true, attendanceId: 'a-1' });
    expect(actionsOf(shiftView(), AFTER_END, as('CareManager', ['Mark Attendances']))).toEqual([
      'markAttendance',
    ]);
    expect(actionsOf(present, AFTER_END, as('CareManager', ['Mark Attendances']))).toEqual([
      'unmarkAttendance',
    ]);
    expect(actionsOf(present, AFTER_END, as('CareManager', ['Edit Attendances']))).toEqual([
      'editAttendance',
    ]);
  });

  it('shows the clock-in location for a shift with an attendance to those who see attendances', () => {
    const attended = shiftView({ attendance: true, attendanceId: 'a-1' });
    expect(showsClockInLocation(attended, admin)).toBe(true);
    expect(showsClockInLocation(attended, as('CareManager', ['Edit Attendances']))).toBe(true);
    expect(showsClockInLocation(attended, as('CareManager', ['Add Shift Roster']))).toBe(false);
    expect(showsClockInLocation(shiftView(), admin)).toBe(false);
  });

  it('offers an absent shift’s client cancellation and deletion', () => {
    expect(actionsOf(shiftView(), AFTER_END, admin)).toEqual(
      expect.arrayContaining(['cancelClientShift', 'delete']),
    );
  });

  it('offers an Auditor nothing', () => {
    expect(actionsOf(shiftView(), BEFORE_START, as('Auditor'))).toEqual([]);
    expect(actionsOf(shiftView({ status: 'Pending' }), BEFORE_START, as('Auditor'))).toEqual([]);
  });

  it('offers a user with only Add Shift Roster duplicate and repeat, not delete, edit or move', () => {
    expect(actionsOf(shiftView(), BEFORE_START, as('CareManager', ['Add Shift Roster']))).toEqual([
      'repeat',
      'duplicate',
    ]);
  });

  it('offers a user with Delete Shift Roster only the delete', () => {
    expect(actionsOf(shiftView(), BEFORE_START, as('CareManager', ['Delete Shift Roster']))).toEqual([
      'delete',
    ]);
  });

  it('lists an open shift’s requests only for those who decide them', () => {
    const open = shiftView({ staffId: null, staff: null, isOpenShift: true, openShiftRequests: 2 });
    expect(showsOpenShiftRequests(open, admin)).toBe(true);
    expect(showsOpenShiftRequests(open, as('Auditor'))).toBe(false);
    expect(showsOpenShiftRequests(shiftView(), admin)).toBe(false);
  });
});
