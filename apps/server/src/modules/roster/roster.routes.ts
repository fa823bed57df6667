import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerAddShift } from './add-shift.ts';
import { registerCopyShifts } from './copy-shifts.ts';
import { registerDeleteShifts } from './delete-shifts.ts';
import { registerEditShift } from './edit-shift.ts';
import { registerShiftReads } from './shift-read-routes.ts';

/** The shift roster: adding, editing, repeating, moving, duplicating, deleting and reading shifts (spec 3 §7.1). */
export function rosterRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAddShift(app, deps);
  registerEditShift(app, deps);
  registerCopyShifts(app, deps);
  registerDeleteShifts(app, deps);
  registerShiftReads(app, deps);
}
