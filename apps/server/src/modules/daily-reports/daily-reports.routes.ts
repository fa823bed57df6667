import { type RouteTable, route } from '../../http/route-table.ts';
import { addDailyReportRoute } from './add-daily-report.ts';
import {
  getAdminAttendanceRoute,
  getAllStaffAttendancesRoute,
  getAttendanceRecordRoute,
  getStaffAttendancesRoute,
} from './daily-report-reads.ts';
import { editDailyReportRoute } from './edit-daily-report.ts';

const AUTHOR_KINDS = ['staff', 'admin'] as const;

/** Daily reports of staff and administrators (spec 3 §7.2 StaffAttendances, AdminAttendances). */
export const dailyReportRoutes: RouteTable = [
  ...AUTHOR_KINDS.flatMap((kind) => [
    route(addDailyReportRoute(kind), 'dailyReport.own'),
    route(editDailyReportRoute(kind), ['dailyReport.own', 'dailyReport.edit'], { reach: 'dailyReport' }),
  ]),
  route(getAllStaffAttendancesRoute, 'dailyReport.view'),
  route(getStaffAttendancesRoute, ['dailyReport.view', 'dailyReport.own'], { staff: 'query.staffId' }),
  route(getAdminAttendanceRoute, 'dailyReport.view'),
  route(getAttendanceRecordRoute, ['dailyReport.view', 'dailyReport.own'], { reach: 'dailyReport' }),
];
