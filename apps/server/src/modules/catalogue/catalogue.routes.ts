import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** The NDIS Support Catalogue (import, browse) and the client's support schedule. */
export function catalogueRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
