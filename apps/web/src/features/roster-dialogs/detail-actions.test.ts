import { type Action, can } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { detailActions, showsOpenShiftRequests } from './detail-actions.ts';
import { AFTER_END, BEFORE_START, DURING, shiftView } from './test-shifts.ts';

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

  it('offers no delete once the shift is Present, and never the attendance or report actions of later issues', () => {
    const present = shiftView({ attendance: true, isEnded: true });
    const actions = actionsOf(present, AFTER_END, admin);
    expect(actions).not.toContain('delete');
    expect(actions).toEqual(['repeat', 'duplicate', 'move']);
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
