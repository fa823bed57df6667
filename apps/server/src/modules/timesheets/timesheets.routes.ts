import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** Timesheets: generate, load, send, the sent lists and the PDFs (spec 3 §2.2, §2.3, §7.2). */
export function timesheetRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
