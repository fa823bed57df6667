import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerShiftReportLists } from './list-shift-reports.ts';
import { registerReadShiftReports } from './read-shift-reports.ts';
import { registerSaveShiftReport } from './save-shift-report.ts';
import { registerShiftReportPdf } from './shift-report-pdf-route.ts';

/** Shift reports: add, edit, details, PDF (spec 3 §7.3). */
export function shiftReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerSaveShiftReport(app, deps);
  registerReadShiftReports(app, deps);
  registerShiftReportLists(app, deps);
  registerShiftReportPdf(app, deps);
}
