import { type RouteTable, route } from '../../http/route-table.ts';
import { exportMarginCsvRoute, getMarginReportRoute } from './margin-report.ts';

/** Margin (issue 38 item 6): the office roles that read the invoice reports. */
export const marginRoutes: RouteTable = [
  route(getMarginReportRoute, 'invoice.view'),
  route(exportMarginCsvRoute, 'invoice.view'),
];
