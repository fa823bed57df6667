import { lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_ACCESS } from '../../platform/route-access.ts';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

/** Policies and staff training (spec 3 §2.8 links; issue 29). */
export const hrRoutes = [
  appRedirect('hr', '/app/hr/policy'),
  appPage(
    'hr/policy',
    'policy.view',
    lazyRouteComponent(() => import('./PoliciesPage.tsx'), 'PoliciesPage'),
  ),
  appPage(
    'hr/staff-training',
    'training.view',
    lazyRouteComponent(() => import('./StaffTrainingPage.tsx'), 'StaffTrainingPage'),
  ),
  appPage(
    'staff/training',
    ROUTE_ACCESS.staffPortal,
    lazyRouteComponent(() => import('./StaffTrainingPage.tsx'), 'MyTrainingPage'),
  ),
] as const;
