import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** Cancellations, reassignment, open shifts and roster notifications (spec 3 §4.2, §7.1). */
export function rosterWorkflowRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
