import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The pages of this area, added under /app by the router: the client's own records (spec 3 §2.7). */
export const careRecordRoutes = [
  appPage(
    'client/representative',
    'clientPortal.use',
    lazyRouteComponent(() => import('./MyCarePages.tsx'), 'MyRepresentativesPage'),
  ),
  appPage(
    'client/daily-living',
    'clientPortal.use',
    lazyRouteComponent(() => import('./MyCarePages.tsx'), 'MyDailyLivingPage'),
  ),
  appPage(
    'client/aid-equip',
    'clientPortal.use',
    lazyRouteComponent(() => import('./MyCarePages.tsx'), 'MyAidsPage'),
  ),
] as const;
