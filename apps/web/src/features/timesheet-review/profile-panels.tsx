import type { ReactNode } from 'react';

/** The staff profile's TimeSheet tab (spec 2). */
export function staffTimesheetTabs(_staff: { staffId: string; fullName: string }): Record<string, ReactNode> {
  return {};
}
