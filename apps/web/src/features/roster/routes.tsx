import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

/** The admin roster pages, added under /app by the router (spec 3 §2.1). */
export const rosterRoutes = [
  appRedirect('shift', '/app/shift/roster'),
  appPage(
    'shift/roster',
    'roster.view',
    lazyRouteComponent(() => import('./RosterPage.tsx'), 'RosterPage'),
  ),
] as const;
