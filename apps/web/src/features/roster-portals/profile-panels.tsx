import type { ReactNode } from 'react';
import type { ClientTabContext } from '../profiles/client-tab-panels.ts';

/** The client profile's Shift Roster tab (spec 2). */
export function clientRosterTabs(_client: ClientTabContext): Record<string, ReactNode> {
  return {};
}

/** The staff profile's Shift Roster and Availability tabs (spec 2). */
export function staffRosterTabs(_staff: { staffId: string; fullName: string }): Record<string, ReactNode> {
  return {};
}
