import { can, type Principal } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

const isWorker = (p: Principal) => p.role === 'Staff' && can(p, 'timesheet.own');

/** The pay-period summary for the office and My pay for the worker (issue 38 item 4). */
export const payLineRoutes = [
  appPage(
    'shift/pay-summary',
    'timesheet.view',
    lazyRouteComponent(() => import('./PaySummaryPage.tsx'), 'PaySummaryPage'),
  ),
  appPage(
    'staff/my-pay',
    isWorker,
    lazyRouteComponent(() => import('./MyPayPage.tsx'), 'MyPayPage'),
  ),
] as const;
