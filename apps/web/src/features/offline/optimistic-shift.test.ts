import { describe, expect, it } from 'vitest';
import { shiftView } from '../../test/portal-shifts.ts';
import { withQueued } from './optimistic-shift.ts';
import type { QueuedAction } from './shift-day-action.ts';

function queued(over: Partial<QueuedAction>): QueuedAction {
  return {
    id: 'q1',
    requestId: 'r1',
    deviceTime: '2026-11-24T09:00:00.000Z',
    state: 'waiting',
    kind: 'clockIn',
    shiftId: 'shift-1',
    method: 'GET',
    path: '/Attendances/clock_in',
    label: 'Clock-in',
    ...over,
  };
}

describe('withQueued', () => {
  const shift = shiftView({ attendance: false, isEnded: false, isShiftReportSigned: false });

  it('shows a queued clock-in as the shift in progress', () => {
    expect(withQueued(shift, [queued({})])).toMatchObject({ attendance: true, isEnded: false });
  });

  it('a queued signed report lets the worker clock out; an unsigned one does not', () => {
    const signed = queued({ kind: 'shiftReport', json: { isSigned: true } });
    const draft = queued({ kind: 'shiftReport', json: { isSigned: false } });
    expect(withQueued(shift, [signed]).isShiftReportSigned).toBe(true);
    expect(withQueued(shift, [draft]).isShiftReportSigned).toBe(false);
  });

  it('a queued clock-out ends the shift', () => {
    const both = [queued({}), queued({ id: 'q2', kind: 'clockOut' })];
    expect(withQueued(shift, both)).toMatchObject({ attendance: true, isEnded: true });
  });

  it('ignores refused actions and other shifts', () => {
    const refused = queued({ state: 'refused', refusal: 'Too late.' });
    const other = queued({ shiftId: 'shift-2' });
    expect(withQueued(shift, [refused, other])).toBe(shift);
  });
});
