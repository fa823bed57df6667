import { lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_ACCESS } from '../../platform/route-access.ts';
import { appPage } from '../../platform/route-kit.ts';

/** The pay pages (issue 38): Setup → Pay rates and the worker's own award settings. */
export const paySettingsRoutes = [
  appPage(
    'setup/pay-rates',
    'payRates.view',
    lazyRouteComponent(() => import('./PayRatesPage.tsx'), 'PayRatesPage'),
  ),
  appPage(
    'staff/award',
    ROUTE_ACCESS.staffPortal,
    lazyRouteComponent(() => import('./MyAwardPage.tsx'), 'MyAwardPage'),
  ),
] as const;
