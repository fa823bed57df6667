import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCancellations } from './cancellations.ts';
import { registerOpenShiftDecisions } from './open-shift-decisions.ts';
import { registerOpenShifts } from './open-shifts.ts';
import { registerReassign } from './reassign.ts';
import { registerRosterNotification } from './roster-notification.ts';

/** Cancellations, reassignment, open shifts and roster notifications (spec 3 §4.2, §7.1). */
export function rosterWorkflowRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCancellations(app, deps);
  registerReassign(app, deps);
  registerOpenShifts(app, deps);
  registerOpenShiftDecisions(app, deps);
  registerRosterNotification(app, deps);
}
