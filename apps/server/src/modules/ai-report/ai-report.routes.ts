import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** The AI assistant's shift-report draft (spec 3 §2.1, §7.1 sima_auto_shiftreport). */
export function aiReportRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
