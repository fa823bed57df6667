import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** Split approvals and adjustments, and the worker's answer to a sent timesheet (spec 3 §4.4, §7.2). */
export function splitApprovalRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
