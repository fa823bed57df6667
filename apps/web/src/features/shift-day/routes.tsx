import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The shift-day pages (issue 13): the staff member's attendance list and one attendance's report. */
export const shiftDayRoutes = [
  appPage(
    'staff/attendance',
    (p) => p.role === 'Staff' && can(p, 'attendance.viewOwn'),
    lazyRouteComponent(() => import('./MyAttendancePage.tsx'), 'MyAttendancePage'),
  ),
  appPage(
    'staff/attendance-report/$attendanceId',
    (p) => p.role === 'Staff' && can(p, 'attendance.viewOwn'),
    lazyRouteComponent(() => import('./AttendanceReportPage.tsx'), 'AttendanceReportPage'),
  ),
] as const;
