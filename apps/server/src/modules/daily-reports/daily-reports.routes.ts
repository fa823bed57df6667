import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** Daily reports of staff and administrators (spec 3 §7.2 StaffAttendances, AdminAttendances). */
export function dailyReportRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
