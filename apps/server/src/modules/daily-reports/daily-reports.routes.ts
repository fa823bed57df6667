import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerAddDailyReport } from './add-daily-report.ts';
import { registerDailyReportReads } from './daily-report-reads.ts';
import { registerEditDailyReport } from './edit-daily-report.ts';

/** Daily reports of staff and administrators (spec 3 §7.2 StaffAttendances, AdminAttendances). */
export function dailyReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const kind of ['staff', 'admin'] as const) {
    registerAddDailyReport(app, deps, kind);
    registerEditDailyReport(app, deps, kind);
  }
  registerDailyReportReads(app, deps);
}
