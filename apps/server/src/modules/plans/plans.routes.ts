import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** The client's NDIS plans and budgets. */
export function planRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
