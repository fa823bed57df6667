import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerSendTimesheets } from './send-timesheet-routes.ts';
import { registerTimesheetPdfs } from './timesheet-pdf-routes.ts';
import { registerTimesheetReads } from './timesheet-reads.ts';

/** Timesheets: generate, load, send, the sent lists and the PDFs (spec 3 §2.2, §2.3, §7.2). */
export function timesheetRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerTimesheetReads(app, deps);
  registerSendTimesheets(app, deps);
  registerTimesheetPdfs(app, deps);
}
