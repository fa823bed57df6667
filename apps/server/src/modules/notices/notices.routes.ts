import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** The signed-in user's dashboard notices. */
export function noticeRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
