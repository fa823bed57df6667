import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerAttendanceEdit } from './attendance-edit.ts';
import { registerAttendanceLists } from './attendance-lists.ts';
import { registerAttendanceReads } from './attendance-reads.ts';
import { registerClockIn } from './clock-in.ts';
import { registerClockOut } from './clock-out.ts';
import { registerMarkAttendance } from './mark-attendance.ts';
import { registerMileage } from './mileage.ts';

/** Attendance: clock-in/out, mileage, mark/unmark, edit, reads and splits (spec 3 §7.2). */
export function attendanceRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerClockIn(app, deps);
  registerClockOut(app, deps);
  registerMileage(app, deps);
  registerMarkAttendance(app, deps);
  registerAttendanceEdit(app, deps);
  registerAttendanceLists(app, deps);
  registerAttendanceReads(app, deps);
}
