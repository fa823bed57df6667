import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The daily-reports pages (issue 13): the staff member's own and the office's lists. */
export const dailyReportRoutes = [
  appPage(
    'staff/daily-report',
    (p) => p.role === 'Staff' && can(p, 'dailyReport.own'),
    lazyRouteComponent(() => import('./StaffDailyReportPage.tsx'), 'StaffDailyReportPage'),
  ),
  appPage(
    'staff/new-daily-report',
    (p) => p.role === 'Staff' && can(p, 'dailyReport.own'),
    lazyRouteComponent(() => import('./NewDailyReportPage.tsx'), 'NewDailyReportPage'),
  ),
  appPage(
    'reports/staff-reports',
    (p) => can(p, 'dailyReport.view'),
    lazyRouteComponent(() => import('./StaffReportsPage.tsx'), 'StaffReportsPage'),
  ),
  appPage(
    'reports/admin-reports',
    (p) => can(p, 'dailyReport.view'),
    lazyRouteComponent(() => import('./AdminReportsPage.tsx'), 'AdminReportsPage'),
  ),
] as const;
