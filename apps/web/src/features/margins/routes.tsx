import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The margin report (issue 38 item 6): the office roles that read the invoice reports. */
export const marginRoutes = [
  appPage(
    'reports/margin',
    'invoice.view',
    lazyRouteComponent(() => import('./MarginPage.tsx'), 'MarginPage'),
  ),
] as const;
