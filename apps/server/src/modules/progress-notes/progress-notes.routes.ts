import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** Progress notes: read, edit, lists (spec 3 §7.3). */
export function progressNoteRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
