import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerAvailabilityReads } from './availability-reads.ts';
import { registerManageAvailability } from './manage-availability.ts';

/** Staff availability (spec 3 §7.5). */
export function availabilityRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAvailabilityReads(app, deps);
  registerManageAvailability(app, deps);
}
