import type { RosterFinding, ShiftRosterView } from '@care/domain';
import { shiftView as rosterShift } from './shifts.ts';

export const STAFF_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_STAFF_ID = '22222222-2222-4222-8222-222222222222';
export const CLIENT_ID = '33333333-3333-4333-8333-333333333333';
export const SHIFT_ID = '44444444-4444-4444-8444-444444444444';

/**
 * A shift for the dialogs' tests: Tuesday 24 November 2026, 9:00 to 17:00 in Sydney (22:00 to 06:00
 * UTC), Amelia Clarke with Noah Williams, confirmed and unattended; override any field.
 */
export function shiftView(over: Partial<ShiftRosterView> = {}): ShiftRosterView {
  return rosterShift({
    shiftRosterId: SHIFT_ID,
    staffId: STAFF_ID,
    staff: { staffId: STAFF_ID, fullName: 'Amelia Clarke', signatureUrl: null },
    profile: { profileId: CLIENT_ID, fullName: 'Noah Williams' },
    clients: 'Noah Williams',
    clientsId: CLIENT_ID,
    clientList: [{ profileId: CLIENT_ID, fullName: 'Noah Williams' }],
    dateFrom: '2026-11-23T22:00:00.000Z',
    dateTo: '2026-11-24T06:00:00.000Z',
    activities: 'Personal Support,Shopping',
    description: 'Morning routine and shopping',
    ...over,
  });
}

/** Moments around the test shift (Sydney 9:00 to 17:00 on 24 November 2026). */
export const BEFORE_START = new Date('2026-11-23T20:00:00Z');
export const DURING = new Date('2026-11-24T01:00:00Z');
export const AFTER_END = new Date('2026-11-24T08:00:00Z');

export const OVERLAP: RosterFinding = {
  kind: 'overlap',
  message: 'Amelia Clarke already has a shift from 8:00 AM to 10:00 AM',
  shiftRosterId: '55555555-5555-4555-8555-555555555555',
  staffId: STAFF_ID,
};
