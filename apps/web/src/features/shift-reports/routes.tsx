import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The shift-reports pages (issues 13, 14): the worker's report form and list, the office's report view and list. */
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
  // The Shift Report list (issue 14): shift-form is the spec's name, shift-reports the reports area's.
  appPage(
    'reports/shift-form',
    'shiftReport.view',
    lazyRouteComponent(() => import('./ShiftReportListPage.tsx'), 'ShiftReportListPage'),
  ),
  appPage(
    'reports/shift-reports',
    'shiftReport.view',
    lazyRouteComponent(() => import('./ShiftReportListPage.tsx'), 'ShiftReportListPage'),
  ),
] as const;
