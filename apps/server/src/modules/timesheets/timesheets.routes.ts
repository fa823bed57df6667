import { type RouteTable, route } from '../../http/route-table.ts';
import { sendAllTimesheetRoute, sendLogRoute, sendTimesheetRoute } from './send-timesheets.route.ts';
import { pdfAllRoute, pdfShiftAttendanceRoute, pdfStaffRoute } from './timesheet-pdf.route.ts';
import {
  generateAllStaffTimesheetRoute,
  generateStaffTimesheetRoute,
  getPeriodicAttendancesByCompanyRoute,
  getPeriodicShiftAttendnaceRoute,
  getShiftAttendanceRoute,
  getStaffTimesheetsRoute,
  loadPeriodicTimesheetsRoute,
  loadTimesheetsRoute,
} from './timesheet-reads.ts';

/** Timesheets: generate, load, send, the sent lists and the PDFs (spec 3 §2.2, §2.3, §7.2). */
export const timesheetRoutes: RouteTable = [
  route(generateStaffTimesheetRoute, 'timesheet.generate'),
  route(generateAllStaffTimesheetRoute, 'timesheet.generate'),
  route(loadPeriodicTimesheetsRoute, ['timesheet.view', 'timesheet.own'], { reach: 'timesheet' }),
  route(getPeriodicAttendancesByCompanyRoute, 'timesheet.view'),
  route(getShiftAttendanceRoute, 'timesheet.view'),
  route(getPeriodicShiftAttendnaceRoute, 'timesheet.view'),
  route(loadTimesheetsRoute, ['timesheet.view', 'timesheet.own'], { reach: 'timesheet' }),
  route(getStaffTimesheetsRoute, ['timesheet.view', 'timesheet.own'], { reach: 'timesheet' }),
  route(sendTimesheetRoute, 'timesheet.send'),
  route(sendAllTimesheetRoute, 'timesheet.send'),
  route(sendLogRoute, 'timesheet.send'),
  route(pdfStaffRoute, ['timesheet.view', 'timesheet.own'], { reach: 'timesheet' }),
  route(pdfAllRoute, 'timesheet.view'),
  route(pdfShiftAttendanceRoute, 'timesheet.view'),
];
