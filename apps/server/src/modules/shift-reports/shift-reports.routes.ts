import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** Shift reports: add, edit, details, PDF (spec 3 §7.3). */
export function shiftReportRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
