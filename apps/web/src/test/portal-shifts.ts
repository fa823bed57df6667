import type { ShiftRosterView } from '@care/domain';
import { shiftView as rosterShift } from './shifts.ts';

/** A shift as the roster calls reply it: confirmed, unattended, one client, unless told. */
export function shiftView(over: Partial<ShiftRosterView> = {}): ShiftRosterView {
  return rosterShift({
    shiftRosterId: 'shift-1',
    staffId: 'staff-1',
    staff: { staffId: 'staff-1', fullName: 'Sam Carter', signatureUrl: null },
    profile: { profileId: 'p-1', fullName: 'Alex Nguyen' },
    clients: 'Alex Nguyen',
    clientList: [{ profileId: 'p-1', fullName: 'Alex Nguyen' }],
    dateFrom: '2026-03-10T23:00:00.000Z',
    dateTo: '2026-03-11T03:00:00.000Z',
    activities: 'Personal Support,Transport',
    description: 'Morning routine and a trip to the shops',
    dateCreated: '2026-03-01T00:00:00.000Z',
    ...over,
  });
}

/** The signed-in staff member's own record (GET /Staffs/my_profile), as far as the portal reads it. */
export const MY_STAFF = {
  staffId: '5f0c1a52-8a43-4d7e-9a39-3b9b8f6c2a11',
  fullName: 'Sam Carter',
  userId: 'u-1',
};
/** The signed-in client's own record (GET /Profiles/my_profile). */
export const MY_CLIENT = { profileId: 'p-1', fullName: 'Alex Nguyen', userId: 'u-1' };
