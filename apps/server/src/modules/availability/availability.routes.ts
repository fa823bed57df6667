import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** Staff availability (spec 3 §7.5). */
export function availabilityRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
