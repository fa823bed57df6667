import type { ReactNode } from 'react';
import { StaffPayTab } from './StaffPayTab.tsx';

/** The staff profile's Pay tab (issue 38). */
export function staffPayTabs(staff: { staffId: string; fullName: string }): Record<string, ReactNode> {
  return { Pay: <StaffPayTab staffId={staff.staffId} fullName={staff.fullName} /> };
}
