import { type RouteTable, route } from '../../http/route-table.ts';
import { adjustAttendancesRoute, adjustPeriodicAttendanceRoute } from './adjust-attendance.ts';
import { approveAllRoute, approveAttendanceRoute, requestAdjustmentRoute } from './approve-split.ts';
import { approveTimesheetRoute, rejectTimesheetRoute } from './timesheet-answer.ts';

/** Split approvals and adjustments, and the worker's answer to a sent timesheet (spec 3 §4.4, §7.2). */
export const splitApprovalRoutes: RouteTable = [
  route(approveAttendanceRoute, ['attendance.approve', 'timesheet.own'], { reach: 'split' }),
  route(requestAdjustmentRoute, 'timesheet.own'),
  route(approveAllRoute, ['attendance.approve', 'timesheet.own'], { reach: 'split' }),
  route(adjustAttendancesRoute, 'attendance.adjust'),
  route(adjustPeriodicAttendanceRoute, 'attendance.adjust'),
  route(approveTimesheetRoute, 'timesheet.own'),
  route(rejectTimesheetRoute, 'timesheet.own'),
];
