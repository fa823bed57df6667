import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';

/** The client's disability, health, community and behaviour support needs, and the address lookup (spec 2 §7). */
export function careNeedsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
