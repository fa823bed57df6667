import type { ReactNode } from 'react';
import { StaffTimesheetTab } from './StaffTimesheetTab.tsx';

/** The staff profile's TimeSheet tab (spec 2). */
export function staffTimesheetTabs(staff: { staffId: string; fullName: string }): Record<string, ReactNode> {
  return { TimeSheet: <StaffTimesheetTab staffId={staff.staffId} fullName={staff.fullName} /> };
}
