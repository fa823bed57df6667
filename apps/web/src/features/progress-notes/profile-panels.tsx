import type { ReactNode } from 'react';
import type { ClientTabContext } from '../profiles/client-tab-panels.ts';

/** The client profile's Progress Report and Shift Report tabs (spec 2). */
export function clientProgressTabs(_client: ClientTabContext): Record<string, ReactNode> {
  return {};
}

/** The staff profile's Progress Report tab (spec 2). */
export function staffProgressTabs(_staff: { staffId: string; fullName: string }): Record<string, ReactNode> {
  return {};
}
