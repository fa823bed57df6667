import { type RouteTable, route } from '../../http/route-table.ts';
import { editAttendanceRoute } from './attendance-edit.ts';
import {
  getAllAttendancesByCompanyRoute,
  getSplitAttendancesRoute,
  getStaffAttendancesRoute,
} from './attendance-lists.ts';
import { attendancesRoute } from './attendance-reads.ts';
import { clockInRoute } from './clock-in.ts';
import { clockOutRoute } from './clock-out.ts';
import { staffDurationChartRoute } from './duration-chart.ts';
import { markAttendanceRoute, unmarkAttendanceRoute } from './mark-attendance.ts';
import { fillMileageRoute } from './mileage.ts';
import { shiftOnSiteRoute } from './shift-on-site.ts';

/** Attendance: clock-in/out, mileage, mark/unmark, edit, reads and splits (spec 3 §7.2). */
export const attendanceRoutes: RouteTable = [
  route(clockInRoute, 'attendance.clock'),
  route(clockOutRoute, 'attendance.clock'),
  route(fillMileageRoute, ['attendance.clock', 'attendance.edit']),
  route(markAttendanceRoute, 'attendance.mark'),
  route(unmarkAttendanceRoute, 'attendance.mark'),
  route(editAttendanceRoute, 'attendance.edit'),
  route(getStaffAttendancesRoute, ['attendance.view', 'attendance.viewOwn'], { reach: 'attendance' }),
  route(getAllAttendancesByCompanyRoute, 'attendance.view'),
  route(getSplitAttendancesRoute, ['attendance.view', 'attendance.viewOwn'], {
    reach: 'attendance',
    row: 'query.attendanceId',
  }),
  route(attendancesRoute, ['attendance.view', 'attendance.viewOwn'], {
    reach: 'attendance',
    row: 'params.id',
  }),
  // The office, an auditor (audit-approved people) or the shift's own worker; a client is refused.
  route(shiftOnSiteRoute, ['roster.view', 'roster.viewOwn'], { reach: 'roster' }),
  route(staffDurationChartRoute, 'attendance.view'),
];
