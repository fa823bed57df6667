import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The staff portal's roster and availability pages and the client portal's roster (spec 3 §2.4, §2.7). */
export const rosterPortalRoutes = [
  appPage(
    'staff/shift-roster',
    (p) => p.role === 'Staff' && can(p, 'roster.viewOwn'),
    lazyRouteComponent(() => import('./StaffRosterPage.tsx'), 'StaffRosterPage'),
  ),
  appPage(
    'staff/availabilities',
    (p) => p.role === 'Staff' && can(p, 'availability.manage'),
    lazyRouteComponent(() => import('./AvailabilityPages.tsx'), 'WeeklyAvailabilityPage'),
  ),
  appPage(
    'staff/availabilities-first-component',
    (p) => p.role === 'Staff' && can(p, 'availability.manage'),
    lazyRouteComponent(() => import('./AvailabilityPages.tsx'), 'AvailabilityListPage'),
  ),
  appPage(
    'staff/open-shifts',
    (p) => p.role === 'Staff' && can(p, 'openShift.request'),
    lazyRouteComponent(() => import('./OpenShiftsPage.tsx'), 'OpenShiftsPage'),
  ),
  appPage(
    'client/roster',
    (p) => p.role === 'Client' && can(p, 'roster.viewOwn'),
    lazyRouteComponent(() => import('./ClientRosterPage.tsx'), 'ClientRosterPage'),
  ),
] as const;
