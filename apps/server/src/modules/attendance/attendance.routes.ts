import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** Attendance: clock-in/out, mileage, mark/unmark, edit, splits (spec 3 §7.2). */
export function attendanceRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
