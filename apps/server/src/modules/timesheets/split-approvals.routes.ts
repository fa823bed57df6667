import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerAdjustAttendance } from './adjust-attendance.ts';
import { registerSplitApprovals } from './approve-split.ts';
import { registerTimesheetAnswer } from './timesheet-answer.ts';

/** Split approvals and adjustments, and the worker's answer to a sent timesheet (spec 3 §4.4, §7.2). */
export function splitApprovalRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerSplitApprovals(app, deps);
  registerAdjustAttendance(app, deps);
  registerTimesheetAnswer(app, deps);
}
