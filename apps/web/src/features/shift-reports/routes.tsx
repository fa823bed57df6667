import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../app/route-kit.tsx';

/** The shift-reports pages (issue 13): the worker's report form and list, the office's report view. */
export const shiftReportRoutes = [
  appPage(
    'staff/report-form/$shiftId',
    (p) => p.role === 'Staff' && can(p, 'shiftReport.fill'),
    lazyRouteComponent(() => import('./StaffReportFormPage.tsx'), 'StaffReportFormPage'),
  ),
  appPage(
    'staff/shift-report-form',
    (p) => p.role === 'Staff' && can(p, 'shiftReport.fill'),
    lazyRouteComponent(() => import('./StaffShiftReportsPage.tsx'), 'StaffShiftReportsPage'),
  ),
  appPage(
    'reports/view-shift-report/$id/$uid',
    'shiftReport.view',
    lazyRouteComponent(() => import('./OfficeShiftReportPage.tsx'), 'OfficeShiftReportPage'),
  ),
] as const;
