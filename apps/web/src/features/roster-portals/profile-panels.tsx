import type { ReactNode } from 'react';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { AvailabilityCards } from './AvailabilityCards.tsx';
import { ShiftRosterTable } from './ShiftRosterTable.tsx';

/** The client profile's Shift Roster tab (spec 2); the client's own profile has no such tab (spec 3 §2.7). */
export function clientRosterTabs(client: ClientTabContext): Record<string, ReactNode> {
  if (client.own) {
    return {};
  }
  return { ShiftRoster: <ShiftRosterTable who={{ client: client.profileId }} name={client.fullName} /> };
}

function StaffAvailabilityTab({ staffId }: { staffId: string }) {
  return <AvailabilityCards staffId={staffId} canManage={useCan('availability.manage')} />;
}

/** The staff profile's Shift Roster and Availability tabs (spec 2). */
export function staffRosterTabs(staff: { staffId: string; fullName: string }): Record<string, ReactNode> {
  return {
    ShiftRoster: <ShiftRosterTable who={{ staff: staff.staffId }} name={staff.fullName} />,
    Availability: <StaffAvailabilityTab staffId={staff.staffId} />,
  };
}
