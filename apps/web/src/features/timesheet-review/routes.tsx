import { can, type Principal } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

const isWorker = (p: Principal) => p.role === 'Staff' && can(p, 'timesheet.own');

/** Sent and received timesheets and the periodic timesheet, for the office and the worker (issue 14). */
export const timesheetReviewRoutes = [
  appPage(
    'reports/sent-timesheet',
    'timesheet.view',
    lazyRouteComponent(() => import('./SentTimesheetsPage.tsx'), 'SentTimesheetsPage'),
  ),
  appPage(
    'reports/view-periodic-report/$uid/$dateFrom/$dateTo',
    'timesheet.view',
    lazyRouteComponent(() => import('./PeriodicTimesheetPage.tsx'), 'OfficePeriodicTimesheetPage'),
  ),
  appPage(
    'staff/view-periodic-report/$uid/$dateFrom/$dateTo',
    isWorker,
    lazyRouteComponent(() => import('./PeriodicTimesheetPage.tsx'), 'StaffPeriodicTimesheetPage'),
  ),
  appPage(
    'staff/received-timesheet',
    isWorker,
    lazyRouteComponent(() => import('./MyTimesheetPage.tsx'), 'MyTimesheetPage'),
  ),
] as const;
