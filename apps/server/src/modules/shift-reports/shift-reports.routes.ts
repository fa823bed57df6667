import { type RouteTable, route } from '../../http/route-table.ts';
import { getAllShiftreportsRoute, getClientShiftreportsRoute } from './list-shift-reports.ts';
import { getShiftreportDetailsRoute, getStaffShiftreportsRoute } from './read-shift-reports.ts';
import { addShiftreportRoute, editShiftReportRoute } from './save-shift-report.ts';
import { pdfShiftReportRoute } from './shift-report-pdf.route.ts';

/** Shift reports: add, edit, details, PDF (spec 3 §7.3). */
export const shiftReportRoutes: RouteTable = [
  route(addShiftreportRoute, ['shiftReport.fill', 'shiftReport.edit'], { reach: 'shiftReport' }),
  route(editShiftReportRoute, ['shiftReport.fill', 'shiftReport.edit'], { reach: 'shiftReport' }),
  route(getShiftreportDetailsRoute, ['shiftReport.view', 'shiftReport.fill'], { reach: 'shiftReport' }),
  route(getStaffShiftreportsRoute, ['shiftReport.view', 'shiftReport.fill'], { reach: 'shiftReport' }),
  route(getAllShiftreportsRoute, 'shiftReport.view', { reach: 'shiftReport' }),
  route(getClientShiftreportsRoute, 'shiftReport.view', { reach: 'shiftReport' }),
  route(pdfShiftReportRoute, ['shiftReport.view', 'shiftReport.fill'], { reach: 'shiftReport' }),
];
