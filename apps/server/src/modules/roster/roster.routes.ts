import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** The shift roster: adding, editing, repeating, moving, duplicating, deleting and reading shifts (spec 3 §7.1). */
export function rosterRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
