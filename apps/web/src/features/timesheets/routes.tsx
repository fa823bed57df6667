import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect, rootPage } from '../../platform/route-kit.ts';

/** The office's timesheet screen and the Timesheet Report (issue 14); /app/reports opens the report. */
export const timesheetRoutes = [
  appPage(
    'shift/timesheet',
    (p) => can(p, 'timesheet.view'),
    lazyRouteComponent(() => import('./TimesheetPage.tsx'), 'TimesheetPage'),
  ),
  appRedirect('reports', '/app/reports/attendance-reports'),
  appPage(
    'reports/attendance-reports',
    (p) => can(p, 'timesheet.view'),
    lazyRouteComponent(() => import('./TimesheetReportPage.tsx'), 'TimesheetReportPage'),
  ),
] as const;

const pdfPage = <const TPath extends string>(
  path: TPath,
  page: 'StaffTimesheetPdfPage' | 'AllStaffTimesheetPdfPage' | 'ShiftAttendancePdfPage',
) =>
  rootPage(
    path,
    (p) => can(p, 'timesheet.view'),
    lazyRouteComponent(() => import('./TimesheetPdfPages.tsx'), page),
  );

/** The timesheet PDFs, outside the app's shell (spec 3 §2.2, §2.3), each opened in its own tab. */
export const timesheetPdfRoutes = [
  pdfPage('pdf/staff-timesheet/$staffIds/$from/$to', 'StaffTimesheetPdfPage'),
  pdfPage('pdf/all-staff-timesheet/$from/$to', 'AllStaffTimesheetPdfPage'),
  pdfPage('pdf/alluser-shiftattendance/$genRate', 'ShiftAttendancePdfPage'),
] as const;
