import { type RouteTable, route } from '../../http/route-table.ts';
import { approvePayPeriodRoute } from './approve-pay-period.ts';
import { getMyPayRoute } from './my-pay.ts';
import { exportPayLinesCsvRoute } from './pay-lines-csv.ts';
import { getPayPeriodSummaryRoute } from './pay-period-summary.ts';
import { getStaffPayLinesRoute } from './staff-pay-lines.ts';

/**
 * Pay lines where people see them (issue 38 items 4 and 5): the office reads any worker's (those who
 * read timesheets; an auditor audit-approved people's), a worker only their own; the office approves.
 */
export const payLineRoutes: RouteTable = [
  route(getStaffPayLinesRoute, 'timesheet.view', { staff: 'query.staffId' }),
  route(getPayPeriodSummaryRoute, 'timesheet.view'),
  route(exportPayLinesCsvRoute, 'timesheet.view'),
  route(getMyPayRoute, 'timesheet.own'),
  // Approving a worker's period freezes its lines: the office roles that approve timesheets.
  route(approvePayPeriodRoute, 'attendance.approve'),
];
